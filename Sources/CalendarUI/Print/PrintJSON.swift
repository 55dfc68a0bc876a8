import CalendarCore
import Foundation

/// The `dal print --json` document. Its shape is documented in
/// docs/print-json.md and only grows by new keys under a new `version`.
public struct PrintDocument: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version: Int
    public var pages: [Page]

    public struct Page: Codable, Equatable, Sendable {
        /// `month` or `week`.
        public var kind: String
        public var title: String
        public var firstWeekday: String
        public var weeks: [[Day]]
    }

    public struct Day: Codable, Equatable, Sendable {
        public var date: String
        public var day: Int
        public var weekday: String
        public var inMonth: Bool
        public var isToday: Bool
        public var isoWeek: String
        /// The Korean lunar date (`10.20`, `윤3.1`), with `--lunar` only.
        public var lunar: String?
    }

    public init(pages: [Page]) {
        version = PrintDocument.currentVersion
        self.pages = pages
    }

    public static func monthPage(_ page: MonthPage, options: PrintOptions) -> Page {
        Page(kind: "month", title: PageTitle.month(page.month, locale: options.locale), firstWeekday: page.firstWeekday.name,
             weeks: page.rows.map { $0.filter(\.date.isSupported).map { day($0, options) } })
    }

    public static func weekPage(_ page: WeekPage, month: YearMonth, options: PrintOptions) -> Page {
        let cells = page.days.filter(\.isSupported).map { PageCell(date: $0, inMonth: $0.yearMonth == month) }
        return Page(kind: "week", title: PageTitle.week(page, locale: options.locale), firstWeekday: page.firstWeekday.name, weeks: [cells.map { day($0, options) }])
    }

    private static func day(_ cell: PageCell, _ options: PrintOptions) -> Day {
        Day(date: cell.date.description, day: cell.date.day, weekday: cell.date.weekday.name,
            inMonth: cell.inMonth, isToday: cell.date == options.today,
            isoWeek: ISOWeek(containing: cell.date).description, lunar: options.lunar ? KoreanLunarDate(cell.date).label : nil)
    }

    /// Pretty-printed with sorted keys, so equal documents are equal bytes.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, ints and bools cannot fail.
        let data = try! encoder.encode(self)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
