import CalendarCore
import InterfaceWords

public enum ViewMode: String, Equatable, Sendable {
    case month, week
    /// The year page: twelve small months (`y`).
    case year
    /// The week's days as one list, each event in full (`L`): paged by
    /// weeks like the week view.
    case agenda
}

/// What is drawn over the calendar and takes the keys first.
public enum Overlay: Equatable, Sendable {
    case none
    /// The help or a notice, scrolled down by `scroll` lines.
    case panel(PanelKind, scroll: Int)
    case goTo(GoToPrompt)
    /// Adding an event.
    case eventPrompt(EventPrompt)
    /// Changing one (`e`).
    case eventForm(EventForm)
    /// An alarm went off: the first of `AppState.alarmNotices`.
    case alarmNotice
    /// `/`: finding events by their words.
    case search(SearchPrompt)
    /// Which of the day's events to change or delete.
    case chooseEvent(EventChoice)
    /// The task panel (`T`).
    case tasks(TaskPanel)
    /// Delete? This instance or all?
    case question(EventQuestion)
    /// The calendars (`c`): which are shown.
    case calendarList(CalendarListPanel)
    /// `dal invite`: an invitation over its day, awaiting my answer.
    case invitation(InvitationCard)
}

/// The `g` prompt: what has been typed and, after a failed Enter, why it
/// was refused.
public struct GoToPrompt: Equatable, Sendable, LinePrompt {
    public var text = ""
    public var error: String?
    /// The cursor, in characters from the end of `text`.
    public var cursorFromEnd = 0
    /// Where ↑ ↓ are in the history (nil: not used yet).
    public var history: HistoryPosition?
}

/// A press of the mouse's left button on a day: its day, and whether it
/// was selected before the press toggled it.
struct MouseDrag: Equatable, Sendable {
    /// The day pressed on.
    let start: CivilDate
    /// The selection before the press, which the drag's run is laid over.
    let selectionBefore: Selection
    /// The day under the pointer now.
    var current: CivilDate
}

/// The pages of the active view: a month, week or year strip.
public enum Pages: Equatable, Sendable {
    case month(PageBuffer<MonthPage>)
    case week(PageBuffer<WeekPage>)
    case year(PageBuffer<YearPage>)
}

public struct ScreenSize: Equatable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// Why the app stopped.
public enum QuitReason: Equatable, Sendable {
    case quit, interrupt
    /// `Enter` in the date picker.
    case picked
}

/// A page turn being animated: the viewport moves from the page left
/// behind toward the new current page over `frameCount` frames, one per
/// `.tick`, then rests on it. The strip is already recentred; only the
/// viewport lags behind.
public struct Slide: Equatable, Sendable {
    public static let frameCount = 3
    /// Time between two frames of a slide.
    public static let frameMilliseconds = 30

    /// +1: toward the next page, -1: toward the previous one.
    public let direction: Int
    /// 1...frameCount.
    public internal(set) var frame = 1

    /// The viewport's left edge on the strip (previous | current | next,
    /// each `width` wide): `width` is the current page at rest.
    public func viewport(width: Int) -> Int {
        let remaining = Slide.frameCount + 1 - frame
        return width - direction * width * remaining / (Slide.frameCount + 1)
    }
}

/// Events asked of the calendars: these days, from this reading or a later one.
struct EventRequest: Equatable, Sendable {
    let days: ClosedRange<CivilDate>
    let generation: Int
}

/// How `dal pick` picks: the cursor day, the selected days, or a range.
public enum PickMode: Equatable, Sendable {
    case single, multiple, range
    /// A free time of this many minutes on the week's hours (`--free 30m`).
    case free(minutes: Int)
}

