import InterfaceWords
import Testing
@testable import CalendarCore

/// The contacts' birthdays (issue 45): the vCard line reader and the
/// yearly days read from real-shaped cards of vCard 2.1, 3.0 and 4.0 as
/// Apple, Google, khard and old phones write them.
@Suite struct BirthdayCardTests {
    static func date(_ text: String) -> CivilDate {
        let parts = text.split(separator: "-").map { Int($0)! }
        return CivilDate(year: parts[0], month: parts[1], day: parts[2])!
    }

    // MARK: The line format

    @Test func foldedLinesParametersAndEscapesAreRead() {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\\, the\r\n  Elder\r\nitem1.X-ABDATE;type=pref;\"X-Q=a:b\":2001-06-01\r\n"
            + "item1.X-ABLabel:_$!<Anniversary>!$_\r\nTEL;HOME;VOICE:123\r\nEND:VCARD\r\n"
        let (cards, problems) = VCardReader.cards(in: text)
        #expect(problems.isEmpty)
        let card = try! #require(cards.first)
        #expect(card.first("FN")?.text == "Ann, the Elder")
        let date = card.first("X-ABDATE")
        #expect(date?.group == "item1" && date?.value == "2001-06-01" && date?.parameter("type") == "pref" && date?.number == 5)
        #expect(date?.parameters["X-Q"] == ["a:b"])
        #expect(card.first("TEL")?.parameters["TYPE"] == ["HOME", "VOICE"])
    }

    @Test func linesThatAreNotVCardAreSaidWithTheirLine() {
        let (cards, problems) = VCardReader.cards(in: "BEGIN:VCARD\nFN:Ann\nnonsense without colon\nEND:VCARD\nFN:loose\n")
        #expect(cards.count == 1)
        #expect(problems.map(\.line) == [3, 5])
    }

    // MARK: Real-shaped cards

    /// vCard 2.1 as an old phone exports it: quoted-printable name, a basic date.
    static let phone21 = """
        BEGIN:VCARD
        VERSION:2.1
        N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;
        BDAY:19750102
        END:VCARD
        """

    /// vCard 3.0 as Apple's Contacts exports it: an unknown year is 1604.
    static let apple30 = """
        BEGIN:VCARD
        VERSION:3.0
        PRODID:-//Apple Inc.//iPhone OS 17.0//EN
        N:Kim;Minji;;;
        FN:Minji Kim
        BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-15
        item1.X-ABDATE;type=pref:2010-10-10
        item1.X-ABLabel:_$!<Anniversary>!$_
        X-ALTBDAY;CALSCALE=chinese:1990-08-15
        END:VCARD
        """

