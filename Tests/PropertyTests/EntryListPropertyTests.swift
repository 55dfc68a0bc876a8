import CalendarCore
import PropertyBased
import Testing
@testable import CalendarUI

/// A day's list in any box, with any entries: it stays inside its box, and
/// what it shows plus the "+N" it says (alone, or after the one title a
/// one-line box shows) is exactly what the day has.
@Suite struct EntryListPropertyTests {
    static let titles = ["Standup", "", "Quarterly planning with the whole product team", "치과 예약 (dentist)", "x",
                         "supercalifragilisticexpialidocious", "a b c d e f g h i j k l m n o p"]
    static let parts: [DayPart] = [.allDay, .within(start: "09:00", end: "09:15"), .starts("22:00"), .ends("02:00"), .throughout]

    @Test func entriesShownPlusMoreAreTheDaysTotal() async {
        let box = zip(Gen.int(in: 1...40), Gen.int(in: 0...12), Gen.int(in: 0...3), Gen.int(in: 1...3))
        let day = zip(Gen.int(in: 0...40), Gen.int(in: 0...5), Gen.int(in: 0...1_000))
        await propertyCheck(count: 2000, input: zip(box, day)) { box, day in
            let (columns, rows, timesIndex, titleLines) = box
            let (count, hidden, seed) = day
            let entries = (0..<count).map { index -> DayEntry in
                let title = Self.titles[(seed + index) % Self.titles.count]
                let kind: DayEntry.Kind = (seed + index) % 4 == 0 ? .mark : .event(Self.parts[(seed / 3 + index) % Self.parts.count])
                return DayEntry(kind: kind, title: title, category: (seed + index) % 9, source: "Work",
                                symbol: String(Palette.categorySymbols[(seed + index) % 9]))
            }
            let times: [EntryList.Times] = [.hidden, .inline, .stacked, .inline]
            let state = AppState(locale: .english, firstWeekday: .sunday, today: CivilDate(year: 2026, month: 11, day: 21)!,
                                 cursor: CivilDate(year: 2026, month: 11, day: 21)!, size: ScreenSize(width: 80, height: 24))
            // The box sits inside a frame of one column and row each side.
            var buffer = CellBuffer(width: columns + 2, height: rows + 2)
            EntryList.render(DayEntries(entries: entries, hidden: hidden), into: &buffer, x: 1, y: 1, columns: columns, rows: rows,
                             times: times[timesIndex], titleLines: titleLines, state: state)
            let lines = buffer.lines
            #expect(lines.first?.allSatisfy { $0 == " " } ?? true && (lines.last?.allSatisfy { $0 == " " } ?? true), "rows outside the box")
            for row in 0..<buffer.height {
                #expect(buffer.character(x: 0, y: row) == " " && buffer.character(x: columns + 1, y: row) == " ", "columns outside")
            }
            guard rows > 0 else { return }
            // First lines of entries start with a symbol; "+N" counts the rest.
            let symbols = Set(Palette.categorySymbols.prefix(9))
            let body = lines.dropFirst().prefix(rows).map { String($0.dropFirst()) }
            let shown = body.filter { $0.first.map(symbols.contains) ?? false }.count
            let more = body.compactMap { line -> Int? in
                if line.hasPrefix("+") { return Int(line.dropFirst().prefix { $0.isNumber }) }
                // The one line of a short box, shared: `● Sta… +7`.
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard let plus = trimmed.range(of: " +", options: .backwards) else { return nil }
                return Int(trimmed[plus.upperBound...])
            }.first ?? 0
            let total = count + hidden
            let bareMore = body.contains { line in line.hasPrefix("+") && !(line.dropFirst().first?.isNumber ?? false) }
            if bareMore {
                #expect(columns < String(total - shown).count + 1, "a bare + where +\(total - shown) fits, \(columns)x\(rows)")
            } else if more > 0 {
                #expect(shown + more == total, "\(shown) shown + \(more) more in \(columns)x\(rows), \(count)+\(hidden)")
            } else {
                #expect(shown == total || (total > 0 && shown == 0 && rows == 0), "\(shown) of \(total) without +N, \(columns)x\(rows)")
            }
        }
    }
}
