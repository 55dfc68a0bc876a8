import CalendarCore
import InterfaceWords

/// What a run of the full screen was started with — the flags, the config
/// file and the locale, resolved — fixed for the run: the reducer and the
/// views read it, nothing changes it.
public struct LaunchSettings: Equatable, Sendable {
    /// Set for `dal pick`: `Enter` picks, `Esc` and `q` give up.
    public var pickMode: PickMode?
    /// Whether a page turn slides (the default) or snaps.
    public var animatesPages = true
    /// What the calendar's keys do (the config file's `[keys]`).
    public var keyBindings = KeyBindings.standard
    /// The colours of weekends, the selection, the range and today.
    public var theme = Theme.standard
    /// Where the view toggle (`w`) lands: today, as the design asks, or the
    /// cursor's day for those who keep their place.
    public var toggleLandsOnToday = true
    /// The calendar new events go to first (a name or a folder name), when
    /// it is one of the writable ones.
    public var newEventsCalendar: String?
    /// Names and colours the config file gives calendars.
    public var calendarOverrides = CalendarOverrides()
    /// Colours the config file gives data-file and store categories, by
    /// id or name.
    public var categoryColors: [String: CategoryColor] = [:]
    /// Where new events go when no writable calendar exists yet (the
    /// default one, created by the first event), named as the config says.
    public var defaultCalendar: CalendarInfo?

    /// The zone times are shown in (`Europe/Berlin`; nil: UTC), and other
    /// zones whose hours the week's grid shows beside it (config `also-show`).
    public var viewerZone: String?
    public var alsoShowZones: [String] = []

    /// The public holidays shown (config `holidays`, `--holidays`): the
    /// day number in the Sunday colour, the name in the day.
    public var holidays = HolidayCalendar.none
    /// The contacts' birthdays shown, the read-only calendar "Birthdays"
    /// (config `birthdays`, `--birthdays`).
    public var birthdays = BirthdayCalendar.none
    /// The folders of the config's subscriptions: calendars dal shows and
    /// never changes, said so when asked to.
    public var subscriptionFolders: Set<String> = []
    /// Each day's Korean lunar date (음력) beside its number (config
    /// `lunar`, `--lunar`).
    public var showsLunar = false
    /// The language of dal's words (config `language`, `--language`); nil:
    /// the locale's.
    public var language: CalendarLanguage?
    /// The calendars hidden at the start (`--only`, the state kept from
    /// the last run, config `hidden`).
    public var hiddenCalendars = HiddenCalendars()
    /// The sync command `S` runs, and when it runs by itself (config
    /// `[sync]`); nil: none, and `S` says how to set one.
    public var sync: SyncSchedule?
    /// My addresses (config `me`), lowercased without `mailto:`: events
    /// that await my answer are marked, and `r` answers as the one invited.
    public var me: Set<String> = []

    public init() {}
}

/// The settings, read where the state is read.
extension AppState {
    public var pickMode: PickMode? { settings.pickMode }
    public var animatesPages: Bool { settings.animatesPages }
    public var keyBindings: KeyBindings { settings.keyBindings }
    public var theme: Theme { settings.theme }
    public var toggleLandsOnToday: Bool { settings.toggleLandsOnToday }
    public var newEventsCalendar: String? { settings.newEventsCalendar }
    public var calendarOverrides: CalendarOverrides { settings.calendarOverrides }
    public var categoryColors: [String: CategoryColor] { settings.categoryColors }
    public var defaultCalendar: CalendarInfo? { settings.defaultCalendar }
    /// The language of the screen's words: the one asked for, else the
    /// locale's.
    public var language: CalendarLanguage { settings.language ?? CalendarLanguage(localeIdentifier: locale.identifier) }
    /// Every word the screen shows, in the run's language.
    public var words: ScreenWords { InterfaceWords.of(language).screen }

    /// The first state of a full-screen run: the calendars registered as
    /// categories (before the store's, so that the legend keeps its order),
    /// the store's selection and tags, its warning when it opened
    /// read-only, and the first-run hint. No effect is due yet: the run
    /// loop's first action asks for the events of the pages.
    public static func launched(settings: LaunchSettings, locale: CalendarLocale, firstWeekday: Weekday, today: CivilDate,
                                cursor: CivilDate, mode: ViewMode, marks: MarkSet, calendars: [CalendarInfo], store: MarkDocument,
                                storeWarning: String?, size: ScreenSize) -> AppState {
        var marks = marks
        let registered = registerCalendars(calendars, overrides: settings.calendarOverrides, theme: settings.theme, in: &marks)
        marks.addStore(store)
        // Free time is picked on the week's hours, shown from the start.
        let picksFreeTime = if case .free = settings.pickMode { true } else { false }
        var state = AppState(settings: settings, locale: locale, firstWeekday: firstWeekday, today: today, cursor: cursor,
                             mode: picksFreeTime ? .week : mode, selection: Selection(ranges: store.selected), marks: marks, size: size)
        state.showsFreeTime = picksFreeTime
        state.calendars = registered.calendars
        state.calendarCategories = registered.categories
        state.hiddenCalendars = settings.hiddenCalendars
        if let storeWarning { state.showStartupWarning(storeWarning) }
        state.welcomeIfNew()
        return state
    }

    /// The calendars as read, named and coloured as the config says, each
    /// with the category it is drawn in (added to `marks` when new): the
    /// one registration of calendars, at launch, after each reading, and
    /// for `dal list`.
    public static func registerCalendars(_ read: [CalendarInfo], overrides: CalendarOverrides, theme: Theme,
                                         in marks: inout MarkSet) -> (calendars: [CalendarInfo], categories: [Int]) {
        let list = read.map(overrides.applied)
        return (list, register(list, in: &marks, theme: theme))
    }
}
