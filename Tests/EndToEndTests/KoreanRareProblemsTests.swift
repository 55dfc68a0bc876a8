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
}
