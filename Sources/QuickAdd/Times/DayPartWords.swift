/// Words anywhere in the text that say the half of the day (`tonight`,
/// `this evening`, `in the morning`, `저녁에`, `아침`): they settle an hour
/// typed without am/pm (`Drinks tonight at 8` is 20:00), before the
/// assumption that 7 to 11 is the morning and 12 to 6 the afternoon.
enum DayPartWords {
    private static let english: [String: Clock.Meridiem] = [
        "tonight": .pm, "evening": .pm, "night": .pm, "afternoon": .pm, "morning": .am,
    ]
    /// Korean words, with or without a particle stuck to them (`저녁에`).
    private static let korean: [(String, Clock.Meridiem)] = [
        ("저녁", .pm), ("밤", .pm), ("오후", .pm), ("아침", .am), ("새벽", .am), ("오전", .am),
    ]

    /// The half of the day the text's words say; nil when none or both.
    static func said(in text: TokenizedText) -> Clock.Meridiem? {
        var found: Set<Clock.Meridiem> = []
        for piece in text.pieces {
            switch piece.kind {
            case .letters: if let half = english[piece.folded] { found.insert(half) }
            case .hangul: if let (_, half) = korean.first(where: { piece.text.hasPrefix($0.0) }) { found.insert(half) }
            default: break
            }
        }
        return found.count == 1 ? found.first : nil
    }
}
