import CalendarCore

/// The colours of the calendar that are not a category's: weekends, the
/// selection, the pending range and today. A value in the state, so the
/// config file's `[theme]` reaches every view and `dal print`.
public struct Theme: Equatable, Sendable {
    /// The day number and header colour of Sundays and Saturdays (nil:
    /// the terminal's text colour).
    public var sunday: TerminalColor?
    public var saturday: TerminalColor?
    /// The fill of selected days.
    public var selection: TerminalColor
    /// The fill of a `v` range being chosen.
    public var range: TerminalColor
    /// Today's number (always bold and underlined; nil: no colour of its own).
    public var today: TerminalColor?

    public init(sunday: TerminalColor?, saturday: TerminalColor?, selection: TerminalColor, range: TerminalColor,
                today: TerminalColor?) {
        self.sunday = sunday
        self.saturday = saturday
        self.selection = selection
        self.range = range
        self.today = today
    }

    /// Sundays red, Saturdays blue, cyan selection, yellow range.
    public static let standard = Theme(sunday: .red, saturday: .blue, selection: .cyan, range: .yellow, today: nil)

    /// The colour of a weekday's number and header, by weekday whatever
    /// the first weekday on screen.
    public func weekdayColor(_ weekday: Weekday) -> TerminalColor? {
        switch weekday {
        case .sunday: sunday
        case .saturday: saturday
        default: nil
        }
    }
}
