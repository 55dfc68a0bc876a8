import Foundation

/// dal's full screen in tmux on one calendar file (`team.ics`) written to a
/// folder of the test's own, in Berlin's time, with the default flags
/// besides `arguments` (the slide on, as users have it). `clock` pins the
/// day (`DAL_TODAY`) or the moment (`DAL_NOW`). `remove()` takes the folder
/// away.
public struct CalendarScreen {
    public let directory: String
    public let session: TmuxSession

    public init(calendar text: String, width: Int, height: Int, arguments: String = "", clock: [String: String]) throws {
        directory = NSTemporaryDirectory() + "dal-screen-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try text.write(toFile: directory + "/team.ics", atomically: true, encoding: .utf8)
        let command = "\(ProcessRunner.dalBinary) \(arguments.isEmpty ? "" : arguments + " ")--no-store --ics \(directory)/team.ics"
        session = try TmuxSession(width: width, height: height, command: command,
                                  environment: clock.merging(["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
                                                              "XDG_CACHE_HOME": directory + "/cache"]) { $1 })
    }

    public func remove() { try? FileManager.default.removeItem(atPath: directory) }
}
