import CalendarCore
import CalendarUI
import QuickAdd
import Testing

/// The line under the add prompt: what will be written, in the viewer's
/// language, fitted to the width the screen has.
@Suite struct PreviewTests {
    static let today = CivilDate(year: 2026, month: 11, day: 23)!
    static let context = QuickAddContext(today: today, days: today...today, calendars: ["Work", "회사"])

    static func line(_ text: String, _ language: CalendarLanguage = .english, columns: Int = 200) -> String {
        QuickAddPreview.line(for: QuickAdd.parse(text, in: context), language: language, today: today, columns: columns,
                             width: DisplayWidth.of).map(\.text).joined()
    }

    @Test(arguments: [
        ("tomorrow 3pm Lunch with Ann", CalendarLanguage.english, "Tue 24 Nov · 15:00–16:00 · Lunch with Ann"),
        ("내일 오후 3시 점심", .korean, "11월 24일 (화) · 15:00–16:00 · 점심"),
        ("Yoga every 2 weeks on tue 18:00 for 90m #work remind 10m", .english,
         "Tue 24 Nov · 18:00–19:30 · Yoga · every 2 weeks on Tuesday · #Work · alarm 10 min before"),
        ("격주 화요일 오후 6시 요가 #회사 알림 1시간 전", .korean, "11월 24일 (화) · 18:00–19:00 · 요가 · 격주 화요일 · #회사 · 1시간 전 알림"),
        ("dec 3-5 Conference", .english, "Thu 3 Dec – Sat 5 Dec · all day · Conference"),
        ("12월 3일~5일 출장", .korean, "12월 3일 (목) – 12월 5일 (토) · 종일 · 출장"),
        ("22:00-01:00 Night shift", .english, "Mon 23 Nov · 22:00–01:00 next day · Night shift"),
        ("22:00-01:00 야간 근무", .korean, "11월 23일 (월) · 22:00–다음 날 01:00 · 야간 근무"),
        ("9:00 56h Conference", .english, "Mon 23 Nov · 09:00–Wed 25 Nov 17:00 · Conference"),
        ("Call 3pm KST", .english, "Mon 23 Nov · 15:00–16:00 Asia/Seoul · Call"),
        ("2027-03-01 Launch", .english, "Mon 1 Mar 2027 · all day · Launch"),
        ("2027-03-01 출시", .korean, "2027년 3월 1일 (월) · 종일 · 출시"),
        ("Rent monthly", .english, "Mon 23 Nov · all day · Rent · every month on the 23rd"),
        ("every tue 10 times Gym", .english, "Tue 24 Nov · all day · Gym · every Tuesday, 10 times"),
        ("매주 화요일 12월 31일까지 수업", .korean, "11월 24일 (화) · 종일 · 수업 · 매주 화요일, 2026년 12월 31일까지"),
        ("alarm 1 day before Deadline", .english, "Mon 23 Nov · all day · Deadline · alarm 1 day before"),
        ("25:00 Test", .english, "✗ '25:00' is not a time: hours are 00 to 23"),
        ("25:00 시험", .korean, "✗ '25:00': 시간이 아닙니다. 시는 00~23입니다"),
    ])
    func previewSaysWhatWillBeWritten(_ text: String, _ language: CalendarLanguage, _ expected: String) {
        #expect(Self.line(text, language) == expected)
    }

    @Test func eachPartOfTheLineHasItsRole() {
        let parse = QuickAdd.parse("tomorrow 3pm Lunch every day #Work remind 5m", in: Self.context)
        let roles = QuickAddPreview.line(for: parse, language: .english, today: Self.today, columns: 200, width: DisplayWidth.of)
            .filter { $0.role != .separator }.map(\.role)
        #expect(roles == [.day, .time, .title, .repeatRule, .calendar, .alarm])
        let refused = QuickAdd.parse("25:00 x", in: Self.context)
        #expect(QuickAddPreview.line(for: refused, language: .english, today: Self.today, columns: 200, width: DisplayWidth.of)
            .map(\.role) == [.refusal])
    }

    @Test func aLongTitleIsShortenedBeforeTheRest() {
        #expect(Self.line("tomorrow 3pm Quarterly planning with the whole product team #Work", columns: 50)
            == "Tue 24 Nov · 15:00–16:00 · Quarterly plan… · #Work")
        // Hangul takes two columns a syllable.
        #expect(Self.line("내일 오후 3시 분기별 제품 팀 전체 기획 회의 #회사", .korean, columns: 50)
            == "11월 24일 (화) · 15:00–16:00 · 분기별 제… · #회사")
        // A title keeps 8 columns; past that the line's end is cut.
        #expect(Self.line("내일 오후 3시 분기별 제품 팀 전체 기획 회의 #회사", .korean, columns: 44)
            == "11월 24일 (화) · 15:00–16:00 · 분기별… · #…")
    }

    /// At every width, with Korean, emoji and combining marks, the line fits
    /// and a shortened line says so with "…".
    @Test func theLineFitsEveryWidth() {
        let texts = ["내일 오후 3시 분기별 제품 팀 전체 기획 회의 #회사 알림 10분 전 매주 화요일",
                     "tomorrow 3pm 🎉 Party with the whole family e\u{301}e\u{301} every last fri 10 times",
                     "25:00 an error that says a long reason", "Lunch"]
        for text in texts {
            let parse = QuickAdd.parse(text, in: Self.context)
            let full = QuickAddPreview.segments(for: parse, language: .korean, today: Self.today).map(\.text).joined()
            for columns in 0...90 {
                let line = QuickAddPreview.line(for: parse, language: .korean, today: Self.today, columns: columns,
                                                width: DisplayWidth.of).map(\.text).joined()
                #expect(DisplayWidth.of(line) <= columns, "\(columns) columns: \(line)")
                if DisplayWidth.of(full) > columns, columns > 0 { #expect(line.contains("…"), "\(columns) columns: \(line)") }
                if DisplayWidth.of(full) <= columns { #expect(line == full) }
            }
        }
    }
}
