import CLibical
import CalendarCore

/// The time zones of one file as dal writes into it: the form each event's
/// new times take (its own zone, on the system's zone database unless the
/// file defines that zone its own way), and VTIMEZONEs that define every
/// TZID dal wrote over the times that use it.
struct FileZones {
    let editor: EventFileEditor
    /// The file's VTIMEZONEs by TZID: the content lines each spans, and its
    /// rules (nil: dal cannot follow them).
    let definitions: [String: (lines: Range<Int>, rules: ZoneRules?)]

    init(_ editor: EventFileEditor) {
        self.editor = editor
        var definitions: [String: (lines: Range<Int>, rules: ZoneRules?)] = [:]
        for block in editor.timezoneBlocks() {
            let lines = block.lines.map(editor.line)
            definitions[block.tzid] = (block.lines, ZoneRules(lines: lines))
        }
        self.definitions = definitions
    }

    // MARK: Forms

    /// DTSTART's form and DTEND's (its own when it names a zone, else
    /// DTSTART's): what new times of the block are written in.
    func forms(of block: Int) -> (start: TimeForm, end: TimeForm) {
        let content = editor.file.contents.first { $0.block == block }
        let start = form(of: "DTSTART", in: block, read: content?.start) ?? .date
        guard let end = form(of: "DTEND", in: block, read: content?.end), !end.isDate, !start.isDate else { return (start, start) }
        return (start, end)
    }

    /// DTSTART's form on the clock dal read the series with: RECURRENCE-ID
    /// and EXDATE name an instance as its reading did.
    func instanceForm(of block: Int) -> TimeForm {
        let content = editor.file.contents.first { $0.block == block }
        guard let line = editor.propertyLine("DTSTART", in: block) else { return .utc }
        return TimeForm.of(line) { _ in content.flatMap { Self.readClock($0.start) } }
    }

    private func form(of name: String, in block: Int, read: EventTime?) -> TimeForm? {
        guard let line = editor.propertyLine(name, in: block) else { return nil }
        return TimeForm.of(line) { tzid in
            if !definesOwn(tzid), let timeline = SystemZones.timeline(for: tzid) { return .system(timeline) }
            return read.flatMap(Self.readClock)
        }
    }

    private static func readClock(_ time: EventTime) -> ZoneClock? {
        if case .zoned(let zone) = time.kind { return .read(zone) }
        return nil
    }

    /// Whether the file defines `tzid` its own way: its VTIMEZONE differs
    /// from the system's zone of that name at a time the file uses (an old
    /// or a custom definition), or dal cannot follow it. Times in such a
    /// zone are converted as dal read them, and the definition is kept.
    func definesOwn(_ tzid: String) -> Bool {
        guard let definition = definitions[tzid] else { return false }
        guard let own = definition.rules, let system = SystemZones.timeline(for: tzid) else { return true }
        let walls = editor.eventBlocks.flatMap { uses(of: tzid, in: $0) }
        guard let latest = walls.map(system.instant).max() else { return false }
        guard let timeline = ZoneTimeline(own, through: max(latest, own.lastFixedInstant) + 86_400) else { return true }
        return walls.contains { wall in
            let instant = system.instant(ofWall: wall)
            return timeline.offset(atInstant: instant) != system.offset(atInstant: instant)
        }
    }

    // MARK: Definitions

    /// The file with each of `tzids` defined by a VTIMEZONE from the
    /// system's zone database: one it has is kept when it gives the same
    /// times as the database over what the events of `uid` use, else it is
    /// replaced by one covering every use of the zone in the file; a
    /// missing one is added. `tzids` are zones the file does not define its
    /// own way (`definesOwn`).
    func covering(_ tzids: Set<String>, in bytes: [UInt8], changing uid: String) -> [UInt8] {
        guard !tzids.isEmpty, var file = try? EventFileEditor(bytes: bytes) else { return bytes }
        let after = FileZones(file)
        for tzid in tzids.sorted() {
            guard let system = SystemZones.rules(for: tzid), let timeline = SystemZones.timeline(for: tzid),
                  let all = after.span(of: tzid, on: timeline, in: file.eventBlocks) else { continue }
            let changed = after.span(of: tzid, on: timeline, in: file.eventBlocks.filter { file.uid(ofBlock: $0) == uid }) ?? all
            if let existing = after.definitions[tzid] {
                guard let rules = existing.rules, !Self.covers(rules, like: system, timeline, over: changed),
                      let lines = system.trimmed(to: all)?.lines else { continue }
                file.replaceLines(existing.lines, with: lines)
            } else {
                guard let lines = system.trimmed(to: all)?.lines else { continue }
                file.insertBeforeEvents(lines)
            }
        }
        return file.result()
    }

