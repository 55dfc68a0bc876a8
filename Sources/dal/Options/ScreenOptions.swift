import ArgumentParser
import CalendarUI

extension ViewMode: ExpressibleByArgument {
    /// So that a wrong `--view` lists what it takes.
    public static var allValueStrings: [String] { [ViewMode.month, .week, .year, .agenda].map(\.rawValue) }
}

/// What the full screen takes, as typed (`ScreenOptions`) or not given
/// at all (`NoArguments`: a plain `dal`).
protocol ScreenChoices {
    associatedtype Display: DisplayChoices
    associatedtype Sources: SourceChoices
    associatedtype Storage: StoreChoices
    var date: String? { get }
    var week: Bool { get }
    var view: ViewMode? { get }
    var animation: Bool? { get }
    /// `--only NAME`: the calendars shown this run (none given: as kept).
    var only: [String] { get }
    var display: Display { get }
    var sources: Sources { get }
    var storage: Storage { get }
}

/// What the full screen takes, shared by `dal` and `dal pick`.
struct ScreenOptions: ParsableArguments, ScreenChoices {
    @Argument(help: ArgumentHelp(CommandHelp.words.screen.date, valueName: "YYYY-MM[-DD]"))
    var date: String?

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.screen.week))
    var week = false

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.screen.view, valueName: "view"))
    var view: ViewMode?

    @OptionGroup var display: DisplayOptions
    @OptionGroup var sources: SourceOptions
    @OptionGroup var storage: StoreOptions

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(CommandHelp.words.screen.animation))
    var animation: Bool?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.screen.only, valueName: "name"))
    var only: [String] = []

    func validate() throws {
        _ = try parseDateArgument(date)
        if week, let view, view != .week { throw ValidationError(RunWords.options.weekAndView(view.rawValue)) }
    }

}

extension ScreenChoices {
    /// `--view` or `--week`, else the config file's `view`, else month.
    var viewSetting: (mode: ViewMode, source: SettingSource) {
        get throws {
            if let view { return (view, .flag("--view")) }
            if week { return (.week, .flag("--week")) }
            if let located = try LoadedConfig.get().view { return (located.value, located.source) }
            return (.month, .standard)
        }
    }

    /// `--animation`/`--no-animation`, else the config file's, else on.
    var animationSetting: (on: Bool, source: SettingSource) {
        get throws {
            if let animation { return (animation, .flag(animation ? "--animation" : "--no-animation")) }
            if let located = try LoadedConfig.get().animation { return (located.value, located.source) }
            return (true, .standard)
        }
    }

    func launch(usesDefaultStore: Bool, pickMode: PickMode? = nil) -> CalendarLaunch {
        CalendarLaunch(display: display, sources: sources, storage: storage, screen: self,
                       usesDefaultStore: usesDefaultStore, pickMode: pickMode)
    }
}
