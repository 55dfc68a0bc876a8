import AppLoop
import CalendarUI
import Foundation
import SystemServices

/// `J` and `dal next --join`: a call's link opened with `$BROWSER` (its
/// first command; a `%s` in it stands for the link, else the link comes
/// last, as xdg-utils read it), else `xdg-open`. Run without a shell and
/// off the screen; a browser that keeps running is left to run.
struct Browser: LinkOpening {
    let environment: [String: String]

    /// The command and its arguments for `link`.
    func command(for link: String) -> [String] {
        let chosen = environment["BROWSER"]?.split(separator: ":").map(String.init)
            .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "xdg-open"
        let words = ChildProcess.arguments(of: chosen)
        guard words.contains(where: { $0.contains("%s") }) else { return words + [link] }
        return words.map { $0.replacingOccurrences(of: "%s", with: link) }
    }

    /// How long a browser has to say it failed: xdg-open hands the link on
    /// and ends within it; a browser started straight from `$BROWSER`
    /// runs on.
    static let graceMilliseconds = 3000

    func open(_ link: String) -> LinkFailure? {
        let command = command(for: link)
        switch ChildProcess.start(command, graceMilliseconds: Self.graceMilliseconds) {
        case .failure(let failure): return .notStarted(program: command[0], reason: failure.message)
        case .success(let status?) where status != 0: return .failed(program: command[0], status: Int(status))
        case .success: return nil
        }
    }
}
