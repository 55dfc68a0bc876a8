/// Every exit code dal ends with, in one table: the commands throw these,
/// and `dal --help` and the README list them. The numbers follow
/// sysexits.h where one fits, so scripts can tell the kinds apart.
enum ExitStatus {
    /// `dal pick` cancelled (Esc or q): nothing picked.
    static let pickCancelled: Int32 = 1
    /// `dal next --join`: no event ahead, or it names no meeting link.
    static let nothingToJoin: Int32 = 1
    /// EX_USAGE: a bad command line (argument parser's validation errors).
    static let usage: Int32 = 64
    /// EX_DATAERR: a data file, store or calendar dal cannot use.
    static let dataError: Int32 = 65
    /// EX_UNAVAILABLE: no terminal to draw the full screen on, no browser
    /// for `dal next --join`; or libical,
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
    static let summary = "Exit codes: 0 ok, \(pickCancelled) `dal pick` cancelled or `dal next --join` found no call, \(usage) bad command line, \(dataError) a file dal "
        + "cannot use, \(noTerminal) no usable terminal (use `dal print`), no browser or no libical, \(outputError) output or changes not written, \(subscriptionFailed) a subscription not fetched, "
        + "\(configuration) a bad config file (FILE:LINE:COLUMN) or no home for the store, \(interrupted) Ctrl-C."
}
