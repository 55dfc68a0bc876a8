import InterfaceWords
import QuickAdd
import Testing
@testable import CalendarCore
@testable import CalendarUI

/// The last English words of a Korean run (issue 43): the quick add's
/// refusals, the task line's, the glue before a writer's error, the search
/// title's keys and the weekly-repeat offer, each from the catalog; the
/// English ones as they were.
@Suite struct KoreanRefusalTests {
    static func day(_ text: String) -> CivilDate { EventViewGoldenTests.day(text) }

    static func state(_ locale: String) -> AppState {
        var state = locale == "ko_KR" ? KoreanScreenTests.state(width: 80, height: 24) : EventEditingTests.state()
        state.selection = Selection()
        return state
    }

    func run(_ actions: [Action], on start: AppState) -> AppState {
        var state = start
        for action in actions { _ = state.apply(action) }
        return state
    }

    func typing(_ text: String) -> [Action] { text.map { .promptInput($0) } }

    func screen(_ state: AppState) -> String { Screen.render(state).lines.joined(separator: "\n") }

    @Test func theAddPromptsRefusalIsKoreanInTheRunsWords() {
        let korean = run([.addEvent(toSelection: false)] + typing("25:00 회의"), on: Self.state("ko_KR"))
        let text = screen(korean)
        #expect(text.contains("✗ '25:00': 시간이 아닙니다. 시는 00~23입니다"), "\(text)")
        #expect(!text.contains("is not a time"), "\(text)")
        // Enter says it again only if the preview does not: the same words.
        let entered = run([.promptSubmit], on: korean)
        guard case .eventPrompt(let prompt) = entered.overlay else { Issue.record("the prompt closed"); return }
        #expect(prompt.error == "'25:00': 시간이 아닙니다. 시는 00~23입니다")
        #expect(screen(entered).components(separatedBy: "시간이 아닙니다").count == 2, "said once:\n\(screen(entered))")

        let english = run([.addEvent(toSelection: false)] + typing("25:00 Meeting"), on: Self.state("en_US"))
        #expect(screen(english).contains("✗ '25:00' is not a time: hours are 00 to 23"), "\(screen(english))")
    }

    @Test func aRefusalAboutTwoPartsNamesThePartInKorean() {
        let parse = QuickAdd.parse("3pm 4pm 회의", in: QuickAddContext(today: Self.day("2026-11-21"), days: Self.day("2026-11-21")...Self.day("2026-11-21")))
        #expect(parse.refusal?.said(in: .korean) == "'3pm', '4pm': 시간 중복입니다. 하나만 남기세요")
        #expect(parse.refusal?.said(in: .english) == "'3pm' and '4pm' both give the time: keep one")
        #expect(parse.refusal?.reason == parse.refusal?.said(in: .english))
    }

    @Test func theTaskLinesRefusalsAreKorean() {
        var state = Self.state("ko_KR")
        state.calendars = [CalendarInfo(name: "Work", color: nil, path: "/cal/0", writable: true)]
        state.apply(.todosLoaded([], problems: []))
        let cases: [(String, String)] = [
            ("운동 every fri", "'every fri': 여기서 할 일은 제목과 기한(날짜나 시간)만 받습니다"),
            ("출장 fri-sun", "'fri-sun': 할 일의 기한은 하루나 한 시각입니다"),
            ("금요일 오후 5시", "할 일에 제목을 붙이세요"),
            ("25:00 전화", "'25:00': 시간이 아닙니다"),
        ]
        for (typed, said) in cases {
            guard case .failure(let refusal) = state.taskWords(typed) else { Issue.record("'\(typed)' was taken"); continue }
            #expect(refusal.said(by: state.words).hasPrefix(said), "\(typed): \(refusal.said(by: state.words))")
            #expect(refusal.reason == refusal.said(by: .english))
        }
        // On screen, and after Enter.
        state.apply(.toggleTasks)
        state.apply(.taskKey(.add))
        for character in "운동 every fri" { state.apply(.promptInput(character)) }
        #expect(screen(state).contains("할 일은 제목과 기한"), "\(screen(state))")
        state.apply(.promptSubmit)
        guard case .tasks(let panel) = state.overlay else { Issue.record("the panel closed"); return }
        #expect(panel.input?.error?.hasPrefix("'every fri': 여기서 할 일은") == true, "\(panel.input?.error ?? "")")
    }

    @Test func aPartlyFailedAddSaysWhatLandedThenTheErrorInKorean() {
        let korean = run([.addEvent(toSelection: false)] + typing("점심"), on: Self.state("ko_KR"))
        let first = WriteReceipt(path: "work/a.ics", before: nil, after: [1], summary: "\"점심\" 추가함")
        let failed = run([.changesApplied([first], error: "디스크가 가득 찼습니다")], on: korean)
        guard case .eventPrompt(let prompt) = failed.overlay else { Issue.record("closed"); return }
        #expect(prompt.error == "\"점심\" 추가함, 그다음 실패: 디스크가 가득 찼습니다")
    }

    @Test func theSearchTitleSaysItsKeyInKorean() {
        let korean = run([.openSearch], on: Self.state("ko_KR"))
        #expect(screen(korean).contains("일정 검색 (Esc 닫기)"), "\(screen(korean))")
        let english = run([.openSearch], on: Self.state("en_US"))
        #expect(screen(english).contains("Find (Esc)"), "\(screen(english))")
    }

    /// The offer names a phrase in Korean that the quick add reads back as
    /// the weekly repeat it offers, and Enter makes one event of it.
    @Test func theWeeklyOfferIsAKoreanPhraseTheQuickAddReads() {
        var tuesdays = Self.state("ko_KR")
        tuesdays.selection = Selection(["2026-11-03", "2026-11-10", "2026-11-24", "2026-12-01"].map(Self.day))
        let opened = run([.addEvent(toSelection: true)] + typing("오후 6시 합창"), on: tuesdays)
        let phrase = "매주 화요일 2026년 12월 1일까지"
        let text = screen(opened)
        #expect(text.contains("화요일 4일 선택: \(phrase)"), "the offer:\n\(text)")
        #expect(!text.contains("every tue"), "\(text)")
        #expect(AppState.weeklyRepeat(of: tuesdays.selection.ranges, words: tuesdays.words.events)?.phrase == phrase)

        let context = QuickAddContext(today: Self.day("2026-11-21"), days: Self.day("2026-11-03")...Self.day("2026-11-03"))
        let read = QuickAdd.parse("합창 " + phrase, in: context).event
        #expect(read?.recurrence?.frequency == .weekly)
        #expect(read?.recurrence?.byDay.map(\.weekday) == [.tuesday])
        #expect(read?.recurrence?.until?.date == Self.day("2026-12-01"))

        var added = run(typing(" " + phrase), on: opened)
        let effects = added.apply(.promptSubmit)
        guard case .calendar(.change(let changes))? = effects.first else { Issue.record("no change: \(effects) \(added.overlay)"); return }
        #expect(changes.count == 1, "one repeating event, not four")
        let english = AppState.weeklyRepeat(of: tuesdays.selection.ranges)
        #expect(english?.phrase == "every tue until 2026-12-01")
    }
}
