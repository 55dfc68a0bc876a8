import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// The full screen in Korean (issue 43): every view, the help, the `e`
/// form and the add prompt's preview, at the sizes people use, in ko_KR.
/// Goldens `screen-ko-*` (RECORD=1 rewrites them); no line may be wider
/// than the window, Hangul counting two columns.
@Suite struct KoreanScreenTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]

    /// The event views' golden state in ko_KR, with Work and Home writable
    /// (as the editing tests have it), so that `e` and `a` open.
    static func state(width: Int, height: Int, mode: ViewMode = .month) -> AppState {
        var state = EventViewGoldenTests.state(width: width, height: height, mode: mode, locale: "ko_KR")
        let calendars = [CalendarInfo(name: "Work", color: nil, path: "work", writable: true),
                         CalendarInfo(name: "Family", color: nil, path: "family"),
                         CalendarInfo(name: "Home", color: nil, path: "home", writable: true)]
        state.apply(.eventsLoaded(EventWindow(days: EventViewGoldenTests.day("2026-09-01")...EventViewGoldenTests.day("2027-01-31"),
                                              occurrences: EventViewGoldenTests.events(), calendars: calendars)))
        return state
    }

    func applying(_ actions: [Action], to start: AppState) -> AppState {
        var state = start
        for action in actions { _ = state.apply(action) }
        return state
    }

    func check(_ state: AppState, _ name: String) {
        let frame = Screen.render(state)
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(frame), named: name)
        #expect(mismatch == nil, "\(mismatch ?? "")")
        for (row, line) in frame.lines.enumerated() {
            #expect(DisplayWidth.of(line) <= frame.width, "\(name): line \(row) is \(DisplayWidth.of(line)) columns wide: \(line)")
        }
    }

    @Test(arguments: sizes)
    func theViewsSpeakKorean(width: Int, height: Int) {
        for mode in [ViewMode.month, .week, .year, .agenda] {
            check(Self.state(width: width, height: height, mode: mode), "screen-ko-\(mode)-\(width)x\(height)")
        }
    }

    @Test(arguments: sizes)
    func theHelpSpeaksKorean(width: Int, height: Int) {
        let help = applying([.showHelp], to: Self.state(width: width, height: height))
        check(help, "screen-ko-help-\(width)x\(height)")
        let text = Screen.render(help).lines.joined(separator: "\n")
        #expect(text.contains("단축키") && text.contains("종료"), "\(text)")
    }

    @Test func theEventFormSpeaksKorean() {
        let list = applying([.editEvent], to: Self.state(width: 80, height: 24))
        guard case .chooseEvent(let choice) = list.overlay else { Issue.record("no list"); return }
        check(list, "screen-ko-choose-80x24")
        let form = applying([.pickChoice(choice.options.count - 1)], to: list)
        guard case .eventForm = form.overlay else { Issue.record("no form"); return }
        check(form, "screen-ko-form-80x24")
        let text = Screen.render(form).lines.joined(separator: "\n")
        #expect(text.contains("제목") && text.contains("저장"), "\(text)")
    }

    @Test func theQuickAddPreviewSpeaksKorean() {
        let empty = applying([.addEvent(toSelection: false)], to: Self.state(width: 80, height: 24))
        check(empty, "screen-ko-add-hint-80x24")
        let typed = applying("내일 오후 3시 점심 알림 10분 전".map { .promptInput($0) }, to: empty)
        check(typed, "screen-ko-add-80x24")
        let text = Screen.render(typed).lines.joined(separator: "\n")
        #expect(text.contains("10분 전 알림") && text.contains("일정 추가"), "\(text)")
    }
}
