import CLibical
import CalendarCore
import Foundation
import Storage

/// Reads the details of one event from its file, when a person asks for
/// them: the file of the calendar that holds the UID (in a vdir
/// collection `<uid>.ics` first), the override of the instance when it
/// has one, else the event itself.
public enum EventDetailsReader {
    /// Properties shown elsewhere (title, time) or as details, or part of
    /// the file's bookkeeping: not listed as "also in the file".
    static let known = Set<String>([
        "UID", "SUMMARY", "DTSTART", "DTEND", "DURATION", "RRULE", "RDATE", "EXDATE", "EXRULE", "RECURRENCE-ID",
        "DTSTAMP", "CREATED", "LAST-MODIFIED", "SEQUENCE", "LOCATION", "DESCRIPTION", "URL", "STATUS", "CATEGORIES",
        "ORGANIZER", "ATTENDEE", "BEGIN", "END", "TRANSP",
    ]).union(joinProperties)

    /// Properties that only carry the call's link: shown as it.
    static let joinProperties: Set<String> = ["CONFERENCE", "X-GOOGLE-CONFERENCE", "X-MICROSOFT-SKYPETEAMSMEETINGURL"]

    /// `viewer`: the zone the occurrence's times are in (the writer's).
    /// `parses`: the reading's (`CalendarReading.parses`): the file's
    /// version read with the events is not parsed again.
    public static func details(of occurrence: EventOccurrence, in calendar: CalendarInfo,
                               viewer: LocalZone = .current(), parses: ParsedFiles = ParsedFiles()) -> EventDetails? {
        let path = CalendarLoader.isDirectory(calendar.path)
            ? VdirWriter.file(holding: occurrence.uid, in: calendar.path) : calendar.path
        guard let path, let bytes = try? BoundedFileReader.read(path, limit: CalendarLoader.maximumFileBytes),
              let file = try? parses.editor(bytes, path: path) else { return nil }
        let master = file.master(of: occurrence.uid)
        let own = occurrence.recurrenceID.flatMap { file.override(of: occurrence.uid, recurrenceID: $0) } ?? master
            ?? file.sole(of: occurrence.uid)
        guard let own, let block = own.block else { return nil }
        var details = EventDetails()
        var clues = MeetingLink.Clues()
        for (index, name) in file.properties(of: block) {
            let line = ContentLine(file.line(index))
            let text = ICalendarFile.unescaped(line.value)
            switch name {
            case "CONFERENCE": clues.conferences.append((line.value, line.parameters["FEATURE"]))
            case "X-GOOGLE-CONFERENCE": clues.google = text
            case "X-MICROSOFT-SKYPETEAMSMEETINGURL": clues.teams = text
            case "LOCATION": details.location = text
            case "DESCRIPTION": details.notes = text
            case "URL": details.url = line.value
            case "STATUS": details.status = line.value.lowercased()
            case "CATEGORIES": details.categories += splitList(line.value)
            case "RDATE": details.extraDates += line.value.split(separator: ",").count
            case "ORGANIZER": details.organizer = person(line)
            case "ATTENDEE":
                details.attendees.append(.init(name: person(line), answer: line.parameters["PARTSTAT"]?.lowercased()))
            default:
                if !known.contains(name), !details.otherProperties.contains(name) { details.otherProperties.append(name) }
            }
        }
        clues.url = details.url
        clues.location = details.location
        clues.description = details.notes
        details.join = MeetingLink.find(in: clues)
        if case .zoned(let zone) = own.start.kind {
            // This instance's start on the event's own clock (a series'
            // DTSTART is its first instance's).
            let instant = viewer.instant(ofWall: occurrence.start)
            details.zone = zone.name
            details.zoneStart = BasicTime.utcWall(instant + zone.offset(atInstant: instant))
        }
        if let rule = (master ?? own).rules.first {
            details.repeatPattern = rule.pattern
            details.repeatRule = rule.text
        }
        details.alarms = alarms(in: file.lines(of: block))
        details.alarmMinutesBefore = simpleAlarms(in: file.lines(of: block))
        return details
    }

    /// `Ann <ann@example.com>` from CN and the address, or either alone.
    static func person(_ line: ContentLine) -> String {
        let address = line.value.lowercased().hasPrefix("mailto:") ? String(line.value.dropFirst(7)) : line.value
        guard let name = line.parameters["CN"].map({ $0.trimmingCharacters(in: ["\""]) }), !name.isEmpty else { return address }
        return address.isEmpty ? name : "\(name) <\(address)>"
    }

