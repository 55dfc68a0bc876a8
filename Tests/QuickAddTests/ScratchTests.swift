import CalendarCore
import Foundation
import Testing
@testable import QuickAdd

@Suite struct ScratchTests {
    @Test func scratch() throws {
        let lines = try String(contentsOfFile: "/tmp/phrases.txt", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var out = ""
        var context = PhraseTable.context("")
        for line in lines {
            let line = String(line)
            if line.hasPrefix("@") { context = PhraseTable.context(String(line.dropFirst())); out += line + "\n"; continue }
            if line.hasPrefix("# ") || line.isEmpty { out += line + "\n"; continue }
            let withSpans = line.hasSuffix(" +read")
            let phrase = withSpans ? String(line.dropLast(6)) : line
            let p = QuickAdd.parse(phrase, in: context)
            out += "\(phrase) → \(PhraseTable.render(p, spans: withSpans))\n"
        }
        try out.write(toFile: "/tmp/phrases.out", atomically: true, encoding: .utf8)
    }
}
