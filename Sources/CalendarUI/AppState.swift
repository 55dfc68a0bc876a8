import CalendarCore

public enum ViewMode: String, Equatable, Sendable {
    case month, week
}

/// What is drawn over the calendar and takes the keys first.
public enum Overlay: Equatable, Sendable {
    case none
    case help
    case goTo(GoToPrompt)
}

/// The `g` prompt: what has been typed and, after a failed Enter, why it
/// was refused.
public struct GoToPrompt: Equatable, Sendable {
    public var text = ""
    public var error: String?
}

/// The pages of the active view: a month strip or a week strip.
public enum Pages: Equatable, Sendable {
    case month(PageBuffer<MonthPage>)
    case week(PageBuffer<WeekPage>)
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

/// How `dal pick` picks: the cursor day, the selected days, or a range.
public enum PickMode: Equatable, Sendable {
    case single, multiple, range
}

/// Everything the screen shows, as a value. Only `update` changes it.
public struct AppState: Equatable, Sendable {
    public let locale: CalendarLocale
    public let firstWeekday: Weekday
    public let today: CivilDate
    public internal(set) var mode: ViewMode
    public internal(set) var cursor: CivilDate
    public internal(set) var pages: Pages
    public internal(set) var selection: Selection
    /// Categories, marks from files, tags made on screen, event notes.
    public internal(set) var marks: MarkSet
    /// Bumped whenever the selection or a tag changes: the store saves
    /// when it moves.
    public internal(set) var revision = 0
    /// A lasting warning for the status line (e.g. a read-only store).
    public var warning: String?
    /// Set for `dal pick`: `Enter` picks, `Esc` and `q` give up.
    public var pickMode: PickMode?
    /// Where a `v` range started; the range runs to the cursor.
    public internal(set) var rangeAnchor: CivilDate?
    public internal(set) var overlay: Overlay = .none
    /// A one-line note for the status line (refused steps, errors).
    public internal(set) var message: String?
    public internal(set) var size: ScreenSize
    public internal(set) var quitReason: QuitReason?
    /// +1 or -1 when the last action turned exactly one page forward or
    /// back (the run loop may slide to it), 0 otherwise.
    public internal(set) var lastPageTurn = 0

    public init(locale: CalendarLocale, firstWeekday: Weekday, today: CivilDate, cursor: CivilDate,
                mode: ViewMode = .month, selection: Selection = Selection(), marks: MarkSet = MarkSet(),
                size: ScreenSize) {
        self.locale = locale
        self.firstWeekday = firstWeekday
        self.today = today
        self.mode = mode
        let start = cursor.isSupported ? cursor : today
        self.cursor = start
        self.selection = selection
        self.marks = marks
        self.size = size
        pages = AppState.pages(mode: mode, around: start, firstWeekday: firstWeekday)
    }

    static func pages(mode: ViewMode, around date: CivilDate, firstWeekday: Weekday) -> Pages {
        switch mode {
        case .month: .month(PageBuffer(current: MonthPage(containing: date, firstWeekday: firstWeekday)))
        case .week: .week(PageBuffer(current: WeekPage(containing: date, firstWeekday: firstWeekday)))
        }
    }

    /// The days of the pending `v` range, anchor to cursor.
    public var pendingRange: ClosedRange<CivilDate>? {
        rangeAnchor.map { min($0, cursor)...max($0, cursor) }
    }

    /// What `Enter` picks in `dal pick`, ascending.
    public var pickedDates: [CivilDate] {
        switch pickMode {
        case .none, .single: return [cursor]
        case .multiple: return selection.isEmpty ? [cursor] : selection.sortedDates
        case .range:
            let range = pendingRange ?? cursor...cursor
            return (0...range.lowerBound.days(until: range.upperBound)).map { range.lowerBound.adding(days: $0) }
        }
    }
}
