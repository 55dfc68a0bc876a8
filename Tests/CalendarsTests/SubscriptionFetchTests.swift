import CalendarCore
import Foundation
import Testing
import SystemServices
import TestSupport
@testable import Calendars

/// Subscriptions fetched from a local feed that answers 200 with
/// validators, 304, 500, too slowly, garbage and too much: a good copy is
/// kept, written whole, and never replaced by a failure.
@Suite(.serialized) struct SubscriptionFetchTests {
    let server: SubscriptionServer
    let state: String

    init() throws {
        server = try SubscriptionServer()
        state = NSTemporaryDirectory() + "dal-subs-\(UUID().uuidString)"
    }

    func copy(_ path: String, name: String = "Feed") -> SubscriptionCopy {
        SubscriptionCopy(Subscription(name: name, address: server.url(path)), in: state)
    }

    func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func twoHundredKeepsTheCopyAndItsValidatorsThenThreeOFourKeepsIt() throws {
        defer { server.stop(); try? FileManager.default.removeItem(atPath: state) }
        let feed = copy("/calendar.ics")
        #expect(feed.isDue(now: 0, refreshMinutes: 360))
        guard case .updated(let bytes) = SubscriptionFetch().refresh(feed) else { Issue.record("not updated"); return }
        #expect(bytes > 100 && text(feed.calendarFile)?.contains("Feed day v1") == true)
        #expect(text(feed.folder + "/displayname") == "Feed\n")
        // Read as a calendar folder: named by the subscription, its event there.
        let read = try CalendarLoader.load([feed.folder])
        #expect(read.calendars.map(\.name) == ["Feed"])
        #expect(read.occurrences(in: try CivilDate.parse("2026-12-25")...(try CivilDate.parse("2026-12-25"))).map(\.summary) == ["Feed day v1"])
        #expect(!feed.isDue(now: Int(Date().timeIntervalSince1970), refreshMinutes: 360))
        #expect(feed.isDue(now: Int(Date().timeIntervalSince1970) + 361 * 60, refreshMinutes: 360))

        #expect(SubscriptionFetch().refresh(feed) == .unchanged)
        let asked = server.requests.last
        #expect(asked?["if-none-match"] == "\"v1\"" && asked?["if-modified-since"] == "Sat, 28 Nov 2026 09:00:00 GMT")
        // A new version on the server replaces the copy.
        _ = try ProcessRunner.run("/usr/bin/env", ["curl", "-s", server.url("/v2")])
        #expect({ if case .updated = SubscriptionFetch().refresh(feed) { true } else { false } }())
        #expect(text(feed.calendarFile)?.contains("Feed day v2") == true)
    }