    /// Google's export: no year as `--MMDD`, anniversary as X-ANNIVERSARY.
    static let google30 = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Bob Stone
        N:Stone;Bob;;;
        BDAY:--0229
        X-ANNIVERSARY:2000-02-29
        END:VCARD
        """

    /// khard writes vCard 3.0 or 4.0 with `VALUE=date` and a time part at times.
    static let khard40 = """
        BEGIN:VCARD
        VERSION:4.0
        UID:6b7a-khard
        FN:Carol Day
        BDAY;VALUE=date:1980-04-15T00:00:00Z
        ANNIVERSARY:--0601
        END:VCARD
        """

    static let broken = """
        BEGIN:VCARD
        VERSION:4.0
        FN:Dan
        BDAY;VALUE=text:circa 1800
        ANNIVERSARY:2001-13-40
        END:VCARD
        """

    /// The title the interface gives it in English (the words are
    /// InterfaceWords'; the age is the card's).
    static func title(_ birthday: Birthday, inYear year: Int) -> String {
        InterfaceWords.english.calendars.birthdayTitle(birthday.name, birthday.kind, birthday.age(inYear: year))
    }

    @Test func vCard21WithQuotedPrintableName() {
        let read = BirthdayCard.birthdays(in: Self.phone21, file: "p.vcf")
        #expect(read.problems.isEmpty)
        #expect(read.birthdays.map(\.name) == ["Jürgen Müller"])
        #expect(read.birthdays.first.map { Self.title($0, inYear: 2025) } == "Jürgen Müller's birthday (50)")
    }

    @Test func applesOmittedYearAnniversaryLabelAndLunarBirthday() {
        let read = BirthdayCard.birthdays(in: Self.apple30, file: "a.vcf")
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.birthdays.count == 3)
        #expect(read.birthdays[0].year == nil && Self.title(read.birthdays[0], inYear: 2026) == "Minji Kim's birthday")
        #expect(read.birthdays[1].kind == .anniversary && Self.title(read.birthdays[1], inYear: 2026) == "Minji Kim's anniversary (16)")
        let lunar = read.birthdays[2]
        #expect(lunar.lunar == LunarDay(month: 8, day: 15))
        // 추석's day: lunar 8.15 is 2026-09-25.
        #expect(lunar.date(inYear: 2026) == Self.date("2026-09-25"))
        #expect(Self.title(lunar, inYear: 2026) == "Minji Kim's birthday (36)")
    }

    @Test func googlesYearlessLeapDayIsFeb28InCommonYears() {
        let calendar = BirthdayCalendar.none.adding(folder: "g", birthdays: BirthdayCard.birthdays(in: Self.google30, file: "g.vcf").birthdays)
        #expect(calendar.entries(on: Self.date("2027-02-28")).map(InterfaceWords.english.title(of:)) == ["Bob Stone's birthday", "Bob Stone's anniversary (27)"])
        #expect(calendar.entries(on: Self.date("2027-03-01")).isEmpty)
        #expect(calendar.entries(on: Self.date("2028-02-28")).isEmpty)
        #expect(calendar.entries(on: Self.date("2028-02-29")).map(InterfaceWords.english.title(of:)) == ["Bob Stone's birthday", "Bob Stone's anniversary (28)"])
        #expect(calendar.entries(in: Self.date("2027-01-01")...Self.date("2028-12-31")).map(\.date)
                == [Self.date("2027-02-28"), Self.date("2027-02-28"), Self.date("2028-02-29"), Self.date("2028-02-29")])
    }

    @Test func khardsDateWithATimeAndAVCard4YearlessAnniversary() {
        let read = BirthdayCard.birthdays(in: Self.khard40, file: "k.vcf")
        #expect(read.problems.isEmpty)
        #expect(read.birthdays.map { Self.title($0, inYear: 2026) } == ["Carol Day's birthday (46)", "Carol Day's anniversary"])
        #expect(read.birthdays[0].date(inYear: 2026) == Self.date("2026-04-15"))
        #expect(read.birthdays[1].date(inYear: 2026) == Self.date("2026-06-01"))
    }

    @Test func aDateThatIsNoDateIsSaidWithFileAndLine() {
        let read = BirthdayCard.birthdays(in: Self.broken, file: "/c/dan.vcf")
        #expect(read.birthdays.isEmpty)
        #expect(read.problems.count == 2)
        #expect(read.problems[0].description.hasPrefix("/c/dan.vcf:4: BDAY 'circa 1800' is text, not a date"))
        #expect(read.problems[1].description.hasPrefix("/c/dan.vcf:5: ANNIVERSARY '2001-13-40' is not a date"))
    }

    @Test func noEntryBeforeTheFirstYearAndEntriesAreByDate() {
        let card = BirthdayCard.birthdays(in: Self.khard40, file: "k.vcf").birthdays
        let calendar = BirthdayCalendar.none.adding(folder: "k", birthdays: card)
        #expect(calendar.entries(on: Self.date("1979-04-15")).isEmpty)
        #expect(calendar.entries(on: Self.date("1980-04-15")).map(InterfaceWords.english.title(of:)) == ["Carol Day's birthday (0)"])
        let year = calendar.entries(in: Self.date("2026-01-01")...Self.date("2026-12-31"))
        #expect(year.map(\.date) == [Self.date("2026-04-15"), Self.date("2026-06-01")])
    }

    @Test func aLunarBirthdayWithACalscaleMovesWithTheLunarYear() {
        let text = "BEGIN:VCARD\nVERSION:4.0\nFN:Grandma\nBDAY;CALSCALE=dangi:--0101\nEND:VCARD\n"
        let calendar = BirthdayCalendar.none.adding(folder: "x", birthdays: BirthdayCard.birthdays(in: text, file: "x.vcf").birthdays)
        // 설날 2027 is Feb 7 and 2028 is Jan 27.
        #expect(calendar.entries(on: Self.date("2027-02-07")).map(InterfaceWords.english.title(of:)) == ["Grandma's birthday"])
        #expect(calendar.entries(on: Self.date("2028-01-27")).map(InterfaceWords.english.title(of:)) == ["Grandma's birthday"])
        #expect(calendar.entries(in: Self.date("2027-01-01")...Self.date("2028-12-31")).map(\.date)
                == [Self.date("2027-02-07"), Self.date("2028-01-27")])
    }

    @Test func anUnknownCalendarScaleIsSaid() {
        let text = "BEGIN:VCARD\nVERSION:4.0\nFN:Eve\nBDAY;CALSCALE=hebrew:19800101\nEND:VCARD\n"
        let read = BirthdayCard.birthdays(in: text, file: "e.vcf")
        #expect(read.birthdays.isEmpty && read.problems.first?.description.contains("'hebrew'") == true)
    }
}
