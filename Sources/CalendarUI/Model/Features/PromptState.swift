import CalendarCore

/// What the prompts keep between their openings: what was entered in
/// the go-to and the event prompts this session (for ↑ ↓ there), and the
/// events the last search found (for `n` / `N`).
public struct PromptState: Equatable, Sendable {
    public internal(set) var goToHistory = PromptHistory()
    public internal(set) var eventHistory = PromptHistory()
    public internal(set) var lastSearch: [SearchHit] = []
}
