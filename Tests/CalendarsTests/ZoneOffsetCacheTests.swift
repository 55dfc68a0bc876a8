import CalendarCore
import Foundation
import Testing
@testable import Calendars

/// A database zone's offsets are kept by hour: every second around the
/// changes of zones that change on the half hour (St. John's), by half an
/// hour (Lord Howe), or twice a year in either hemisphere reads what
/// libical says, asked first anywhere in the hour and again later.
@Suite struct ZoneOffsetCacheTests {
    @Test(arguments: ["America/St_Johns", "Australia/Lord_Howe", "Europe/Berlin", "America/Santiago", "Asia/Kolkata"])
    func offsetsKeptByHourAreLibicalsAtEveryMinuteAroundEachChange(name: String) throws {
        let zone = try #require(ZoneTable.database(named: name))
        let handle = try #require(zone.database)
        // Each hour of 2026 and 2027 where libical's offset changes, with the hours beside it.
        var hours: [Int] = []
        var previous = Zone.databaseOffset(handle, atInstant: 1_767_225_600)
        for hour in stride(from: 1_767_225_600, to: 1_830_297_600, by: 3600) {
            let offset = Zone.databaseOffset(handle, atInstant: hour + 3599)
            if offset != previous { hours += [hour - 3600, hour, hour + 3600] }
            previous = offset
        }
        #expect(hours.count >= (name == "Asia/Kolkata" ? 0 : 12), "\(name): changes found")
        // Asked from the middle of each hour first (that hour is then kept), then minute by minute, twice.
        for hour in hours { _ = zone.offset(atInstant: hour + 1800) }
        for _ in 0..<2 {
            for hour in hours {
                for second in stride(from: hour, to: hour + 3600, by: 60) {
                    #expect(zone.offset(atInstant: second) == Zone.databaseOffset(handle, atInstant: second), "\(name) at \(second)")
                }
            }
        }
    }
}
