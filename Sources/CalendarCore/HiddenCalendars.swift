/// The calendars a person hid (`c` in the full screen, config `hidden`,
/// `--only`), by name: a calendar is hidden when its name or its folder's
/// name is in the list (as `[calendars.names]` knows calendars), in any
/// case. Hidden calendars are drawn nowhere and are not busy for free
/// time; their alarms still ring.
public struct HiddenCalendars: Equatable, Sendable {
    /// The names as given, in order, each once.
    public private(set) var names: [String]

    public init(_ names: [String] = []) {
        self.names = []
        for name in names where !self.names.contains(name) { self.names.append(name) }
    }

    /// Every calendar of `list` but those named (`--only NAME`, `o`).
    public static func allBut(_ shown: [String], of list: [CalendarInfo]) -> HiddenCalendars {
        let keep = HiddenCalendars(shown)
        return HiddenCalendars(list.filter { !keep.hides($0) }.map(\.name))
    }

    public var isEmpty: Bool { names.isEmpty }

    public func hides(_ calendar: CalendarInfo) -> Bool {
        let known = [calendar.name.lowercased(), calendar.folderName.lowercased()]
        return names.contains { known.contains($0.lowercased()) }
    }

    /// The indices of `list` hidden.
    public func indices(in list: [CalendarInfo]) -> Set<Int> {
        guard !names.isEmpty else { return [] }
        return Set(list.indices.filter { hides(list[$0]) })
    }

    /// Shown if hidden, hidden if shown.
    public mutating func toggle(_ calendar: CalendarInfo) {
        if hides(calendar) {
            let known = [calendar.name.lowercased(), calendar.folderName.lowercased()]
            names.removeAll { known.contains($0.lowercased()) }
        } else {
            names.append(calendar.name)
        }
    }
}