/// Everything the screen shows, as a value. Only `update` changes it.
public struct AppState: Equatable, Sendable {
    public let locale: CalendarLocale
    public let firstWeekday: Weekday
    public internal(set) var today: CivilDate
    public internal(set) var mode: ViewMode
    public internal(set) var cursor: CivilDate
    public internal(set) var pages: Pages
    /// The week's hour grid: the cursor's time slot and the hours in view.
    public internal(set) var hourGrid = HourGridPosition()
    /// The calendars' tasks as last read.
    public internal(set) var taskList = TaskListState()
    /// The agenda view's first day and picked entry (`L`).
    public internal(set) var agenda: AgendaListState
    /// The week's hour grid shades the free time (`F`).
    public internal(set) var showsFreeTime = false
    public internal(set) var selection: Selection
    /// What `C` cleared, until the selection changes otherwise: `C` again
    /// brings it back.
    public internal(set) var clearedSelection: Selection?
    /// Categories, marks from data files, tags made on screen.
    public internal(set) var marks: MarkSet {
        didSet { if marks.categories.map(\.name) != categoryNames { nameSymbols() } }
    }
    /// Each category's symbol, by index, and the names they were chosen for.
    public private(set) var categorySymbols: [Character] = []
    private var categoryNames: [String] = []
    /// The category each calendar (`--ics`) is drawn in, by calendar index.
    public var calendarCategories: [Int] = []
    /// The calendars, by the index occurrences carry: names, folders, and
    /// which dal may change.
    public var calendars: [CalendarInfo] = []
    /// Event editing: the changes asked for and made, the event carried.
    public internal(set) var changes = ChangeState()
    /// Events of the days around the pages on screen, from some reading.
    public internal(set) var events: EventWindow?
    /// The window as the calendars answered, hidden calendars and all:
    /// `events` is this without them (`CalendarVisibility.swift`).
    public internal(set) var loadedEvents: EventWindow?
    /// The calendars hidden (`c`), by name: kept between runs by the launch.
    public internal(set) var hiddenCalendars = HiddenCalendars()
    /// The subscriptions' first refresh was asked for (`startSubscriptionRefresh`).
    var subscriptionRefreshStarted = false
    /// The latest reading of the calendars the reducer knows of.
    public internal(set) var eventsGeneration = 0
    /// The days asked for (`Effect.loadEvents`) and not yet answered.
    var requestedEvents: EventRequest?
    /// The pages' events are on their way: what is shown is older or missing.
    public var eventsPending: Bool { requestedEvents != nil }
    /// The status line's message and the lasting warnings.
    public internal(set) var notices = NoticeState()
    /// A one-line note for the status line (refused steps, errors); each
    /// one is also kept in `notices.log`, where `!` shows it whole.
    public internal(set) var message: String? {
        get { notices.message }
        set { notices.message = newValue }
    }
    /// A lasting warning (a read-only store, a failed save): on the status
    /// line, and in full in the notice panel (`!`). Set it with
    /// `.setWarning`, which opens the panel when it is new.
    public var warning: String? { notices.warning }
    /// What the run was started with: fixed for the run (only `with(settings:)`,
    /// which makes another state, sets it).
    public private(set) var settings: LaunchSettings
    /// Where a `v` range started; the range runs to the cursor.
    public internal(set) var rangeAnchor: CivilDate? {
        didSet { if rangeAnchor == nil { slotAnchor = nil } }
    }
    /// In the hour grid, the slot where `v` started: a time range on the
    /// cursor's day (`pendingSlots`).
    var slotAnchor: Int?
    public internal(set) var overlay: Overlay = .none
    /// The wall clock's time, as last told (`.clock`).
    public internal(set) var now: LocalDateTime?
    /// The moment of `now` (seconds since 1970).
    var nowInstant: Int?
    /// Alarms: the notices, snoozes, what the clock waits for.
    public internal(set) var alarms = AlarmState()
    /// Where the left button went down, until it comes up.
    var mouseDrag: MouseDrag?
    /// Details of the events the open day panel shows, read from their
    /// files on request; forgotten when the calendars are read again.
    public internal(set) var details: [EventKey: EventDetails] = [:]
    /// Those asked for and not answered (or not found): asked once.
    var detailsAsked: Set<EventKey> = []
    /// `J` waits for the details of this day's events (their links); a
    /// cursor moved on meanwhile lets it go.
    var joinAwaitsDetails: CivilDate?
    /// The sync command run from inside (`S`): running, waiting, quitting after it.
    public internal(set) var sync = SyncState()
    /// The prompts' histories and the last search's finds.
    public internal(set) var prompts = PromptState()
    public internal(set) var size: ScreenSize
    public internal(set) var quitReason: QuitReason?
    /// How `dal invite`'s card was answered (with `quitReason` `.picked`).
    public internal(set) var invitationChoice: InvitationChoice?
    /// The page turn being animated, if any.
    public internal(set) var slide: Slide?

    public init(settings: LaunchSettings = LaunchSettings(), locale: CalendarLocale, firstWeekday: Weekday, today: CivilDate,
                cursor: CivilDate, mode: ViewMode = .month, selection: Selection = Selection(), marks: MarkSet = MarkSet(),
                size: ScreenSize) {
        self.settings = settings
        self.locale = locale
        self.firstWeekday = firstWeekday
        self.today = today
        self.mode = mode
        let start = cursor.isSupported ? cursor : today
        self.cursor = start
        agenda = AgendaListState(start: start)
        self.selection = selection
        self.marks = marks
        self.size = size
        pages = AppState.pages(mode: mode, around: start, firstWeekday: firstWeekday)
        nameSymbols()
    }

    /// The same state started with other settings (tests, and the
    /// launch, build states this way; a running state's settings never change).
    public func with(settings change: (inout LaunchSettings) -> Void) -> AppState {
        var copy = self
        change(&copy.settings)
        return copy
    }

