import CalendarCore
import Foundation
import Testing
@testable import QuickAdd

@Suite struct ScratchTests {
    @Test func scratch() throws {
        let context = QuickAddContext(today: CivilDate(year: 2026, month: 11, day: 23)!, days: CivilDate(year: 2026, month: 11, day: 23)!...CivilDate(year: 2026, month: 11, day: 23)!, calendars: ["Work", "Home"])
        let lines = try String(contentsOfFile: "/tmp/phrases.txt", encoding: .utf8).split(separator: "\n")
        var out = ""
        for line in lines {
            let p = QuickAdd.parse(String(line), in: context)
            out += "\(line)\n   => "
            switch p.outcome {
            case .success(let e): out += "\(e.title) | \(e.timing) | days \(e.days) | \(e.recurrence?.rfc5545Text ?? "-") | cal \(e.calendar ?? "-") | alarm \(e.alarmMinutesBefore.map(String.init) ?? "-") | zone \(e.zone ?? "-")\n"
            case .failure(let r): out += "REFUSED: \(r.reason)\n"
            }
        }
        try out.write(toFile: "/tmp/phrases.out", atomically: true, encoding: .utf8)
    }
}
