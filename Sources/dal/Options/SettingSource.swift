import Settings

/// Where an effective setting came from, for `dal config --print`:
/// flags win over the config file, the file over the locale and defaults.
enum SettingSource: Equatable {
    case flag(String)
    case file(line: Int)
    case locale
    /// LC_ALL, LC_TIME or LANG.
    case environment
    case standard

    func describe(configPath: String?) -> String {
        switch self {
        case .flag(let name): "flag \(name)"
        case .file(let line): "\(configPath ?? "config file"):\(line)"
        case .locale: "the locale"
        case .environment: "LC_ALL, LC_TIME or LANG"
        case .standard: "default"
        }
    }
}

extension Located {
    var source: SettingSource { .file(line: line) }
}
