import Testing
import TestSupport

extension TmuxSession {
    /// Expects `text` on the screen within the wait's timeout; the screen
    /// goes into the failure.
    func expectScreen(shows text: String, _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try waitFor(text)
        #expect(result.ok, "expected '\(text)' \(comment)\(result.screen.dump)", sourceLocation: sourceLocation)
    }
}
