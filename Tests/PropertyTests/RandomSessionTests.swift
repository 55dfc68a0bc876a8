import CalendarCore
import CalendarUI
import PropertyBased
import Testing

/// Pre-fix probe: replays the executable's run loop (slide frames of the old
/// state, then the new state) for random key sequences.
@Suite struct RandomSessionTests {
    static let keys: [Key] = [.left, .right, .up, .down, .pageUp, .pageDown, .enter, .escape, .backspace,
                              .character(" "), .character("h"), .character("j"), .character("k"), .character("l"),
                              .character("v"), .character("w"), .character("t"), .character("g"), .character("?"),
                              .character("1"), .character("0"), .character("2"), .character("q")]

    @Test func randomKeysNeverTrap() async {
        let sizes = Gen.int(in: 1...300)
        await propertyCheck(count: 2000, input: Gen.int(in: 0..<Self.keys.count).array(of: 1...30), sizes, Gen.int(in: 1...100), Gen.bool) { codes, width, height, week in
            var state = AppState(locale: .english, firstWeekday: .sunday, today: CivilDate(year: 2026, month: 11, day: 21)!,
                                 cursor: CivilDate(year: 2026, month: 11, day: 21)!, mode: week ? .week : .month,
                                 size: ScreenSize(width: width, height: height))
            _ = Screen.render(state)
            for code in codes {
                let before = state
                if let action = KeyMap.action(for: Self.keys[code], in: state) { state.apply(action) }
                if state.quitReason != nil { return }
                if state.lastPageTurn != 0 {
                    for frame in 1...3 {
                        let offset = width + state.lastPageTurn * width * frame / 4
                        _ = Screen.render(before, viewport: offset)
                    }
                }
                _ = Screen.render(state)
            }
        }
    }
}