    /// A comma-separated list value, with escaped commas kept.
    static func splitList(_ value: String) -> [String] {
        var items: [String] = [], current = "", escaping = false
        for character in value {
            if escaping { current.append(character); escaping = false } else if character == "\\" { escaping = true }
            else if character == "," { items.append(current); current = "" } else { current.append(character) }
        }
        items.append(current)
        return items.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Each VALARM's trigger in words, with its action when not a display.
    static func alarms(in lines: [(name: String, text: String, depth: Int)]) -> [String] {
        var found: [String] = [], trigger: ContentLine?, action: String?, inside = false
        for line in lines {
            switch (line.name, line.depth) {
            case ("BEGIN", 1) where line.text.uppercased() == "BEGIN:VALARM": inside = true; trigger = nil; action = nil
            case ("END", 1) where inside:
                inside = false
                var words = trigger.map(triggerWords) ?? "with no time (no TRIGGER)"
                if let action, action != "DISPLAY" { words += " (\(action.lowercased()))" }
                found.append(words)
            case ("TRIGGER", 2): trigger = ContentLine(line.text)
            case ("ACTION", 2): action = ContentLine(line.text).value.uppercased()
            default: break
            }
        }
        return found
    }

    /// Each VALARM as minutes before the start, or nil when one is not
    /// such a simple alarm (a DISPLAY alarm, once, with a
    /// relative trigger at or before the start, in whole minutes).
    static func simpleAlarms(in lines: [(name: String, text: String, depth: Int)]) -> [Int]? {
        var found: [Int] = [], minutes: Int?, simple = true, inside = false
        for line in lines {
            switch (line.name, line.depth) {
            case ("BEGIN", 1) where line.text.uppercased() == "BEGIN:VALARM": inside = true; minutes = nil; simple = true
            case ("BEGIN", _) where inside: simple = false
            case ("END", 1) where inside:
                inside = false
                guard simple, let minutes else { return nil }
                found.append(minutes)
            case ("TRIGGER", 2):
                let trigger = ContentLine(line.text)
                let duration = icaldurationtype_from_string(trigger.value)
                guard trigger.parameters["VALUE"] == nil || trigger.parameters["VALUE"]?.uppercased() == "DURATION",
                      trigger.parameters["RELATED"].map({ $0.uppercased() == "START" }) ?? true,
                      icaldurationtype_is_bad_duration(duration) == 0, duration.seconds == 0 else { simple = false; continue }
                let total = (Int(duration.weeks) * 7 + Int(duration.days)) * 1440 + Int(duration.hours) * 60 + Int(duration.minutes)
                if duration.is_neg != 0 || total == 0 { minutes = total } else { simple = false }
            case ("ACTION", 2): if ContentLine(line.text).value.uppercased() != "DISPLAY" { simple = false }
            case ("REPEAT", 2), ("ATTACH", 2): simple = false
            default: break
            }
        }
        return found
    }

    /// `10 min before the start`, `1 h after the end`, `at the start`, or
    /// for an absolute trigger `at 20261121T080000Z`.
    static func triggerWords(_ line: ContentLine) -> String {
        if line.parameters["VALUE"]?.uppercased() == "DATE-TIME" { return "at \(line.value)" }
        let duration = icaldurationtype_from_string(line.value)
        guard icaldurationtype_is_bad_duration(duration) == 0 else { return "at \(line.value) (not a duration dal reads)" }
        let edge = line.parameters["RELATED"]?.uppercased() == "END" ? "the end" : "the start"
        var parts: [String] = []
        let days = Int(duration.weeks) * 7 + Int(duration.days)
        if days > 0 { parts.append("\(days) day\(days == 1 ? "" : "s")") }
        if duration.hours > 0 { parts.append("\(duration.hours) h") }
        if duration.minutes > 0 { parts.append("\(duration.minutes) min") }
        if duration.seconds > 0 { parts.append("\(duration.seconds) s") }
        guard !parts.isEmpty else { return "at " + edge }
        return parts.joined(separator: " ") + (duration.is_neg != 0 ? " before " : " after ") + edge
    }
}
