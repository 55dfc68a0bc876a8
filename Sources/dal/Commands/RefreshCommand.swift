import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import Settings
import SystemServices

/// `dal refresh`: the config's subscriptions fetched now (docs/config.md).
struct RefreshCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: CommandHelp.words.refresh.abstract,
        discussion: CommandHelp.words.refresh.discussion
    )

    @Argument(help: ArgumentHelp(CommandHelp.words.refresh.names, valueName: "name"))
    var names: [String] = []

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.refresh.due))
    var due = false

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.refresh.maxTime, valueName: "seconds"))
    var maxTime = SubscriptionFetch.standardTimeLimit

    func validate() throws {
        guard (1...600).contains(maxTime) else { throw ValidationError(RunWords.subscriptions.maxTimeRange) }
    }

    func run() throws {
        let config = try LoadedConfig.get()
        let words = RunWords.subscriptions
        let copies = ConfiguredSubscriptions.copies(config)
        guard !config.subscriptions.isEmpty else {
            StandardStreams.reportError(words.noSubscriptions)
            throw ExitCode(ExitStatus.subscriptionFailed)
        }
        guard !copies.isEmpty else {
            StandardStreams.reportError(words.noStateFolder)
            throw ExitCode(ExitStatus.configuration)
        }
        let known = copies.map(\.subscription.name)
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw ValidationError(words.unknownName((unknown, known.joined(separator: ", "))))
        }
        let now = Int(Date().timeIntervalSince1970), every = ConfiguredSubscriptions.refreshMinutes(config)
        let chosen = copies.filter { (names.isEmpty || names.contains($0.subscription.name)) && (!due || $0.isDue(now: now, refreshMinutes: every)) }
        let fetch = SubscriptionFetch(timeLimit: maxTime)
        var failed = false
        for copy in chosen {
            let outcome = fetch.refresh(copy)
            let line = words.describe(outcome, name: copy.subscription.name, hasCopy: copy.hasCopy)
            if case .failed = outcome {
                failed = true
                StandardStreams.reportWarning(line)
            } else {
                try StandardStreams.writeOutput(line + "\n")
            }
        }
        if failed { throw ExitCode(ExitStatus.subscriptionFailed) }
    }
}
