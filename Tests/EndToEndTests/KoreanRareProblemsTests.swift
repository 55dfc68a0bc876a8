import Foundation
import Testing
import TestSupport

/// The rarer problems in Korean (issue 43): a bad event inside a calendar
/// file, the config file's colours, key bindings and TOML syntax,
/// `--holidays` with an unknown region. Exit codes as in English; the
/// English runs say exactly what they said before.
@Suite struct KoreanRareProblemsTests {
    typealias Korean = KoreanCommandLineTests

    static let brokenCalendar = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//dal//korean test//EN
        BEGIN:VEVENT
        UID:nostart
        SUMMARY:시작 없음
        END:VEVENT
        BEGIN:VEVENT
        UID:dentist
        DTSTART:20261126T100000
        DTEND:20261126T090000
        SUMMARY:치과
        END:VEVENT
        END:VCALENDAR

        """

    @Test func aBadEventIsWarnedInKoreanAtItsLine() throws {
        let directory = try Korean.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ics = directory + "/broken.ics"
        try Self.brokenCalendar.write(toFile: ics, atomically: true, encoding: .utf8)
        for (extra, environment) in [([], Korean.korean), (["--language", "ko"], Korean.english)] {
            let result = try Korean.run(["list", "--ics", ics, "--days", "1"] + extra, in: directory, environment: environment)
            #expect(result.status == 0)
            #expect(result.stderr == "dal: 경고: \(ics):4: 일정 \"시작 없음\"(UID nostart): DTSTART가 없어 표시하지 않습니다\n"
                + "dal: 경고: \(ics):11: 일정 \"치과\"(UID dentist): 끝이 시작보다 앞섭니다. 시작하는 때에 끝나는 것으로 읽었습니다\n",
                "\(result.stderr)")
            #expect(result.stdout.contains("치과"), "\(result.stdout)")
        }
        let english = try Korean.run(["list", "--ics", ics, "--days", "1"], in: directory, environment: Korean.english)
        #expect(english.status == 0)
        #expect(english.stderr == "dal: warning: \(ics):4: event \"시작 없음\" (UID nostart): has no DTSTART, so it is not shown\n"
            + "dal: warning: \(ics):11: event \"치과\" (UID dentist): ends before it starts; read as ending when it starts\n",
            "\(english.stderr)")
    }

    /// Each config, the start of its Korean message after `file:line:column: `, the English one's.
    static let configs: [(text: String, place: String, korean: String, english: String)] = [
        ("[theme]\ntoday = \"pinkish\"\n", "2:1", "today: 값 'pinkish': 색이 아닙니다. black, red,",
         "today: 'pinkish' is not a colour; use one of black, red, green, yellow, blue, magenta, cyan, white (or bright-red and so on), "
            + "a number 0 to 255 of the 256-colour palette, or #rrggbb, or none\n"),
        ("[categories]\nwork = \"pinkish\"\n", "2:1", "work: 분류나 캘린더의 색은 black,",
         "work: a category or calendar colour is one of black, red, green, yellow, blue, magenta, cyan, white, or #rrggbb\n"),
        ("[keys]\nquit = [\"bogus\"]\n", "2:1", "quit: 값 'bogus': dal이 아는 키가 아닙니다. 글자 하나(a, A, ?, …)나 left,",
         "quit: 'bogus' is not a key dal knows; use one character (a, A, ?, …) or left, right, up, down, pageup, pagedown, home, end, "
            + "enter, escape, tab, backspace, space\n"),
        ("[keys]\nquit = [\"n\"]\n", "2:1", "키 'n': quit과(와) next-match에 모두 지정됩니다. next-match에도 다른 키를 주세요",
         "'n' would mean both quit and next-match; give next-match other keys too (it has 'n' by default), e.g. next-match = [] to unbind it\n"),
        ("view = \"month\n", "1:14", "올바른 TOML이 아닙니다(Error while parsing string: ",
         "not valid TOML: Error while parsing string: unescaped control characters other than TAB (U+0009) are explicitly prohibited\n"),
        ("holidays = [\"XX\"]\n", "1:1", "holidays: 값 'XX': dal에 공휴일이 있는 지역이 아닙니다(있는 지역: KR).",
         "holidays: 'XX' is not a region dal has holidays for (it has KR); other regions: name a holiday .ics file in the list, "
            + "e.g. [\"KR\", \"~/cal/holidays-de.ics\"])\n"),
    ]

    @Test(arguments: 0..<6)
    func aRareConfigProblemIsSaidInKoreanAtItsPlace(index: Int) throws {
        let (text, place, korean, english) = Self.configs[index]
        let directory = try Korean.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = directory + "/config/dal/config.toml"
        try text.write(toFile: config, atomically: true, encoding: .utf8)
        let result = try Korean.run(["list"], in: directory, environment: Korean.korean)
        #expect(result.status == 78)
        #expect(result.stderr.hasPrefix("dal: \(config):\(place): \(korean)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let flag = try Korean.run(["list", "--language", "ko"], in: directory, environment: Korean.english)
        #expect(flag.status == 78 && flag.stderr == result.stderr, "\(flag.stderr)")
        let said = try Korean.run(["list"], in: directory, environment: Korean.english)
        #expect(said.status == 78)
        #expect(said.stderr == "dal: \(config):\(place): \(english)", "\(said.stderr)")
    }

    @Test func anUnknownHolidayRegionIsSaidInKorean() throws {
        let directory = try Korean.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let korean = try Korean.run(["list", "--holidays", "XX"], in: directory, environment: Korean.korean)
        #expect(korean.status == 64)
        #expect(korean.stderr.hasPrefix("오류: --holidays: 값 'XX': dal에 공휴일이 있는 지역이 아닙니다(있는 지역: KR). "), "\(korean.stderr)")
        let english = try Korean.run(["list", "--holidays", "XX"], in: directory, environment: Korean.english)
        #expect(english.status == 64)
        #expect(english.stderr.hasPrefix("Error: --holidays: 'XX' is not a region dal has holidays for (it has KR); other regions: "
            + "name a holiday .ics file in the list, e.g. [\"KR\", \"~/cal/holidays-de.ics\"])\nUsage: dal list"), "\(english.stderr)")
    }
}