    /// The feed's VALARM (an hour before its all-day event) rings from a
    /// calendar like any, and not from a subscription's copy.
    @Test func aSubscriptionsAlarmsAreOff() throws {
        defer { server.stop(); try? FileManager.default.removeItem(atPath: state) }
        let feed = copy("/calendar.ics")
        _ = SubscriptionFetch().refresh(feed)
        let reading = CalendarReading(paths: [feed.folder], writable: [], cache: nil)
        try reading.readAll()
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        let christmas = 1_798_156_800   // 2026-12-25T00:00Z
        let rung = AlarmSchedule.alarms(of: reading.events, read: reading.alarms, after: christmas - 7200, through: christmas).alarms
        #expect(rung.map(\.title) == ["Feed day v1"])
        var silenced = DefaultAlarms()
        silenced.silencedCalendars = [feed.folder]
        #expect(AlarmSchedule.alarms(of: reading.events, read: reading.alarms, after: christmas - 7200, through: christmas,
                                     defaults: silenced).alarms.isEmpty)
    }

    @Test func lastModifiedAloneGivesAThreeOFourAndARedirectIsFollowed() throws {
        defer { server.stop(); try? FileManager.default.removeItem(atPath: state) }
        let modified = copy("/modified-only.ics")
        #expect({ if case .updated = SubscriptionFetch().refresh(modified) { true } else { false } }())
        #expect(SubscriptionFetch().refresh(modified) == .unchanged)
        #expect(server.requests.last?["if-none-match"] == nil)
        let moved = copy("/redirect.ics", name: "Moved")
        #expect({ if case .updated = SubscriptionFetch().refresh(moved) { true } else { false } }())
        #expect(text(moved.calendarFile)?.contains("BEGIN:VCALENDAR") == true)
    }

    /// Each failure keeps the good copy there was, byte for byte.
    @Test func failuresKeepTheLastGoodCopy() throws {
        defer { server.stop(); try? FileManager.default.removeItem(atPath: state) }
        let feed = copy("/calendar.ics")
        _ = SubscriptionFetch().refresh(feed)
        let good = try #require(text(feed.calendarFile))
        for (path, expected) in [("/error.ics", SubscriptionOutcome.failed(.status(500))),
                                 ("/slow.ics", .failed(.timedOut(seconds: 1))),
                                 ("/garbage.ics", .failed(.notICalendar("1: this is not an iCalendar file: it must start with BEGIN:VCALENDAR"))),
                                 ("/huge.ics", .failed(.tooLarge(limit: 1 << 20))),
                                 ("/huge-unsized.ics", .failed(.tooLarge(limit: 1 << 20))),
                                 ("/missing.ics", .failed(.status(404)))] {
            // The same folder as the good copy, the address of a failing answer.
            let failing = SubscriptionCopy(feed.subscription, in: state)
            let fetch = SubscriptionFetch(timeLimit: 1, sizeLimit: 1 << 20, curl: "curl")
            let outcome = fetch.refresh(FailingCopy.at(failing, address: server.url(path)))
            #expect(outcome == expected, "\(path)")
            #expect(text(feed.calendarFile) == good, "\(path) left the copy as it was")
        }
        // Nothing of the fetches is left beside the copy.
        let left = try FileManager.default.contentsOfDirectory(atPath: feed.folder).sorted()
        #expect(left == ["calendar.ics", "checked", "displayname", "validators"])
    }

    @Test func aServerThatIsNotThereAndNoCurlAreSaid() throws {
        defer { server.stop(); try? FileManager.default.removeItem(atPath: state) }
        let nobody = SubscriptionCopy(Subscription(name: "Gone", address: "http://127.0.0.1:9/x.ics"), in: state)
        guard case .failed(.transfer(let said)) = SubscriptionFetch(timeLimit: 2).refresh(nobody) else { Issue.record("not a transfer failure"); return }
        #expect(said.contains("onnect"))
        #expect(!nobody.hasCopy)
        guard case .failed(.noCurl) = SubscriptionFetch(curl: "dal-no-such-curl").refresh(copy("/calendar.ics")) else {
            Issue.record("a missing curl is not said"); return
        }
    }

    @Test func webcalIsHTTPAndOtherSchemesAreRefused() {
        #expect(Subscription(name: "a", address: "webcal://example.com/a.ics").fetchedAddress == "http://example.com/a.ics")
        #expect(Subscription(name: "a", address: "webcals://example.com/a.ics").fetchedAddress == "https://example.com/a.ics")
        #expect(Subscription(name: "a", address: "HTTPS://example.com/a.ics").fetchedAddress == "https://example.com/a.ics")
        for bad in ["file:///etc/passwd", "ftp://example.com/a.ics", "https://", "https:///a", "https://example.com/a b.ics", "-K /etc/x"] {
            #expect(Subscription(name: "a", address: bad).fetchedAddress == nil, "\(bad)")
        }
        server.stop()
    }
}

/// A copy kept in one folder, fetched from another address: how a server
/// that starts failing is played (the folder is named after the address).
enum FailingCopy {
    static func at(_ copy: SubscriptionCopy, address: String) -> SubscriptionCopy {
        SubscriptionCopy(subscription: Subscription(name: copy.subscription.name, address: address), folder: copy.folder)
    }
}
