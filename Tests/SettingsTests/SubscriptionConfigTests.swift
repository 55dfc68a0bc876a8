import Foundation
import Testing
@testable import CalendarCore
@testable import Settings

/// `[subscriptions]`: names and addresses in file order, `refresh`, and
/// every mistake told with its line.
@Suite struct SubscriptionConfigTests {
    func parse(_ text: String) throws(ConfigError) -> Config {
        try ConfigReader.parse(text, path: "/home/u/.config/dal/config.toml", home: "/home/u")
    }

    func failure(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return error.description }
    }

    @Test func subscriptionsAndTheirRefreshAreRead() throws {
        let config = try parse("""
            [subscriptions]
            Holidays = "webcal://calendar.example.com/basic.ics"
            "Team days" = "https://example.com/team.ics"
            refresh = "12h"
            """)
        #expect(config.subscriptions.map(\.value) == [Subscription(name: "Holidays", address: "webcal://calendar.example.com/basic.ics"),
                                                      Subscription(name: "Team days", address: "https://example.com/team.ics")])
        #expect(config.subscriptions.map(\.line) == [2, 3])
        #expect(config.subscriptionRefresh?.value == 720)
        #expect(try parse("").subscriptions.isEmpty && (try parse("").subscriptionRefresh) == nil)
    }

    @Test func mistakesAreToldWithTheirLine() throws {
        let file = failure("[subscriptions]\nHolidays = \"file:///etc/passwd\"\n")
        #expect(file?.contains(":2:") == true && file?.contains("https://, http://, webcal:// or webcals://") == true)
        #expect(failure("[subscriptions]\nHolidays = 3\n")?.contains(":2:") == true)
        let often = failure("[subscriptions]\nrefresh = \"1m\"\n")
        #expect(often?.contains(":2:") == true && often?.contains("15 minutes") == true)
        #expect(failure("[subscriptions]\nrefresh = \"soon\"\n")?.contains("\"6h\"") == true)
        #expect(failure("subscriptions = \"https://example.com/a.ics\"\n") != nil)
    }
}
