/// Names and colours the config file gives calendars, each by the
/// calendar's name or its folder's name (vdirsyncer names folders by the
/// server's ids, which no one wants to read).
public struct CalendarOverrides: Equatable, Sendable {
    public var names: [String: String] = [:]
    public var colors: [String: CategoryColor] = [:]

    public init(names: [String: String] = [:], colors: [String: CategoryColor] = [:]) {
        self.names = names
        self.colors = colors
    }

    /// `calendar` renamed and recoloured where the config says so. A
    /// calendar is known by its folder's name, then the name the config
    /// gives it (for colours), then the name it has on disk.
    public func applied(to calendar: CalendarInfo) -> CalendarInfo {
        guard !names.isEmpty || !colors.isEmpty else { return calendar }
        let folder = calendar.folderName
        let name = names[folder] ?? names[calendar.name] ?? calendar.name
        let color = colors[folder] ?? colors[name] ?? colors[calendar.name] ?? calendar.color
        return CalendarInfo(name: name, color: color, path: calendar.path, writable: calendar.writable)
    }
}
