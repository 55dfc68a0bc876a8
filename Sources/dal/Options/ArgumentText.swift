import ArgumentParser
import Settings

/// Text given as a flag or argument: a path, a name or a word is never
/// empty, only spaces or holding control characters (`SettingText`, as in
/// the config file). The usage error (64) names the flag and what it takes.
enum ArgumentText {
    static func check(_ values: [String], _ flag: String, takes accepted: String, allowsTab: Bool = false) throws {
        for value in values {
            switch SettingText.check(value, allowsTab: allowsTab) {
            case nil: continue
            case .empty: throw ValidationError(RunWords.options.valueIsEmpty(flag, accepted))
            case .onlySpaces: throw ValidationError(RunWords.options.valueIsOnlySpaces(flag, accepted))
            case .control(let shown): throw ValidationError(RunWords.options.valueHoldsControl(flag, shown, accepted))
            }
        }
    }

    static func check(_ value: String?, _ flag: String, takes accepted: String, allowsTab: Bool = false) throws {
        try check(value.map { [$0] } ?? [], flag, takes: accepted, allowsTab: allowsTab)
    }
}
