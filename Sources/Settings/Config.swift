import CalendarCore
import CalendarUI

/// A setting as the config file gave it, with the line it is on.
public struct Located<Value: Sendable>: Sendable {
    public let value: Value
    public let line: Int

    public init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }
}

/// What the config file says, checked: every value is of a kind dal can
/// use. Settings the file leaves out are nil (the flag, the locale or the
/// default decides).
public struct Config: Sendable {
    /// The file read, nil when there is none.
    public var path: String?
    /// A weekday, or nil for "locale".
    public var firstWeekday: Located<Weekday?>?
    public var locale: Located<String>?
    /// The zone times are shown in (`Asia/Seoul`), instead of TZ's.
    public var timeZone: Located<String>?
    /// Other zones whose hours the week's grid shows (two at most).
    public var alsoShow: Located<[String]>?
    public var view: Located<ViewMode>?
    public var animation: Located<Bool>?
    /// `holidays`: the regions whose public holidays are shown ([] for none).
    public var holidays: Located<[String]>?
    /// `birthdays`: folders of contacts (.vcf) whose birthdays are shown.
    public var birthdays: Located<[String]>?
    /// `hidden`: calendars (by name or folder name) the full screen starts
    /// with hidden, and `dal free` leaves out, until `c` changes that.
    public var hiddenCalendars: Located<[String]>?
    /// `me`: my addresses as invitations name their attendees (aliases).
    public var me: Located<[String]>?
    /// `invitations`: the calendar (by name or folder name) `dal invite`
    /// files new invitations in.
    public var invitations: Located<String>?
    /// `send-command`: the program a reply to an invitation is sent
    /// through (`msmtp -t`), the message on its standard input.
    public var sendCommand: Located<String>?
    /// `lunar`: each day's Korean lunar date beside its number.
    public var lunar: Located<Bool>?
    /// `language`: the language of dal's words (`"ko"`, `"en"`).
    public var language: Located<CalendarLanguage>?
    /// `toggle-lands-on`: true for "today", false for "cursor".
    public var toggleLandsOnToday: Located<Bool>?
    public var dataFiles: Located<[String]>?
    /// `[calendars] read`: like `--ics`.
    public var readCalendars: Located<[String]>?
    /// `[calendars] write`: like `--calendar`.
    public var writeCalendars: Located<[String]>?
    public var newEvents: Located<String>?
    /// `[reminders]`: alarms for events without their own, and how `dal
    /// remind` delivers.
    public var defaultAlarms = DefaultAlarms()
    public var notifyCommand: Located<String>?
    /// `[subscriptions]`: calendars fetched from the web, in file order,
    /// and how often (minutes; nil: `Subscription.standardRefreshMinutes`).
    public var subscriptions: [Located<Subscription>] = []
    public var subscriptionRefresh: Located<Int>?
    /// `[sync]`: the command `S` runs ("" turns the default off), whether
    /// dal's writes are synced, how often (minutes), and its time limit (seconds).
    public var syncCommand: Located<String>?
    public var syncAfterWrite: Located<Bool>?
    public var syncEvery: Located<Int>?
    public var syncTimeout: Located<Int>?
    /// The lines of `[reminders]`' settings (`timed`, `all-day`, a calendar's name), for `dal config --print`.
    public var reminderLines: [String: Int] = [:]
    /// `[calendars.colors]` and `[calendars.names]`, by calendar name or
    /// folder name, in file order.
    public var calendarColors: [(key: String, color: Located<CategoryColor>)] = []
    public var calendarNames: [(key: String, name: Located<String>)] = []
    /// `[calendars.holds]`: the kinds of component (`VEVENT`, `VTODO`) a
    /// calendar takes, by folder name or name (`dal import` skips others).
    public var calendarHolds: [(key: String, kinds: Located<[String]>)] = []
    /// The lines of `[calendars.alarms]`' settings (kept in
    /// `defaultAlarms.ringsByCalendar`), by key, for `dal config --print`.
    public var calendarAlarmLines: [String: Int] = [:]
    /// What `[calendars.holds]` may name: what dal shows and writes.
    public static let componentKinds: Set<String> = ["VEVENT", "VTODO"]
    /// `[categories]`: a data file category's colour, by its id or name.
    public var categoryColors: [(key: String, color: Located<CategoryColor>)] = []
    /// `[theme]`, the standard theme with the file's colours in.
    public var theme = Theme.standard
    /// How the file wrote each colour it set, for `dal config --print`.
    public var themeSpellings: [ThemeColor: Located<String>] = [:]
    /// `[keys]`, the standard bindings with the file's in.
    public var keyBindings = KeyBindings.standard
    public var keyLines: [KeyBindings.Command: Int] = [:]

    public init(path: String? = nil) {
        self.path = path
    }

    /// `[calendars.names]` and `[calendars.colors]` for the state.
    public var calendarOverrides: CalendarOverrides {
        CalendarOverrides(names: Dictionary(calendarNames.map { ($0.key, $0.name.value) }) { first, _ in first },
                          colors: Dictionary(calendarColors.map { ($0.key, $0.color.value) }) { first, _ in first })
    }

    /// The kinds `calendar` holds: `[calendars.holds]`' by its folder's
    /// name, then by its name; else both.
    public func holds(_ calendar: CalendarInfo) -> Set<String> {
        let kinds = calendarHolds.first { $0.key == calendar.folderName } ?? calendarHolds.first { $0.key == calendar.name }
        return kinds.map { Set($0.kinds.value) } ?? Config.componentKinds
    }

    /// `[categories]` for the state, by category id or name.
    public var categoryColorTable: [String: CategoryColor] {
        Dictionary(categoryColors.map { ($0.key, $0.color.value) }) { first, _ in first }
    }
}

/// The colours of `[theme]`.
public enum ThemeColor: String, CaseIterable, Sendable {
    case sunday, saturday, selection, range, today

    /// Whether "none" (the terminal's text colour) is allowed.
    var mayBeNone: Bool { self != .selection && self != .range }

    public func get(_ theme: Theme) -> TerminalColor? {
        switch self {
        case .sunday: theme.sunday
        case .saturday: theme.saturday
        case .selection: theme.selection
        case .range: theme.range
        case .today: theme.today
        }
    }

    func set(_ color: TerminalColor?, in theme: inout Theme) {
        switch self {
        case .sunday: theme.sunday = color
        case .saturday: theme.saturday = color
        case .selection: theme.selection = color ?? theme.selection
        case .range: theme.range = color ?? theme.range
        case .today: theme.today = color
        }
    }
}
