import AppLoop
import ArgumentParser
import CalendarCore
import CalendarUI
import Calendars
import Foundation
import Settings
import Storage
import SystemServices
import TerminalIO

/// What `dal` and `dal pick` share: loading marks and the store, opening
/// the terminal, running the app, saving, and leaving the right way.
struct CalendarLaunch {
    let display: any DisplayChoices
    let sources: any SourceChoices
    let storage: any StoreChoices
    let screen: any ScreenChoices
    let usesDefaultStore: Bool
    let pickMode: PickMode?
    /// `dal invite`'s invitation, shown over its day until answered.
    var invitation: InvitationCard? = nil

    /// Runs the full screen; returns how it ended.
    func run() throws -> CalendarLoop.Outcome {
        let config = try LoadedConfig.get()
        let locale = try display.resolvedLocale()
        try display.applyTimeZone()
        let today = try display.resolvedToday()
        let cursor = try parseDateArgument(screen.date).map { input in
            switch input {
            case .day(let day): day
            case .month(let month): month.clampedDate(day: today.day)
            }
        } ?? today

        var marks: MarkSet
        let calendars: (worker: CalendarWorker, calendars: [CalendarInfo])
        let localeID = try display.localeSetting().identifier
        let holidays: HolidayCalendar
        let birthdays: BirthdayCalendar
        do {
            marks = try sources.loadMarks()
            // Before the calendars' thread starts (it parses with the C
            // library, and opens libical), not after, as the session would.
            TerminalSession.takeUsersLocale()
            LibicalLibrary.beforeEndingUnopened(TerminalSession.giveBackAtOnce)
            // Holiday files are read here, before the calendars' thread
            // parses, and before the screen: a file dal cannot use is said
            // on a plain terminal.
            holidays = try display.holidaySetting(for: localeID).calendar
            birthdays = try display.birthdaySetting().calendar
            // Named with --ics, the calendars are those only.
            if sources.calendarPaths.isEmpty { ConfiguredSubscriptions.prepareFolders(config) }
            calendars = try sources.calendarsInBackground()
        } catch let error as DataError {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
        let store = try storage.openStore(usesDefaultStore: usesDefaultStore)
        let stored = store?.load() ?? MarkDocument()

        let startingHidden: HiddenCalendars
        do {
            startingHidden = try Self.startingHiddenCalendars(only: screen.only, config: config,
                                                              calendars: calendars.calendars.map(config.calendarOverrides.applied))
        } catch {
            calendars.worker.stop()
            throw error
        }
        let noColor = !(ProcessEnvironment.value("NO_COLOR") ?? "").isEmpty
        let session: TerminalSession
        do {
            session = try TerminalSession(options: TerminalOptions(useColor: !noColor))
        } catch {
            StandardStreams.reportError(RunWords.launch.describe(error))
            throw ExitCode(ExitStatus.noTerminal)
        }
        var settings = LaunchSettings()
        settings.pickMode = pickMode
        settings.animatesPages = try screen.animationSetting.on
        settings.keyBindings = config.keyBindings
        settings.theme = config.theme
        settings.toggleLandsOnToday = config.toggleLandsOnToday?.value ?? true
        settings.newEventsCalendar = config.newEvents?.value
        settings.calendarOverrides = config.calendarOverrides
        settings.categoryColors = config.categoryColorTable
        settings.viewerZone = LocalZone.current().identifier
        settings.alsoShowZones = config.alsoShow?.value ?? []
        settings.holidays = holidays
        settings.birthdays = birthdays
        if sources.calendarPaths.isEmpty { settings.subscriptionFolders = Set(ConfiguredSubscriptions.copies(config).map(\.folder)) }
        settings.showsLunar = try display.lunarSetting(for: localeID).on
        settings.language = try display.languageSetting().language
        settings.hiddenCalendars = startingHidden
        settings.me = Set((config.me?.value ?? []).map(EventAttendance.address))
        // Named and coloured as the config says: the folder the first event makes takes that name and colour.
        settings.defaultCalendar = try sources.defaultCalendar.map(config.calendarOverrides.applied)
        // A run on calendars named with --ics alone syncs too: the command is the person's, not the calendars'.
        settings.sync = ConfiguredSync.schedule(config, environment: ProcessEnvironment.all)
        var state = AppState.launched(settings: settings, locale: locale, firstWeekday: try display.resolvedWeekday(for: locale),
                                      today: today, cursor: cursor, mode: try screen.viewSetting.mode, marks: marks,
                                      calendars: calendars.calendars, store: stored,
                                      storeWarning: Self.startupWarning(store: store, holidays: holidays, birthdays: birthdays),
                                      size: session.size)
        if let invitation { state.openInvitation(invitation) }
        let refresher = SubscriptionRefresher(copies: sources.calendarPaths.isEmpty ? ConfiguredSubscriptions.copies(config) : [],
                                              refreshMinutes: ConfiguredSubscriptions.refreshMinutes(config), words: RunWords.subscriptions)
        var loop = CalendarLoop(terminal: session, state: state, calendars: calendars.worker,
                                save: { state in Self.save(state, to: store) },
                                editor: ExternalEditor(writer: VdirWriter(writable: try sources.writableFolders), environment: ProcessEnvironment.all),
                                browser: Browser(environment: ProcessEnvironment.all),
                                syncer: ConfiguredSync.runner(config, environment: ProcessEnvironment.all), subscriptions: refresher,
                                clock: try display.resolvedClock())
        let outcome = loop.run()
        session.close()
        if outcome.unsaved, let store { Self.keepUnsaved(outcome.state, of: store) }
        if screen.only.isEmpty { Self.keepHiddenCalendars(outcome.state.hiddenCalendars, startedWith: startingHidden, config: config) }
        return outcome
    }

    /// Where the calendars hidden with `c` are kept between runs.
    static var hiddenCalendarsFile: String? {
        Store.stateFolder(environment: ProcessEnvironment.all).map(HiddenCalendarsFile.path(inStateFolder:))
    }

    /// `--only` (every calendar but those), else the choice kept from the
    /// last run (unless the config's `hidden` changed since), else the
    /// config's `hidden`.
    static func startingHiddenCalendars(only: [String], config: Config, calendars: [CalendarInfo]) throws -> HiddenCalendars {
        let configured = config.hiddenCalendars?.value ?? []
        guard !only.isEmpty else {
            return HiddenCalendarsFile.starting(configured: configured, kept: hiddenCalendarsFile.flatMap(HiddenCalendarsFile.read))
        }
        for name in only where HiddenCalendars([name]).indices(in: calendars).isEmpty {
            StandardStreams.reportError(RunWords.options.onlyUnknown(name, calendars.map(\.name).joined(separator: ", ")))
            throw ExitCode.validationFailure
        }
        return HiddenCalendars.allBut(only, of: calendars)
    }

    /// The choice made with `c`, kept for the next run when it changed (a
    /// run started with `--only` keeps nothing: that is a choice for one run).
    static func keepHiddenCalendars(_ hidden: HiddenCalendars, startedWith start: HiddenCalendars, config: Config) {
        guard hidden != start, let path = hiddenCalendarsFile else { return }
        let file = HiddenCalendarsFile(configured: config.hiddenCalendars?.value ?? [], hidden: hidden.names)
        do { try file.write(to: path) } catch { StandardStreams.reportWarning(RunWords.files.describe(error)) }
    }

    /// What the screen says first: a store it cannot write, holidays or
    /// contacts' cards it could not read.
    static func startupWarning(store: Store?, holidays: HolidayCalendar, birthdays: BirthdayCalendar = .none) -> String? {
        let warnings = [store.flatMap { store in store.readOnly.map { readOnlyWarning(store, $0) } }].compactMap { $0 }
            + holidays.warnings.map { "holidays: \($0)" } + birthdays.warnings.map { "birthdays: \($0)" }
        return warnings.isEmpty ? nil : warnings.joined(separator: "\n")
    }

    static func readOnlyWarning(_ store: Store, _ reason: Store.ReadOnly) -> String {
        let words = RunWords.launch
        let why = switch reason {
        case .protected(let protection): words.storeProtected(protection.mode)
        case .notLoaded(let error): words.storeNotLoaded(RunWords.files.describe(error))
        }
        return words.storeReadOnly(store.path, why)
    }

    /// Saves the selection and tags, merged with changes made elsewhere.
    static func save(_ state: AppState, to store: Store?) -> CalendarLoop.SaveOutcome {
        guard let store else { return .saved }
        if let reason = store.readOnly { return .failed(readOnlyWarning(store, reason)) }
        do {
            return try store.save(state.marks.storeDocument(selection: state.selection)).map { .merged($0) } ?? .saved
        } catch {
            return .failed(StandardStreams.describe(error))
        }
    }

    /// After the screen is closed: changes the store could not keep go to
    /// a recovery file, and stderr says where and why.
    static func keepUnsaved(_ state: AppState, of store: Store) {
        let document = state.marks.storeDocument(selection: state.selection)
        let reason = state.warning ?? RunWords.launch.storeNotWritten
        if let recovery = store.writeRecovery(document, stamp: LocalClock.fileStamp(),
                                               environment: ProcessEnvironment.all) {
            StandardStreams.reportError(RunWords.launch.selectionsKeptAside(reason, recovery, store.path))
        } else {
            StandardStreams.reportError(RunWords.launch.selectionsNotKept(reason, document.encoded()))
        }
    }

    /// How dal ends: 0, or 130 for Ctrl-C, or 74 when changes were not
    /// saved; a terminating signal is re-raised now that the terminal is back.
    static func exit(for outcome: CalendarLoop.Outcome) throws {
        switch outcome.stop {
        case .quit(.quit), .quit(.picked), .inputClosed:
            if outcome.unsaved { throw ExitCode(ExitStatus.outputError) }
        case .quit(.interrupt):
            throw ExitCode(ExitStatus.interrupted)
        case .signal(let number):
            signal(number, SIG_DFL)
            raise(number)
        }
    }
}
