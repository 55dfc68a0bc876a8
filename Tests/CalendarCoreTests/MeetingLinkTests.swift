import CalendarCore
import Testing

/// Finding the call's link: which property wins, and which links in text
/// are calls.
struct MeetingLinkTests {
    func clues(_ fill: (inout MeetingLink.Clues) -> Void) -> MeetingLink.Clues {
        var clues = MeetingLink.Clues()
        fill(&clues)
        return clues
    }

    @Test func propertiesMadeForTheCallComeBeforeText() {
        let all = clues {
            $0.conferences = [("tel:+1-555-0100", "PHONE"), ("https://a.example/v", "AUDIO,VIDEO")]
            $0.google = "https://meet.google.com/aaa-bbbb-ccc"
            $0.teams = "https://teams.microsoft.com/l/meetup-join/x"
            $0.url = "https://zoom.us/j/1"
            $0.location = "https://meet.jit.si/Room"
        }
        #expect(MeetingLink.find(in: all) == "https://a.example/v")
        var rest = all
        rest.conferences = [("tel:+1-555-0100", "PHONE")]
        #expect(MeetingLink.find(in: rest) == "https://meet.google.com/aaa-bbbb-ccc")
        rest.google = nil
        #expect(MeetingLink.find(in: rest) == "https://teams.microsoft.com/l/meetup-join/x")
        rest.teams = nil
        #expect(MeetingLink.find(in: rest) == "https://zoom.us/j/1")
        rest.url = "https://example.org/page"
        #expect(MeetingLink.find(in: rest) == "https://meet.jit.si/Room")
        rest.location = nil
        // Any other web URL is the last resort.
        #expect(MeetingLink.find(in: rest) == "https://example.org/page")
        rest.url = "mailto:ann@example.com"
        #expect(MeetingLink.find(in: rest) == nil)
    }

    @Test(arguments: [
        ("Join: https://us02web.zoom.us/j/850?pwd=x.1.", "https://us02web.zoom.us/j/850?pwd=x.1"),
        ("Click here<https://teams.microsoft.com/l/meetup-join/19%3a/0?context=%7b%7d>\nnext", "https://teams.microsoft.com/l/meetup-join/19%3a/0?context=%7b%7d"),
        ("(https://meet.google.com/abc-defg-hij)", "https://meet.google.com/abc-defg-hij"),
        ("help https://help.webex.com then https://acme.webex.com/acme/j.php?MTID=m1", "https://acme.webex.com/acme/j.php?MTID=m1"),
        ("room HTTPS://meet.jit.si/Daily, ok", "HTTPS://meet.jit.si/Daily"),
        ("self-hosted https://jitsi.example.org/standup", "https://jitsi.example.org/standup"),
        ("pricing https://zoom.us/pricing and https://teams.microsoft.com/meetingOptions/?a=1", nil),
        ("https://meet.google.com/ alone", nil),
        ("no link at all, only http and https words", nil),
    ] as [(String, String?)])
    func callLinksInText(text: String, link: String?) {
        #expect(MeetingLink.firstCallLink(in: text) == link)
    }

    /// A call link behind Outlook's Safe Links or Google's redirect is
    /// found and taken out (percent-decoded); any other link stays wrapped
    /// and is no call link.
    @Test(arguments: [
        ("Join <https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fteams.microsoft.com%2Fl%2Fmeetup-join%2F19%253ameeting%2F0&data=05%7C01&reserved=0>",
         "https://teams.microsoft.com/l/meetup-join/19%3ameeting/0"),
        ("Zoom: https://www.google.com/url?q=https://us02web.zoom.us/j/850?pwd%3Dx&sa=D&source=calendar&ust=1&usg=A",
         "https://us02web.zoom.us/j/850?pwd=x"),
        ("agenda https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.org%2Fagenda&data=1", nil),
        ("https://evil.example/?url=https%3A%2F%2Fzoom.us%2Fj%2F1", nil),
    ] as [(String, String?)])
    func callLinksBehindARedirector(text: String, link: String?) {
        #expect(MeetingLink.firstCallLink(in: text) == link)
    }
}
