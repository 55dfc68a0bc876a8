import Foundation
import Testing
import TestSupport

/// The command line in Korean (issue 43): under a Korean locale, with
/// `--language ko` or with the config's `language = "ko"`, every message
/// and the text output's words are Korean, the exit codes are the same,
/// and the JSON stays as scripts read it. The same runs under C.UTF-8
/// say exactly what they said before.
@Suite struct KoreanCommandLineTests {
    static let korean = ["LANG": "ko_KR.UTF-8", "TZ": "Asia/Seoul", "DAL_TODAY": "2026-11-26", "DAL_NOW": "2026-11-26T08:00"]
    static let english = korean.merging(["LANG": "C.UTF-8"]) { $1 }

    static let calendar = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//dal//korean test//EN
        BEGIN:VEVENT
        UID:dentist
        DTSTAMP:20261101T000000Z
        DTSTART:20261126T100000
        DTEND:20261126T110000
        SUMMARY:치과
        END:VEVENT
        BEGIN:VEVENT
        UID:holiday
        DTSTAMP:20261101T000000Z
        DTSTART;VALUE=DATE:20261127
        DTEND;VALUE=DATE:20261128
        SUMMARY:휴가
        END:VEVENT
        BEGIN:VTODO
        UID:report
        DTSTAMP:20261101T000000Z
        SUMMARY:보고서 쓰기
        DUE;VALUE=DATE:20261130
        RRULE:FREQ=WEEKLY
        END:VTODO
        END:VCALENDAR

