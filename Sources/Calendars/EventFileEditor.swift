import CalendarCore

/// Edits of one .ics file that leave every byte they do not change as it
/// was: properties dal does not know (X- properties, ATTENDEE, VALARM,
/// VTIMEZONE), their folding, order and line breaks. An edit replaces
/// whole content lines, found by `ICalendarText`; the result is the
/// original bytes with those ranges replaced.
struct EventFileEditor {
    let original: [UInt8]
    let text: ICalendarText
    let file: ICalendarFile
    /// The file's own line break (a file of LF lines gets LF lines).
    let lineBreak: String
    private var edits: [(range: Range<Int>, bytes: [UInt8])] = []
    /// The components a block index names: the VEVENTs, or with `tasks`
    /// the VTODOs.
    private let components: [ICalendarText.EventBlock]

    init(bytes: [UInt8], tasks: Bool = false) throws(CalendarFileError) {
        try self.init(bytes: bytes, file: ICalendarFile(bytes: bytes), tasks: tasks)
    }

    /// `file`: the parse of these very bytes (`ParsedFiles`).
    init(bytes: [UInt8], file: ICalendarFile, tasks: Bool = false) throws(CalendarFileError) {
        original = bytes
        text = try ICalendarText(bytes: bytes)
        self.file = file
        components = tasks ? text.todos : text.events
        let firstBreak = bytes.firstIndex(of: 0x0A)
        lineBreak = firstBreak.map { $0 > 0 && bytes[$0 - 1] == 0x0D } ?? true ? "\r\n" : "\n"
    }

    // MARK: Finding events

    /// The VEVENT blocks of `uid`, by block index.
    func blocks(of uid: String) -> [Int] {
        file.contents.filter { $0.uid == uid }.compactMap(\.block)
    }

    /// The event itself (no RECURRENCE-ID) of `uid`.
    func master(of uid: String) -> EventContent? {
        file.contents.first { $0.uid == uid && $0.recurrenceID == nil }
    }

    /// The one event of `uid` when the file holds no other: an instance
    /// filed without its series (an invitation to one instance), which the
    /// reading shows as an event of its own, with no RECURRENCE-ID.
    func sole(of uid: String) -> EventContent? {
        let all = file.contents.filter { $0.uid == uid }
        return all.count == 1 ? all[0] : nil
    }

    /// The summary of a block as read (unescaped, "" for none).
    func summary(ofBlock block: Int) -> String? {
        file.contents.first { $0.block == block }?.summary
    }

    /// The override of one instance, by its RECURRENCE-ID as dal writes it.
    func override(of uid: String, recurrenceID: String) -> EventContent? {
        file.contents.first { $0.uid == uid && $0.recurrenceID?.recurrenceIDText == recurrenceID }
    }

    /// Whether the file holds nothing but the events of `uid` (and zones):
    /// then deleting them all deletes the file. A VTODO or VJOURNAL next to
    /// them keeps it.
    func holdsOnly(_ uid: String) -> Bool {
        guard text.events.count == blocks(of: uid).count else { return false }
        var depth = 0
        for index in 0..<text.lineCount {
            switch text.name(ofLine: index) {
            case "BEGIN":
                let component = String(decoding: text.content(ofLine: index), as: UTF8.self).dropFirst(6).uppercased()
                if depth == 1, component != "VEVENT", component != "VTIMEZONE" { return false }
                depth += 1
            case "END": depth -= 1
            default: break
            }
        }
        return true
    }

    /// Whether moving the whole series of `block` would leave its exceptions
    /// behind: EXDATEs, RDATEs, an UNTIL or overrides name instances by
    /// their old times.
    func hasExceptions(_ uid: String, block: Int) -> Bool {
        blocks(of: uid).count > 1 || properties(of: block).contains { property in
            ["EXDATE", "RDATE", "EXRULE"].contains(property.name)
                || (property.name == "RRULE" && String(decoding: text.content(ofLine: property.index), as: UTF8.self).uppercased().contains("UNTIL="))
        }
    }

