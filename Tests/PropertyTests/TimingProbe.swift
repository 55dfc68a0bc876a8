import CalendarCore
import CalendarUI
import Testing
import Foundation

@Test func timingProbe() {
    for (w, h) in [(80, 24), (300, 100)] {
        let state = AppState(locale: .english, firstWeekday: .sunday, today: CivilDate(year: 2026, month: 11, day: 21)!,
                             cursor: CivilDate(year: 2026, month: 11, day: 21)!, size: ScreenSize(width: w, height: h))
        let start = Date()
        for _ in 0..<200 { _ = Screen.render(state, viewport: w / 2) }
        print("render \(w)x\(h): \(Date().timeIntervalSince(start) / 200 * 1000) ms")
        let s2 = Date()
        for _ in 0..<200 { _ = CellBuffer(width: w, height: h) }
        print("alloc \(w)x\(h): \(Date().timeIntervalSince(s2) / 200 * 1000) ms")
    }
}
