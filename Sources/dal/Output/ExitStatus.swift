import InterfaceWords

/// Every exit code dal ends with, in one table: the commands throw these,
/// and `dal --help` and the README list them. The numbers follow
/// sysexits.h where one fits, so scripts can tell the kinds apart.
enum ExitStatus {
    /// `dal pick` cancelled (Esc or q): nothing picked. Also `dal import`
    /// answered no: nothing imported.
    static let pickCancelled: Int32 = 1
    /// `dal next --join`: no event ahead, or it names no meeting link.
    static let nothingToJoin: Int32 = 1
    /// EX_USAGE: a bad command line (argument parser's validation errors).
    static let usage: Int32 = 64
    /// EX_DATAERR: a data file, store or calendar dal cannot use.
    static let dataError: Int32 = 65
    /// EX_UNAVAILABLE: no terminal to draw the full screen on (or for
    /// `dal import` to ask on, without --yes), no browser for `dal next
    /// --join`; or libical,
    /// needed to read calendars, cannot be opened (`LibicalLoader.c` ends
    /// dal with this number itself, from any thread).
    static let noTerminal: Int32 = 69
    /// EX_IOERR: output, or changes, not written.
    static let outputError: Int32 = 74
    /// EX_TEMPFAIL: `dal refresh` could not fetch a subscription (its last
    /// good copy stays), or there is none to fetch.
    static let subscriptionFailed: Int32 = 75
    /// EX_CONFIG: a bad config file, or no home for the store.
    static let configuration: Int32 = 78
    /// 128 + SIGINT, as shells report Ctrl-C.
    static let interrupted: Int32 = 130

    /// The line of `dal --help` that lists them.
    static func summary(_ words: RootHelpWords) -> String {
        let meanings: [(Int32, String)] = [
            (0, words.exitOK), (pickCancelled, words.exitPickCancelled), (usage, words.exitUsage), (dataError, words.exitDataError),
            (noTerminal, words.exitNoTerminal), (outputError, words.exitOutputError), (subscriptionFailed, words.exitSubscriptionFailed),
            (configuration, words.exitConfiguration), (interrupted, words.exitInterrupted),
        ]
        return words.exitCodes(meanings.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
    }
}