    /// Every VEVENT block, by index.
    var eventBlocks: [Int] { Array(text.events.indices) }

    func uid(ofBlock block: Int) -> String? { components[block].uid }

    /// The block of the task `uid` (an editor made with `tasks`).
    func taskBlock(of uid: String) -> Int? {
        components.indices.first { components[$0].uid.map(ICalendarFile.unescaped) == uid }
    }

    /// The VTIMEZONEs of the file (directly in a VCALENDAR) with their
    /// TZIDs and content lines, BEGIN and END included.
    func timezoneBlocks() -> [(tzid: String, lines: Range<Int>)] {
        var found: [(String, Range<Int>)] = []
        var depth = 0, open: Int?, tzid: String?
        for index in 0..<text.lineCount {
            switch text.name(ofLine: index) {
            case "BEGIN":
                depth += 1
                if depth == 2, line(index).dropFirst(6).uppercased() == "VTIMEZONE" { open = index }
            case "END":
                if depth == 2, let start = open, let name = tzid {
                    found.append((name, start..<(index + 1)))
                }
                if depth == 2 { (open, tzid) = (nil, nil) }
                depth -= 1
            case "TZID" where depth == 2 && open != nil:
                tzid = ContentLine(line(index)).value
            default: break
            }
        }
        return found
    }

    /// The first property `name` directly in a block, split.
    func propertyLine(_ name: String, in block: Int) -> ContentLine? {
        properties(of: block).first { $0.name == name }.map { ContentLine(line($0.index)) }
    }

    // MARK: Lines

    /// Content line indices of the properties directly in a block (not
    /// those of a VALARM inside it), with their names.
    func properties(of block: Int) -> [(index: Int, name: String)] {
        let lines = components[block].lines
        var depth = 0, found: [(Int, String)] = []
        for index in lines.dropFirst().dropLast() {
            let name = text.name(ofLine: index)
            if name == "BEGIN" { depth += 1 } else if name == "END" { depth -= 1 } else if depth == 0 { found.append((index, name)) }
        }
        return found
    }

    /// The unfolded text of a content line.
    func line(_ index: Int) -> String {
        String(decoding: text.content(ofLine: index), as: UTF8.self)
    }

    /// The value of a property of a block (after the first colon).
    func value(of name: String, in block: Int) -> String? {
        properties(of: block).first { $0.name == name }.map { line($0.index) }.flatMap { text in
            text.firstIndex(of: ":").map { String(text[text.index(after: $0)...]) }
        }
    }

    // MARK: Changes

    /// Replaces every property `name` of the block with `lines`, where the
    /// first of them was (before END:VEVENT when there was none).
    mutating func set(_ name: String, in block: Int, to lines: [String]) {
        let existing = properties(of: block).filter { $0.name == name }.map(\.index)
        for index in existing.dropFirst() { edits.append((text.sources[index], [])) }
        if let first = existing.first {
            edits.append((text.sources[first], encoded(lines)))
        } else {
            append(lines, to: block)
        }
    }

    mutating func remove(_ name: String, in block: Int) {
        set(name, in: block, to: [])
    }

    /// Adds lines after a block's properties: before its first VALARM (RFC
    /// 5545 puts an event's properties before its components), else before
    /// its END:VEVENT.
    mutating func append(_ lines: [String], to block: Int) {
        let range = components[block].lines
        let firstComponent = range.dropFirst().first { text.name(ofLine: $0) == "BEGIN" }
        insert(lines, before: firstComponent ?? range.upperBound - 1)
    }

    /// SEQUENCE one higher (1 where there was none): a change clients must
    /// not mistake for an older version. DTSTAMP and LAST-MODIFIED now.
    mutating func markChanged(_ block: Int, stamp: String) {
        let sequence = value(of: "SEQUENCE", in: block).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        set("SEQUENCE", in: block, to: ["SEQUENCE:\(sequence + 1)"])
        markTouched(block, stamp: stamp)
    }