    private mutating func nameSymbols() {
        categoryNames = marks.categories.map(\.name)
        categorySymbols = CategoryLooks.symbols(for: categoryNames)
    }

    /// The symbol of category `index` (a blank for an index that names none).
    public func categorySymbol(_ index: Int) -> Character {
        if index == DayEntry.birthdayCategory { return Character(DayEntry.birthdaySymbol) }
        if index == DayEntry.invitationCategory { return Character(DayEntry.invitationSymbol) }
        return categorySymbols.indices.contains(index) ? categorySymbols[index] : " "
    }

    static func pages(mode: ViewMode, around date: CivilDate, firstWeekday: Weekday) -> Pages {
        switch mode {
        case .month: .month(PageBuffer(current: MonthPage(containing: date, firstWeekday: firstWeekday)))
        case .week, .agenda: .week(PageBuffer(current: WeekPage(containing: date, firstWeekday: firstWeekday)))
        case .year: .year(PageBuffer(current: YearPage(containing: date, firstWeekday: firstWeekday)))
        }
    }

    /// The days of the three pages of the strip; on the year page only
    /// the current year's (three years of a big calendar take seconds to
    /// expand, and the neighbours are on screen only while a page slides).
    public var eventDaysOnPages: ClosedRange<CivilDate> {
        // The agenda lists days ahead of its week, as far as they go.
        if mode == .agenda { return AgendaDays.daysToRead(start: agenda.start, cursor: cursor) }
        let needed: ClosedRange<CivilDate>
        switch pages {
        case .month(let strip):
            let first = (strip.previous ?? strip.current).firstCellDate
            let last = strip.next ?? strip.current
            needed = first...last.firstCellDate.adding(days: 7 * last.rowCount - 1)
        case .week(let strip):
            needed = (strip.previous ?? strip.current).firstDay...(strip.next ?? strip.current).lastDay
        case .year(let strip):
            needed = strip.current.firstDay...strip.current.lastDay
        }
        return needed
    }

    /// The categories keys 1–9 tag with, in legend order: those of data
    /// files and the store, not calendars (not even one whose folder went
    /// away while dal ran: its category stays, a calendar's).
    public var taggableCategories: [Int] {
        marks.categories.indices.filter { !calendarCategories.contains($0) && !marks.categories[$0].id.hasPrefix(Self.calendarCategoryPrefix) }
    }

    /// The style of category `index` (plain for an index that names none),
    /// in the config file's colour for it if it has one. Applied when
    /// drawing only, so the store keeps the data file's own colour.
    public func categoryStyle(_ index: Int) -> CellStyle {
        if index == DayEntry.holidayCategory { return CellStyle(foreground: theme.weekdayColor(.sunday)) }
        if index == DayEntry.birthdayCategory { return CellStyle(foreground: .magenta) }
        if index == DayEntry.invitationCategory { return CellStyle(foreground: theme.range, bold: true) }
        guard marks.categories.indices.contains(index) else { return .plain }
        let category = marks.categories[index]
        guard let color = categoryColors[category.id] ?? categoryColors[category.name] else { return Palette.category(category) }
        return Palette.category(Category(id: category.id, name: category.name, color: color))
    }

    /// The days of the pending `v` range, anchor to cursor.
    public var pendingRange: ClosedRange<CivilDate>? {
        rangeAnchor.map { min($0, cursor)...max($0, cursor) }
    }

    /// The minutes of a time range `v` started in the hour grid, from the
    /// anchor's slot through the cursor's, while both are on one day
    /// (over several days the range is of days, as in the other views).
    public var pendingSlots: Range<Int>? {
        guard let anchor = slotAnchor, rangeAnchor == cursor, showsHourGrid else { return nil }
        return min(anchor, hourGrid.slot)..<(max(anchor, hourGrid.slot) + HourGridGeometry.slotMinutes)
    }

    /// On a first run (no calendar, no data file, nothing kept) the status
    /// line says where to begin until the first key: an empty grid alone
    /// does not tell a newcomer about `a`, `?` (on the right) or `--ics`.
    public mutating func welcomeIfNew() {
        guard pickMode == nil, calendars.isEmpty, marks.categories.isEmpty, selection.isEmpty, message == nil else { return }
        message = keyBindings.firstLabel(.add).map { words.messages.firstStart($0) } ?? words.messages.firstStartNoAdd
    }

    /// What `Enter` picks in `dal pick`, ascending.
    public var pickedDates: [CivilDate] {
        switch pickMode {
        case .none, .single, .free: return [cursor]
        case .multiple: return selection.isEmpty ? [cursor] : selection.sortedDates
        case .range:
            return Selection(ranges: [pendingRange ?? cursor...cursor]).sortedDates
        }
    }
}
