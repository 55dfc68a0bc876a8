import Foundation
import Testing
import TestSupport

/// Subtasks added in the task panel, shared with the real todoman.
extension TodoCommandTests {
    /// The panel's `A` on todoman's task: the subtask is written under it
    /// (RELATED-TO;RELTYPE=PARENT), shown indented under it, listed by
    /// todoman (4.1 reads no RELATED-TO: it lists it as a task of its own),
    /// and still under its parent in dal after todoman changed it.
    @Test func capitalAAddsASubtaskTodomanListsAndKeepsUnderItsParent() throws {
        let lists = try Lists()
        defer { lists.remove() }
        let session = try Self.taskPanel(lists)
        try session.send("A")
        try session.type("Compare prices")
        let preview = try session.waitFor("Enter adds a subtask of \"Buy oat milk\", no due day: \"Compare prices\"")
        #expect(preview.ok, "\(preview.screen.dump)")
        try session.send("Enter")
        let added = try session.waitFor { screen in
            guard let parent = screen.firstIndex(where: { $0.contains("Buy oat milk") }), parent + 1 < screen.count else { return false }
            return screen[parent].contains("│ ☐ Buy oat milk") && screen[parent + 1].contains("│   ☐ Compare prices")
                && screen.contains { $0.contains("Tasks · 2 open") }
        }
        #expect(added.ok, "indented under its parent: \(added.screen.dump)")
        try session.send("Escape")
        try session.send("q")

        let names = try FileManager.default.contentsOfDirectory(atPath: lists.tasks)
        let texts = try names.map { try String(contentsOfFile: lists.tasks + "/" + $0, encoding: .utf8) }
        let parent = try #require(texts.first { $0.contains("SUMMARY:Buy oat milk") })
        let uid = try #require(parent.split(separator: "\r\n").first { $0.hasPrefix("UID:") }).dropFirst(4)
        let child = try #require(names.first { (try? String(contentsOfFile: lists.tasks + "/" + $0, encoding: .utf8))?.contains("SUMMARY:Compare prices") == true })
        #expect(try String(contentsOfFile: lists.tasks + "/" + child, encoding: .utf8).contains("\r\nRELATED-TO;RELTYPE=PARENT:\(uid)\r\n"))

        let listed = try lists.todoman(["--porcelain", "list"])
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]], "\(listed.stderr)")
        let id = try #require(tasks.first { $0["summary"] as? String == "Compare prices" }?["id"] as? Int, "todoman lists it: \(listed.stdout)")
        let edited = try lists.todoman(["edit", "\(id)", "--due", "2026-12-01"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try String(contentsOfFile: lists.tasks + "/" + child, encoding: .utf8).contains("RELATED-TO;RELTYPE=PARENT:\(uid)"), "todoman kept the link")
        let dal = try lists.dal(["list"]).stdout.split(separator: "\n").map(String.init)
        #expect(dal.count == 2 && dal[0].contains("Buy oat milk") && dal[1].contains("Compare prices"), "still under its parent: \(dal)")
    }
}