    /// DTSTAMP and LAST-MODIFIED now, SEQUENCE as it was: a change that
    /// does not move or reshape the event (an alarm dismissed), which a
    /// sync must still see as newer.
    mutating func markTouched(_ block: Int, stamp: String) {
        set("DTSTAMP", in: block, to: ["DTSTAMP:" + stamp])
        set("LAST-MODIFIED", in: block, to: ["LAST-MODIFIED:" + stamp])
    }

    /// Takes a whole VEVENT out, its line breaks with it.
    mutating func removeBlock(_ block: Int) {
        let lines = components[block].lines
        edits.append((text.sources[lines.lowerBound].lowerBound..<text.sources[lines.upperBound - 1].upperBound, []))
    }

    /// Adds a component before the END:VCALENDAR that closes the file.
    mutating func appendComponent(_ lines: [String]) {
        let last = (0..<text.lineCount).last { text.name(ofLine: $0) == "END" } ?? text.lineCount - 1
        insert(lines, before: last)
    }

    /// Adds lines (a VTIMEZONE) before the first VEVENT, where zones are
    /// defined before the events that use them.
    mutating func insertBeforeEvents(_ lines: [String]) {
        guard let firstEvent = text.events.first else { return }
        insert(lines, before: firstEvent.lines.lowerBound)
    }

    /// The content lines of each component of a block named `name` (its
    /// VALARMs), BEGIN to END.
    func components(_ name: String, in block: Int) -> [Range<Int>] {
        var found: [Range<Int>] = [], depth = 0, start: Int?
        for index in components[block].lines.dropFirst().dropLast() {
            switch text.name(ofLine: index) {
            case "BEGIN":
                if depth == 0, line(index).uppercased() == "BEGIN:" + name { start = index }
                depth += 1
            case "END":
                depth -= 1
                if depth == 0, let first = start { found.append(first..<(index + 1)); start = nil }
            default: break
            }
        }
        return found
    }

    /// Adds a component (a VALARM) at the end of a block, before its END.
    mutating func appendComponent(_ lines: [String], to block: Int) {
        insert(lines, before: components[block].lines.upperBound - 1)
    }

    /// Replaces one content line (however it is folded) with `lines`.
    mutating func replaceLine(_ index: Int, with lines: [String]) {
        edits.append((text.sources[index], encoded(lines)))
    }

    /// Replaces whole content lines (a VTIMEZONE) with `lines`.
    mutating func replaceLines(_ range: Range<Int>, with lines: [String]) {
        edits.append((text.sources[range.lowerBound].lowerBound..<text.sources[range.upperBound - 1].upperBound, encoded(lines)))
    }

    /// The lines of a block as written, unfolded, with their depth (the
    /// BEGIN:VEVENT 0, its properties 1, a VALARM's properties 2): for
    /// copying a master into a new override.
    func lines(of block: Int) -> [(name: String, text: String, depth: Int)] {
        text.lines(of: components[block])
    }

    /// The file with the changes made.
    func result() -> [UInt8] {
        var bytes = original
        // From the end, so that earlier ranges keep their offsets. At one
        // place a replaced line goes first (an insertion there then lands
        // before it), and several insertions keep the order they were made.
        let ordered = edits.enumerated().sorted { a, b in
            let (x, y) = (a.element.range, b.element.range)
            if x.lowerBound != y.lowerBound { return x.lowerBound > y.lowerBound }
            if x.isEmpty != y.isEmpty { return !x.isEmpty }
            return a.offset > b.offset
        }
        for (_, edit) in ordered { bytes.replaceSubrange(edit.range, with: edit.bytes) }
        return bytes
    }

    private mutating func insert(_ lines: [String], before index: Int) {
        let at = text.sources[index].lowerBound
        edits.append((at..<at, encoded(lines)))
    }

    private func encoded(_ lines: [String]) -> [UInt8] {
        EventLines.bytes(lines, lineBreak: lineBreak)
    }
}
