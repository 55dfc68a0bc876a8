import CalendarCore
import Foundation
import Testing
@testable import Calendars

/// A locale's names kept between runs are ICU's names for the identifier
/// asked for, or not used: a file of another identifier's key, damaged, or
/// not a cache at all is read as none, and ICU is asked again.
@Suite struct SavedLocaleTests {
    let folder = CacheFolder(path: NSTemporaryDirectory() + "dal-locale-\(UUID().uuidString)")

    @Test(arguments: ["en_US", "ko_KR", "de_DE", "ja_JP.UTF-8", "C", "POSIX", "xx_YY", "", "fr-CA"])
    func aKeptLocaleIsWhatICUGives(identifier: String) throws {
        let fromICU = CalendarLocale(identifier: identifier)
        let first = SavedLocale.load(identifier, cache: folder)
        let file = SavedLocale.file(for: identifier, in: folder)
        #expect(FileManager.default.fileExists(atPath: file))
        #expect(first == fromICU)
        #expect(SavedLocale.read(file, key: SavedLocale.key(for: identifier)) == fromICU, "read back from the file")
        #expect(SavedLocale.load(identifier, cache: folder) == fromICU)
    }

    @Test func aFileKeptForAnotherIdentifierIsNotUsed() {
        let file = SavedLocale.file(for: "en_US", in: folder)
        SavedLocale.write(CalendarLocale(identifier: "ko_KR"), key: SavedLocale.key(for: "ko_KR"), to: file)
        #expect(SavedLocale.read(file, key: SavedLocale.key(for: "en_US")) == nil)
        #expect(SavedLocale.load("en_US", cache: folder) == CalendarLocale(identifier: "en_US"))
        #expect(SavedLocale.read(file, key: SavedLocale.key(for: "en_US")) == CalendarLocale(identifier: "en_US"), "written anew")
    }

    @Test func aDamagedFileIsNotUsed() throws {
        _ = SavedLocale.load("ko_KR", cache: folder)
        let file = SavedLocale.file(for: "ko_KR", in: folder)
        let whole = try #require(FileManager.default.contents(atPath: file))
        for damage in [Data(whole.prefix(whole.count / 2)), Data(whole.map { $0 == UInt8(ascii: "1") ? UInt8(ascii: "2") : $0 }), Data()] {
            try damage.write(to: URL(fileURLWithPath: file))
            #expect(SavedLocale.read(file, key: SavedLocale.key(for: "ko_KR")) == nil)
            #expect(SavedLocale.load("ko_KR", cache: folder) == CalendarLocale(identifier: "ko_KR"))
        }
    }

    @Test func namesOfTheWrongCountsAreNoLocale() {
        let english = CalendarLocale.english
        #expect(CalendarLocale(identifier: "en_US", unknownRequest: nil, firstWeekday: .sunday,
                               names: english.names, patterns: english.patterns) == english)
        #expect(CalendarLocale(identifier: "en_US", unknownRequest: nil, firstWeekday: .sunday,
                               names: english.names.map { Array($0.dropLast()) }, patterns: english.patterns) == nil)
        #expect(CalendarLocale(identifier: "en_US", unknownRequest: nil, firstWeekday: .sunday,
                               names: english.names, patterns: Array(english.patterns.dropLast())) == nil)
    }

    @Test func withoutACacheFolderICUIsAsked() {
        #expect(SavedLocale.load("de_DE", cache: nil) == CalendarLocale(identifier: "de_DE"))
    }
}
