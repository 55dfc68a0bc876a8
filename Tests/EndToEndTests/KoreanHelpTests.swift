import Foundation
import Testing
import TestSupport

/// `--help` in Korean (issue 43): under a Korean locale each command's
/// help is said in Korean, its frame too, and laid out to the terminal's
/// width counted as a terminal counts it (a Hangul syllable is two
/// columns; measured here by Python's East Asian width, not by dal's own
/// table). Under C.UTF-8 the help is the argument parser's English.
@Suite struct KoreanHelpTests {
    static let korean = ["LANG": "ko_KR.UTF-8", "COLUMNS": "80"]
    static let english = ["LANG": "C.UTF-8", "COLUMNS": "80"]

    static func help(_ arguments: [String], _ environment: [String: String]) throws -> String {
        let directory = NSTemporaryDirectory() + "dal-help-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try ProcessRunner.run(ProcessRunner.dalBinary, arguments,
                                           environment: environment.merging(["HOME": directory, "XDG_CONFIG_HOME": directory]) { $1 })
        #expect(result.status == 0, "dal \(arguments.joined(separator: " ")): \(result.stderr)")
        return result.stdout
    }

    /// Each line's width in terminal columns, by Python's unicodedata.
    static func widths(_ text: String) throws -> [Int] {
        let file = NSTemporaryDirectory() + "dal-help-\(UUID().uuidString).txt"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let script = """
            import sys, unicodedata
            for line in open(sys.argv[1], encoding='utf-8').read().split('\\n'):
                print(sum(2 if unicodedata.east_asian_width(c) in 'WF' else 1 for c in line))
            """
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", script, file])
        return result.stdout.split(separator: "\n").compactMap { Int($0) }
    }

    static func hasHangul(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test(arguments: [["--help"], ["list", "--help"], ["help", "next"], ["todo", "--help"], ["todo", "add", "--help"],
                      ["free", "-h"], ["print", "--help"], ["remind", "--help"], ["pick", "--help"], ["config", "--help"], ["refresh", "--help"],
                      ["import", "--help"], ["invite", "--help"]])
    func koreanHelpIsKoreanAndFitsEightyColumns(arguments: [String]) throws {
        let text = try Self.help(arguments, Self.korean)
        for (line, width) in zip(text.split(separator: "\n", omittingEmptySubsequences: false), try Self.widths(text)) {
            #expect(width <= 80, "\(width) columns: \(line)")
        }
        #expect(text.contains("개요:") && text.contains("사용법:") && text.contains("옵션:"))
        for heading in ["OVERVIEW:", "USAGE:", "OPTIONS:", "ARGUMENTS:", "SUBCOMMANDS:", "Show help information", "(default:", "(values:",
                        "for detailed help"] {
            #expect(!text.contains(heading), "English \(heading) in: \(text)")
        }
        // Every flag's help begins in Korean (a flag whose help does not
        // fit beside it begins on the next line).
        let lines = text.split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated() where line.hasPrefix("  -") || line.hasPrefix("  <") {
            let padded = line.range(of: #"^  \S.*?\s{2,}"#, options: .regularExpression)
            let help = padded.map { String(line[$0.upperBound...]) } ?? lines[index + 1]
            #expect(Self.hasHangul(help), "\(line)")
        }
    }

    @Test func languageFlagSaysTheHelpInKoreanUnderAnEnglishLocale() throws {
        let text = try Self.help(["list", "--help", "--language", "ko"], Self.english)
        #expect(text.contains("며칠 동안의 일정") && text.contains("(기본값: 오늘)"))
    }

    /// A bad value: the complaint, the values the flag takes and its line
    /// of help are Korean; the exit is the usage error's.
    @Test func aBadValuesComplaintAndItsHelpLineAreKorean() throws {
        let result = try ProcessRunner.run(ProcessRunner.dalBinary, ["--view", "bogus"], environment: Self.korean)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("오류: '--view <view>'에 쓸 수 없는 값입니다: 'bogus'. 'month', 'week', 'year', 'agenda' 중 하나를 쓰세요.\n"),
                "\(result.stderr)")
        #expect(result.stderr.contains("도움말:  --view <view>  이 보기로 엽니다") && !result.stderr.contains("Please provide"), "\(result.stderr)")
        let english = try ProcessRunner.run(ProcessRunner.dalBinary, ["--view", "bogus"], environment: Self.english)
        #expect(english.stderr.hasPrefix("Error: The value 'bogus' is invalid for '--view <view>'. Please provide one of 'month', 'week', "
            + "'year' or 'agenda'.\nHelp:  --view <view>  Open in this view"), "\(english.stderr)")
    }

    @Test func englishHelpKeepsTheParsersFrameAndWords() throws {
        let text = try Self.help(["list", "--help"], Self.english)
        #expect(text.hasPrefix("OVERVIEW: Print the events of some days (an agenda), as text or JSON."))
        #expect(text.contains("\nOPTIONS:\n") && text.contains("  -h, --help              Show help information."))
        for korean in ["개요:", "사용법:", "옵션:", "도움말을 봅니다"] { #expect(!text.contains(korean)) }
    }

    /// Shells' completions are made from the same help: they stay as the
    /// parser makes them, whatever the locale.
    @Test func completionScriptIsTheSameUnderAKoreanLocale() throws {
        let korean = try Self.help(["--generate-completion-script", "fish"], Self.korean)
        let english = try Self.help(["--generate-completion-script", "fish"], Self.english)
        #expect(korean == english && !korean.isEmpty)
    }
}
