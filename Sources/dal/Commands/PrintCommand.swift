import ArgumentParser
import CalendarCore
import CalendarUI
import Foundation
import SystemServices

struct PrintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: CommandHelp.words.print.abstract
    )

    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(help: ArgumentHelp(CommandHelp.words.print.date, valueName: "YYYY-MM[-DD]"))
    var date: String?

    @Flag(name: [.customShort("y"), .customLong("year")], help: ArgumentHelp(CommandHelp.words.print.year))
    var year = false

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.print.three))
    var three = false

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.print.week))
    var week = false

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.print.weekNumbers))
    var weekNumbers = false

    @OptionGroup var display: DisplayOptions

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.print.color))
    var color: ColorMode = .auto

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.print.json))
    var json = false

    func validate() throws {
        if year, yearArgument != nil {} else { _ = try parseDateArgument(date) }
        if [three, week, year].filter({ $0 }).count > 1 { throw ValidationError(RunWords.options.chooseOneOfThree("--three", "--week", "--year")) }
    }

    /// `2027` (or `27`, `0027`) given with `-y`: a year alone.
    private var yearArgument: Int? {
        guard year, let date, (1...4).contains(date.count), date.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(date),
              CivilDate.supportedYears.contains(value) else { return nil }
        return value
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let locale = try display.resolvedLocale()
        let options = PrintOptions(
            locale: locale,
            firstWeekday: try display.resolvedWeekday(for: locale),
            today: try display.resolvedToday(),
            weekNumbers: weekNumbers,
            theme: try LoadedConfig.get().theme,
            lunar: try printsLunar()
        )
        if year {
            let shown = try yearArgument ?? (parseDateArgument(date)?.anchorDate ?? options.today).year
            let pages = (1...12).compactMap { YearMonth(year: shown, month: $0) }.map { MonthPage(month: $0, firstWeekday: options.firstWeekday) }
            try emit(json: pages.map { PrintDocument.monthPage($0, options: options) }) {
                PrintLayout.year(shown, options: options, maxWidth: OutputTerminal.columns())
            }
            return
        }
        let anchor = try parseDateArgument(date)?.anchorDate ?? options.today
        let month = anchor.yearMonth

        if week {
            let page = WeekPage(containing: anchor, firstWeekday: options.firstWeekday)
            try emit(json: [PrintDocument.weekPage(page, month: month, options: options)]) {
                PrintLayout.week(page, month: month, options: options)
            }
            return
        }
        let months = three ? [month.adding(months: -1), month, month.adding(months: 1)].filter(\.isSupported) : [month]
        let pages = months.map { MonthPage(month: $0, firstWeekday: options.firstWeekday) }
        try emit(json: pages.map { PrintDocument.monthPage($0, options: options) }) {
            PrintLayout.months(pages, options: options, maxWidth: OutputTerminal.columns())
        }
    }

    /// Lunar dates under the days when asked for (`--lunar`, config
    /// `lunar = true`), not by a Korean locale alone: `dal print` stays
    /// the shape of `cal` that scripts read unless told otherwise.
    private func printsLunar() throws -> Bool {
        let setting = try display.lunarSetting(for: display.localeSetting().identifier)
        if case .locale = setting.source { return false }
        return setting.on
    }

    private func emit(json pages: [PrintDocument.Page], text: () -> CellBuffer) throws {
        try StandardStreams.writeOutput(json ? PrintDocument(pages: pages).encoded() : AnsiText.render(text(), color: useColor))
    }

    private var useColor: Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: OutputTerminal.isTerminal() && (ProcessEnvironment.value("NO_COLOR") ?? "").isEmpty
        }
    }
}