    /// Whether `rules` read literally give the system's times over `span`.
    static func covers(_ rules: ZoneRules, like system: ZoneRules, _ timeline: ZoneTimeline, over span: ZoneSpan) -> Bool {
        let upper = span.last ?? max(span.first, rules.lastFixedInstant, system.lastFixedInstant) + ZoneRules.settlingTime
        guard let own = ZoneTimeline(rules, through: upper) else { return false }
        return own.agrees(with: timeline, from: span.first, through: upper)
    }

    // MARK: Uses

    /// The wall-clock times of `tzid` a VEVENT names: DTSTART, DTEND,
    /// RECURRENCE-ID, EXDATE and RDATE with that TZID.
    func uses(of tzid: String, in block: Int) -> [LocalDateTime] {
        editor.properties(of: block).flatMap { property -> [LocalDateTime] in
            guard ["DTSTART", "DTEND", "RECURRENCE-ID", "EXDATE", "RDATE"].contains(property.name) else { return [] }
            let line = ContentLine(editor.line(property.index))
            guard line.parameters["TZID"] == tzid else { return [] }
            return line.value.split(separator: ",").flatMap { $0.split(separator: "/").prefix(1) }
                .compactMap { BasicTime.parse(String($0)).map(\.wall) }
        }
    }

    /// The instants the blocks use `tzid` over, with the whole length of a
    /// series (nil: none uses it).
    func span(of tzid: String, on timeline: ZoneTimeline, in blocks: [Int]) -> ZoneSpan? {
        var span: ZoneSpan?
        for block in blocks {
            let instants = uses(of: tzid, in: block).map(timeline.instant)
            guard let first = instants.min(), var last = instants.max() else { continue }
            var endless = false
            if let content = editor.file.contents.first(where: { $0.block == block }), content.recurs {
                if let end = lastStart(of: block, on: timeline) {
                    last = max(last, end + content.length.days * 86_400 + content.length.seconds)
                } else {
                    endless = true
                }
            }
            let blockSpan = ZoneSpan(first: first, last: endless ? nil : last)
            span = span.map { $0.union(blockSpan) } ?? blockSpan
        }
        return span
    }

    /// The start of a series' last instance (or later), as an instant; nil
    /// for a series without end.
    private func lastStart(of block: Int, on timeline: ZoneTimeline) -> Int? {
        guard let startLine = editor.propertyLine("DTSTART", in: block), let start = BasicTime.parse(startLine.value) else { return nil }
        var last = start.isUTC ? BasicTime.seconds(start.wall) : timeline.instant(ofWall: start.wall)
        for property in editor.properties(of: block) where property.name == "RRULE" || property.name == "RDATE" {
            let line = ContentLine(editor.line(property.index))
            if property.name == "RDATE" {
                for value in line.value.split(separator: ",") {
                    if let time = BasicTime.parse(String(value.split(separator: "/")[0])) { last = max(last, timeline.instant(ofWall: time.wall)) }
                }
                continue
            }
            guard let end = Self.ruleEnd(line.value, from: start.wall, on: timeline) else { return nil }
            last = max(last, end)
        }
        return last
    }

    /// A COUNT past this is read as no end.
    static let countLimit = 100_000

    /// When an RRULE ends (an instant at or after its last start), nil when
    /// it does not.
    static func ruleEnd(_ text: String, from start: LocalDateTime, on timeline: ZoneTimeline) -> Int? {
        let parts = text.split(separator: ";").map(String.init)
        if let value = parts.first(where: { $0.uppercased().hasPrefix("UNTIL=") }).map({ String($0.dropFirst(6)) }),
           let until = BasicTime.parse(value) {
            if until.isUTC { return BasicTime.seconds(until.wall) }
            // A date UNTIL includes that whole day.
            return timeline.instant(ofWall: value.count == 8 ? LocalDateTime(date: until.wall.date, secondsOfDay: 86_399) : until.wall)
        }
        guard let count = parts.first(where: { $0.uppercased().hasPrefix("COUNT=") }).flatMap({ Int($0.dropFirst(6)) }),
              count <= countLimit else { return nil }
        guard let iterator = icalrecur_iterator_new(icalrecurrencetype_from_string(text), start.icalTime) else { return nil }
        defer { icalrecur_iterator_free(iterator) }
        var last = start
        while let next = LocalDateTime(icalTime: icalrecur_iterator_next(iterator)) { last = next }
        return timeline.instant(ofWall: last)
    }
}
