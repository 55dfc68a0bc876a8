import ArgumentParser
import CalendarCore
import CalendarUI
import Calendars
import Foundation
import Settings
import Storage
import SystemServices

/// `dal invite`: an invitation (iTIP, RFC 5546) from a mail into the
/// calendars, and my answer back to its organizer (RFC 6047): `--accept`,
/// `--tentative` or `--decline`, or on a terminal the full screen on its
/// day (docs/invitations.md).
struct InviteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "invite",
        abstract: CommandHelp.words.invite.abstract,
        discussion: CommandHelp.words.invite.discussion
    )

    @Argument(help: ArgumentHelp(CommandHelp.words.invite.file, valueName: "file"))
    var file: String

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.invite.accept))
    var accept = false

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.invite.tentative))
    var tentative = false

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.invite.decline))
    var decline = false

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.invite.comment, valueName: "text"))
    var comment: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.invite.me, valueName: "address"))
    var me: String?

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.invite.print))
    var print = false

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        try ArgumentText.check(file, "<file>", takes: RunWords.importing.takesFile)
        try ArgumentText.check(me, "--me", takes: RunWords.invitations.takesAddress)
        let given = [(accept, "--accept"), (tentative, "--tentative"), (decline, "--decline")].filter(\.0).map(\.1)
        if given.count > 1 { throw ValidationError(RunWords.options.cannotBeUsedTogether(given[0], given[1])) }
    }

    var answer: InvitationAnswer? {
        accept ? .accepted : tentative ? .tentative : decline ? .declined : nil
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let words = RunWords.invitations
        let config = try LoadedConfig.get()
        let invitation: Invitation
        do { invitation = try Invitation(path: file, bytes: try ImportCommand.bytes(of: file)) } catch let error as ImportError {
            ImportCommand.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
        if case .other(let method) = invitation.kind {
            StandardStreams.reportError(words.notAnInvitation(StandardStreams.printable(method)))
            throw ExitCode(ExitStatus.dataError)
        }
        guard !invitation.events.isEmpty else {
            StandardStreams.reportError(words.noEvent)
            throw ExitCode(ExitStatus.dataError)
        }
        var answer = self.answer
        if invitation.kind == .cancel, answer != nil {
            StandardStreams.reportNote(words.cancelTakesNoAnswer)
            answer = nil
        }
        let myAddresses = me.map { [$0] } ?? config.me?.value ?? []
        let identity = invitation.kind == .cancel ? invitation.invitee(among: myAddresses) : try self.identity(in: invitation, mine: myAddresses)
        // A person at a terminal without an answer: the invitation on its day, asking for one.
        let asks = invitation.kind == .request && answer == nil && isatty(STDIN_FILENO) == 1 && file != "-"
        if answer != nil || asks, !print {
            guard config.sendCommand != nil else {
                StandardStreams.reportError(words.needsSender)
                throw ExitCode(ExitStatus.usage)
            }
            guard invitation.organizer != nil else {
                StandardStreams.reportError(words.noOrganizer)
                throw ExitCode(ExitStatus.dataError)
            }
        }
        let calendar = try target(config)
        var comment = self.comment
        if asks {
            switch try ask(invitation, as: identity, into: calendar) {
            case .answer(let chosen, let typed):
                answer = chosen
                comment = typed ?? comment
            case .unanswered: break
            }
        }
        try answerInvitation(invitation, as: identity, answer: answer, comment: comment, into: calendar, config: config)
    }

    /// The full screen on the invitation's day (the week's hours), its card
    /// asking for my answer; an out-of-date invitation is said instead
    /// (exit 1), and a screen left otherwise (Ctrl-C) ends as `dal` would.
    func ask(_ invitation: Invitation, as identity: String?, into calendar: CalendarInfo) throws -> InvitationChoice {
        let words = RunWords.invitations
        let preview: InvitationPlan
        do { preview = try VdirWriter(writable: try sources.writableFolders).planInvitation(invitation, me: identity, answer: nil, into: calendar) } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.outputError)
        }
        if preview.isOutOfDate {
            for entry in preview.entries where entry.outcome == .outOfDate { StandardStreams.reportError(words.outOfDate(Self.title(entry))) }
            throw ExitCode(ExitStatus.pickCancelled)
        }
        guard let occurrence = invitation.firstOccurrence(), let event = invitation.events.first else { return .unanswered }
        // What the calendar has of it already, as filing it unanswered would find.
        let before = preview.entries.first
        let answered = words.answered(before?.partstat ?? InvitationAnswer.awaiting)
        let note: String? = switch before?.outcome {
        case .updated(askedAgain: true)?: words.noteAskedAgain
        case .updated(askedAgain: false)?: words.noteUpdated(answered)
        case .unchanged?, .answered?: words.noteAnswered(answered)
        default: nil
        }
        let organizer = event.organizer.map { person in
            person.name.flatMap { EventAttendance.address($0) == person.address ? nil : "\($0) <\(person.address)>" } ?? person.address
        }
        let card = InvitationCard(occurrence: occurrence, organizer: organizer,
                                  attendees: event.attendees.map { EventDetails.Attendee(name: $0.name ?? $0.address, answer: $0.partstat) },
                                  location: event.location, notes: event.description, note: note)
        var launch = InvitationScreen(day: occurrence.start.date, display: display, sources: sources).launch(usesDefaultStore: false)
        launch.invitation = card
        let outcome = try launch.run()
        guard let choice = outcome.state.invitationChoice else {
            // Ended otherwise (a signal, the terminal gone): nothing filed, nothing sent.
            try CalendarLaunch.exit(for: outcome)
            StandardStreams.reportError(words.notAnswered)
            throw ExitCode(ExitStatus.pickCancelled)
        }
        return choice
    }

    /// Files `invitation` in `calendar` with `answer` and sends (or
    /// prints) the reply; an out-of-date invitation changes nothing and
    /// exits 1.
    func answerInvitation(_ invitation: Invitation, as identity: String?, answer: InvitationAnswer?, comment: String?,
                          into calendar: CalendarInfo, config: Config) throws {
        let words = RunWords.invitations
        let writer = VdirWriter(writable: try sources.writableFolders)
        let plan: InvitationPlan
        do { plan = try writer.planInvitation(invitation, me: identity, answer: answer, into: calendar) } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.outputError)
        }
        // With --print, stdout is the reply's: what was done goes to stderr.
        let say = { (line: String) throws in
            if print { StandardStreams.writeError(line + "\n") } else { try StandardStreams.writeOutput(line + "\n") }
        }
        if plan.isOutOfDate {
            for entry in plan.entries where entry.outcome == .outOfDate { StandardStreams.reportError(words.outOfDate(Self.title(entry))) }
            throw ExitCode(ExitStatus.pickCancelled)
        }
        do { _ = try writer.apply(plan, summary: "answered \"\(invitation.events.first?.summary ?? "")\"") } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.outputError)
        }
        for entry in plan.entries { try say(Self.line(entry, calendar: calendar.name)) }
        guard let answer, let identity else {
            if invitation.kind == .request { try say(words.filedUnanswered(StandardStreams.printable(calendar.name))) }
            return
        }
        let reply = invitation.reply(as: identity, answer: answer, comment: comment, stamp: LocalClock.utcStamp())
        if print { return try StandardStreams.writeOutput(String(decoding: reply, as: UTF8.self)) }
        guard let organizer = invitation.organizer, let command = config.sendCommand?.value else { return }
        if let failure = ReplySender(command: command).send(reply, of: invitation, as: identity, answer: answer, comment: comment) {
            StandardStreams.reportError(failure)
            throw ExitCode(ExitStatus.outputError)
        }
        try say(words.sent(StandardStreams.printable(organizer.address), StandardStreams.printable(command)))
    }

    /// The calendar a new invitation goes to: the config's `invitations`,
    /// else its `new-events`, else the first writable calendar (one is
    /// made, `personal/`, in a vdir that has none yet).
    func target(_ config: Config) throws -> CalendarInfo {
        let words = RunWords.invitations
        return try ImportCommand.writableCalendar(named: config.invitations?.value, sources: sources, noCalendar: words.noCalendar) {
            words.noSuchCalendar(StandardStreams.printable(config.invitations?.value ?? ""), $0)
        }
    }

    /// The address I answer as: the first of mine the invitation names;
    /// `--me` even when it does not (answering as someone it did not
    /// list, RFC 5546 allows); else, on a terminal, one of mine chosen;
    /// else exit 64 saying to give `--me`.
    func identity(in invitation: Invitation, mine: [String]) throws -> String {
        let words = RunWords.invitations
        if let found = invitation.invitee(among: mine) { return found }
        if let me { return EventAttendance.address(me) }
        let theirs = StandardStreams.printable(invitation.attendeeAddresses.joined(separator: ", "))
        guard !mine.isEmpty else {
            StandardStreams.reportError(words.whoAmI(theirs))
            throw ExitCode(ExitStatus.usage)
        }
        // The choice comes from standard input: a person at a terminal, not the invitation.
        guard isatty(STDIN_FILENO) == 1, file != "-" else {
            StandardStreams.reportError(words.notInvited(StandardStreams.printable(mine.joined(separator: ", ")), theirs))
            throw ExitCode(ExitStatus.usage)
        }
        let choices = mine.enumerated().map { "  \($0.offset + 1)) \(StandardStreams.printable($0.element))" }.joined(separator: "\n")
        StandardStreams.writeError(words.answerAs(choices))
        let typed = (readLine() ?? "").trimmingCharacters(in: .whitespaces)
        guard let number = Int(typed), mine.indices.contains(number - 1) else {
            StandardStreams.reportError(words.notAnswered)
            throw ExitCode(ExitStatus.pickCancelled)
        }
        return EventAttendance.address(mine[number - 1])
    }

    /// `"Design review"`, with the instance for one of a series.
    static func title(_ entry: InvitationPlan.Entry) -> String {
        RunWords.invitations.title(StandardStreams.printable(entry.summary ?? ""), entry.recurrenceID.map(StandardStreams.printable))
    }

    /// What was done to one event, in a line.
    static func line(_ entry: InvitationPlan.Entry, calendar: String) -> String {
        let words = RunWords.invitations
        let title = title(entry)
        let file = entry.file.map { StandardStreams.printable(ImportCommand.shortName($0)) } ?? ""
        let answer = words.answered(entry.partstat ?? InvitationAnswer.awaiting)
        return switch entry.outcome {
        case .added: words.added(title, StandardStreams.printable(calendar), answer)
        case .joined: words.joined(title, file, answer)
        case .updated(askedAgain: true): words.askedAgain(title, file)
        case .updated(askedAgain: false): words.updated(title, file, answer)
        case .answered: words.answeredAgain(title, file, answer)
        case .cancelled: words.cancelled(title, file)
        case .unchanged: words.unchanged(title, file)
        case .outOfDate: words.outOfDate(title)
        case .notInCalendar: words.notInCalendar(title)
        }
    }
}

/// The full screen `dal invite` opens: the week of the invitation's day,
/// on the command's calendars and display flags, with no store.
struct InvitationScreen: ScreenChoices, StoreChoices {
    let day: CivilDate
    let display: DisplayOptions
    let sources: SourceOptions
    var date: String? { "\(day)" }
    let week = true
    let view: ViewMode? = nil
    let animation: Bool? = nil
    let only: [String] = []
    var storage: InvitationScreen { self }
    let store: String? = nil
    let noStore = true
}