        """

    /// A folder of the test's own: the calendar, a file that is not one,
    /// and XDG folders (a config file goes in `config/dal/config.toml`).
    static func folder() throws -> String {
        let directory = NSTemporaryDirectory() + "dal-korean-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/config/dal", withIntermediateDirectories: true)
        try calendar.write(toFile: directory + "/a.ics", atomically: true, encoding: .utf8)
        try "BEGIN:VEVENT\nEND:VEVENT\n".write(toFile: directory + "/bad.ics", atomically: true, encoding: .utf8)
        return directory
    }

    static func run(_ arguments: [String], in directory: String, environment: [String: String]) throws -> ProcessResult {
        let folders = ["XDG_CACHE_HOME": directory + "/cache", "XDG_DATA_HOME": directory + "/data",
                       "XDG_CONFIG_HOME": directory + "/config", "XDG_STATE_HOME": directory + "/state", "HOME": directory]
        return try ProcessRunner.run(ProcessRunner.dalBinary, arguments, environment: environment.merging(folders) { $1 })
    }

    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// The three ways to ask for Korean.
    static let ways: [(arguments: [String], environment: [String: String])] = [
        ([], korean), (["--language", "ko"], english), (["--language=ko"], english), (["--locale", "ko_KR"], english),
    ]

    @Test(arguments: 0..<4)
    func aBadFlagValueIsSaidInKoreanWithTheSameExitCode(way: Int) throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (extra, environment) = Self.ways[way]
        let date = try Self.run(["list", "--to", "2026-13-01"] + extra, in: directory, environment: environment)
        #expect(date.status == 64)
        #expect(date.stderr.hasPrefix("오류: --to '2026-13-01': 13월은 없습니다"), "\(date.stderr)")
        #expect(date.stderr.contains("사용법: dal list") && date.stderr.contains("자세한 내용은 'dal list --help'를 보세요."))

        let days = try Self.run(["list", "--days", "x"] + extra, in: directory, environment: environment)
        #expect(days.status == 64)
        #expect(days.stderr.hasPrefix("오류: '--days <n>'에 쓸 수 없는 값입니다: 'x'. 1부터 36525까지의 정수로 일수를 주세요\n도움말:"),
                "\(days.stderr)")

        let missing = try Self.run(["list"] + extra + ["--days"], in: directory, environment: environment)
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("오류: '--days <n>'에 값이 없습니다\n"), "\(missing.stderr)")

        let together = try Self.run(["list", "--days", "2", "--to", "2026-12-01"] + extra, in: directory, environment: environment)
        #expect(together.status == 64)
        #expect(together.stderr.hasPrefix("오류: --days 옵션과 --to 옵션은 함께 쓸 수 없습니다.\n"), "\(together.stderr)")

        let unknown = try Self.run(["list", "--colour"] + extra, in: directory, environment: environment)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("오류: 알 수 없는 옵션입니다: '--colour'"), "\(unknown.stderr)")
    }

    @Test func aBadConfigFileIsSaidInKoreanAtItsLine() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = directory + "/config/dal/config.toml"
        try "view = \"month\"\nfirst-weekday = \"funday\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try Self.run(["list"], in: directory, environment: Self.korean)
        #expect(result.status == 78)
        #expect(result.stderr == "dal: \(config):2:1: first-weekday: 값 'funday': 요일이 아닙니다. monday … sunday(mon … sun도 됨)나 "
            + "\"locale\"을 쓰세요\n")
        #expect(result.stdout.isEmpty)

        try "colour = 3\n".write(toFile: config, atomically: true, encoding: .utf8)
        let key = try Self.run(["free", "--for", "1h", "--language", "ko"], in: directory, environment: Self.english)
        #expect(key.status == 78)
        #expect(key.stderr.hasPrefix("dal: \(config):1:1: 알 수 없는 키 'colour'. 쓸 수 있는 키: first-weekday,"), "\(key.stderr)")

        let english = try Self.run(["list"], in: directory, environment: Self.english)
        #expect(english.status == 78)
        #expect(english.stderr.hasPrefix("dal: \(config):1:1: unknown key 'colour'; the known keys are: first-weekday,"), "\(english.stderr)")
    }

    /// `language = "ko"` in the config speaks Korean under any locale, the
    /// parser's usage errors included.
    @Test func theConfigsLanguageSpeaksKorean() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "language = \"ko\"\n".write(toFile: directory + "/config/dal/config.toml", atomically: true, encoding: .utf8)
        let result = try Self.run(["list", "--ics", directory + "/a.ics", "--days", "2"], in: directory, environment: Self.english)
        #expect(result.status == 0)
        #expect(result.stdout.contains("  종일          휴가  [a]"), "\(result.stdout)")
        let usage = try Self.run(["list", "--days", "0"], in: directory, environment: Self.english)
        #expect(usage.status == 64 && usage.stderr.hasPrefix("오류: "), "\(usage.stderr)")
    }

    @Test func aFileThatIsNotICalendarIsSaidInKoreanAtItsLine() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bad = try Self.run(["list", "--ics", directory + "/bad.ics"], in: directory, environment: Self.korean)
        #expect(bad.status == 65)
        #expect(bad.stderr == "dal: \(directory)/bad.ics:1: iCalendar 파일이 아닙니다. iCalendar 파일은 BEGIN:VCALENDAR로 시작해야 합니다\n")
        let missing = try Self.run(["todo", "list", "--ics", directory + "/none.ics"], in: directory, environment: Self.korean)
        #expect(missing.status == 65)
        #expect(missing.stderr == "dal: \(directory)/none.ics: 그런 파일이나 폴더가 없습니다\n", "\(missing.stderr)")

        let english = try Self.run(["list", "--ics", directory + "/bad.ics"], in: directory, environment: Self.english)
        #expect(english.status == 65)
        #expect(english.stderr == "dal: \(directory)/bad.ics: 1: this is not an iCalendar file: it must start with BEGIN:VCALENDAR\n")
    }

    /// The rarer problems inside a calendar (a rule too frequent to show,
    /// a zone nobody defines) are said in Korean too, at their file and line.
    @Test func rarerCalendarProblemsAreSaidInKorean() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let odd = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//dal//odd//EN\n"
            + "BEGIN:VEVENT\nUID:tick\nDTSTAMP:20261101T000000Z\nDTSTART:20261126T080000Z\nRRULE:FREQ=SECONDLY;INTERVAL=5\nSUMMARY:틱\nEND:VEVENT\n"
            + "BEGIN:VEVENT\nUID:mars\nDTSTAMP:20261101T000000Z\nDTSTART;TZID=Mars/Olympus:20261126T090000\nSUMMARY:화성\nEND:VEVENT\n"
            + "END:VCALENDAR\n"
        try odd.write(toFile: directory + "/odd.ics", atomically: true, encoding: .utf8)
        let result = try Self.run(["list", "--ics", directory + "/odd.ics"], in: directory, environment: Self.korean)
        #expect(result.status == 0)
        #expect(result.stderr.contains("\(directory)/odd.ics:8: 일정 \"틱\"") && result.stderr.contains("(5초마다)"), "\(result.stderr)")
        #expect(result.stderr.contains("모르는 시간대 'Mars/Olympus'"), "\(result.stderr)")
        #expect(!result.stderr.contains("recurs more often") && !result.stderr.contains("unknown time zone"), "\(result.stderr)")
    }

    @Test func listFreeAndTodoSpeakKorean() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ics = directory + "/a.ics"
        let list = try Self.run(["list", "--ics", ics, "--days", "2"], in: directory, environment: Self.korean)
        #expect(list.status == 0)
        // The time column is as wide on a terminal as before: 종일 takes four columns.
        #expect(list.stdout == "목요일 2026-11-26\n  10:00-11:00   치과  [a]\n금요일 2026-11-27\n  종일          휴가  [a]\n", "\(list.stdout)")

        let free = try Self.run(["free", "--ics", ics, "--for", "1h", "--between", "09:00-18:00", "--to", "2026-11-26"],
                                in: directory, environment: Self.korean)
        #expect(free.status == 0)
        #expect(free.stdout == "2026-11-26 (목) 09:00-10:00  1시간\n2026-11-26 (목) 11:00-18:00  7시간\n", "\(free.stdout)")
        let none = try Self.run(["free", "--ics", ics, "--for", "2h", "--between", "10:00-11:00", "--to", "2026-11-26"],
                                in: directory, environment: Self.korean)
        #expect(none.status == 1)
        #expect(none.stderr == "dal: 2026-11-26부터 2026-11-26까지 2시간 이상 빈 시간이 없습니다\n", "\(none.stderr)")

        let todo = try Self.run(["todo", "list", "--ics", ics], in: directory, environment: Self.korean)
        #expect(todo.status == 0)
        #expect(todo.stdout == "1  2026-11-30  보고서 쓰기  [a]  (반복)\n", "\(todo.stdout)")
        let unknown = try Self.run(["todo", "done", "7", "--ics", ics], in: directory, environment: Self.korean)
        #expect(unknown.status == 1)
        #expect(Self.hasHangul(unknown.stderr) && unknown.stderr.contains("7"), "\(unknown.stderr)")
    }

    /// What scripts read stays as it is: the JSON's keys and values.
    @Test func jsonStaysAsScriptsReadIt() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ics = directory + "/a.ics"
        for arguments in [["list", "--ics", ics, "--days", "2", "--json"],
                          ["free", "--ics", ics, "--for", "1h", "--between", "09:00-18:00", "--to", "2026-11-26", "--json"],
                          ["todo", "list", "--ics", ics, "--json"]] {
            let korean = try Self.run(arguments, in: directory, environment: Self.korean)
            let english = try Self.run(arguments, in: directory, environment: Self.english)
            #expect(korean.status == 0 && korean.stdout == english.stdout, "\(arguments)")
        }
    }

    /// The same runs in English: the words as they were.
    @Test func englishStaysAsItWas() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ics = directory + "/a.ics"
        let list = try Self.run(["list", "--ics", ics, "--days", "2"], in: directory, environment: Self.english)
        #expect(list.stdout == "Thursday 2026-11-26\n  10:00-11:00   치과  [a]\nFriday 2026-11-27\n  all day       휴가  [a]\n",
                "\(list.stdout)")
        let free = try Self.run(["free", "--ics", ics, "--for", "1h", "--between", "09:00-18:00", "--to", "2026-11-26"],
                                in: directory, environment: Self.english)
        #expect(free.stdout == "2026-11-26 Thu 09:00-10:00  1h\n2026-11-26 Thu 11:00-18:00  7h\n", "\(free.stdout)")
        let todo = try Self.run(["todo", "list", "--ics", ics], in: directory, environment: Self.english)
        #expect(todo.stdout == "1  2026-11-30  보고서 쓰기  [a]  (repeats)\n", "\(todo.stdout)")
        let date = try Self.run(["list", "--to", "2026-13-01"], in: directory, environment: Self.english)
        #expect(date.status == 64)
        #expect(date.stderr.hasPrefix("Error: --to: '2026-13-01': month 13 does not exist (months are 01 to 12). Accepted form: "
            + "YYYY-MM-DD.\nUsage: dal list"), "\(date.stderr)")
        #expect(date.stderr.hasSuffix("  See 'dal list --help' for more information.\n"))
        let language = try Self.run(["list", "--language", "fr"], in: directory, environment: Self.english)
        #expect(language.status == 64)
        #expect(language.stderr.hasPrefix("Error: 'fr' is not a language dal speaks. Use en (English) or ko (Korean).\n"), "\(language.stderr)")
    }
}
