/// The data-file format (docs/data-format.md), also used by the store:
/// categories, marks (days per category) and, in a store, `selected`.
/// Days are written one by one (`"2026-11-21"`) or as runs
/// (`"2026-11-21/2026-11-30"`, an ISO 8601 interval of whole days).
public struct MarkDocument: Equatable, Sendable {
    public struct Marks: Equatable, Sendable {
        public var category: String
        public var ranges: [ClosedRange<CivilDate>]

        public init(category: String, ranges: [ClosedRange<CivilDate>]) {
            self.category = category
            self.ranges = ranges
        }

        public init(category: String, dates: [CivilDate]) {
            self.init(category: category, ranges: dates.map { $0...$0 })
        }
    }

    /// Larger files are refused before they are read.
    public static let maximumFileBytes = 16 * 1024 * 1024

    public var categories: [Category]
    public var marks: [Marks]
    public var selected: [ClosedRange<CivilDate>]

    public init(categories: [Category] = [], marks: [Marks] = [], selected: [ClosedRange<CivilDate>] = []) {
        self.categories = categories
        self.marks = marks
        self.selected = selected
    }
}

/// Why a data or store file was refused, and where (nil position: the
/// whole file).
public struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public let position: SourcePosition?

    public init(_ message: String, at position: SourcePosition?) {
        self.message = message
        self.position = position
    }

    public var description: String {
        position.map { "\($0): \(message)" } ?? message
    }

    /// `FILE:LINE:COLUMN: message`, as compilers print it.
    public func located(in file: String) -> String {
        position.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}

extension MarkDocument {
    /// Parses and validates a whole document.
    public static func parse(_ bytes: [UInt8]) throws(DataFileError) -> MarkDocument {
        guard bytes.count <= maximumFileBytes else {
            throw DataFileError("the file is \(bytes.count) bytes; the limit is \(maximumFileBytes) bytes (16 MiB)", at: nil)
        }
        let root: JSONNode
        do { root = try JSONReader.parse(bytes) } catch { throw DataFileError(error.message, at: error.position) }
        let members = try object(root, "the file")
        try allowOnly(["$schema", "categories", "marks", "selected"], in: members)

        var document = MarkDocument()
        var ids = Set<String>()
        for node in try optionalArray(members, "categories") {
            let fields = try object(node, "a category")
            try allowOnly(["id", "name", "color"], in: fields)
            let id = try string(fields, "id", in: node)
            guard !id.isEmpty else { throw DataFileError("a category id may not be empty", at: member(fields, "id")?.value.position) }
            guard ids.insert(id).inserted else {
                throw DataFileError("category \"\(id)\" is defined twice", at: member(fields, "id")?.value.position)
            }
            let name = try string(fields, "name", in: node)
            let colorText = try string(fields, "color", in: node)
            guard let color = CategoryColor(parsing: colorText) else {
                throw DataFileError("\"\(colorText)\" is not a colour: use one of \(CategoryColor.names.joined(separator: ", ")) or #rrggbb",
                                    at: member(fields, "color")?.value.position)
            }
            document.categories.append(Category(id: id, name: name, color: color))
        }
        for node in try optionalArray(members, "marks") {
            let fields = try object(node, "a mark")
            try allowOnly(["category", "dates"], in: fields)
            let category = try string(fields, "category", in: node)
            guard ids.contains(category) else {
                let known = ids.isEmpty ? "no categories are defined" : "defined: " + ids.sorted().joined(separator: ", ")
                throw DataFileError("mark names unknown category \"\(category)\" (\(known))",
                                    at: member(fields, "category")?.value.position)
            }
            guard let datesMember = member(fields, "dates") else { throw DataFileError("a mark needs \"dates\"", at: node.position) }
            document.marks.append(Marks(category: category, ranges: try dates(datesMember.value)))
        }
        if let selected = member(members, "selected") {
            document.selected = try dates(selected.value)
        }
        return document
    }

    // MARK: Field helpers

    private static func object(_ node: JSONNode, _ what: String) throws(DataFileError) -> [JSONNode.Member] {
        guard case .object(let members) = node.value else { throw DataFileError("\(what) must be a JSON object", at: node.position) }
        return members
    }

    private static func member(_ members: [JSONNode.Member], _ key: String) -> JSONNode.Member? {
        members.first { $0.key == key }
    }

    private static func allowOnly(_ keys: Set<String>, in members: [JSONNode.Member]) throws(DataFileError) {
        for member in members where !keys.contains(member.key) {
            throw DataFileError("unknown key \"\(member.key)\" (expected \(keys.sorted().joined(separator: ", ")))", at: member.keyPosition)
        }
    }

    private static func string(_ members: [JSONNode.Member], _ key: String, in parent: JSONNode) throws(DataFileError) -> String {
        guard let found = member(members, key) else { throw DataFileError("missing \"\(key)\"", at: parent.position) }
        guard case .string(let text) = found.value.value else { throw DataFileError("\"\(key)\" must be a string", at: found.value.position) }
        return text
    }

    private static func optionalArray(_ members: [JSONNode.Member], _ key: String) throws(DataFileError) -> [JSONNode] {
        guard let found = member(members, key) else { return [] }
        guard case .array(let elements) = found.value.value else { throw DataFileError("\"\(key)\" must be an array", at: found.value.position) }
        return elements
    }

    private static func dates(_ node: JSONNode) throws(DataFileError) -> [ClosedRange<CivilDate>] {
        guard case .array(let elements) = node.value else {
            throw DataFileError("dates must be an array of \"YYYY-MM-DD\" or \"YYYY-MM-DD/YYYY-MM-DD\" strings", at: node.position)
        }
        var result: [ClosedRange<CivilDate>] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard case .string(let text) = element.value else {
                throw DataFileError("a date must be a \"YYYY-MM-DD\" or \"YYYY-MM-DD/YYYY-MM-DD\" string", at: element.position)
            }
            // By bytes: a data file holds up to hundreds of thousands of these,
            // and splitting by Characters cost most of its load time.
            let first: CivilDate, last: CivilDate
            if let slash = text.utf8.firstIndex(of: UInt8(ascii: "/")) {
                first = try date(String(text[..<slash]), at: element.position)
                last = try date(String(text[text.utf8.index(after: slash)...]), at: element.position)
            } else {
                first = try date(text, at: element.position)
                last = first
            }
            guard first <= last else {
                throw DataFileError("'\(text)': the run ends before it starts; write it as START/END", at: element.position)
            }
            result.append(first...last)
        }
        return result
    }

    private static func date(_ text: String, at position: SourcePosition) throws(DataFileError) -> CivilDate {
        do { return try CivilDate.parse(text) } catch {
            throw DataFileError("\(error); dates are YYYY-MM-DD (or START/END runs) within 0001-01-01...9999-12-31", at: position)
        }
    }
}

extension MarkDocument {
    /// The document as JSON text in a stable layout: categories in order,
    /// marks grouped per category with dates ascending, `selected` ascending.
    public func encoded() -> String {
        // Commas by hand, not `joined(separator:)`: its first use makes the
        // Swift runtime look a conformance up through every record of the
        // program, and each start encodes the store it opens.
        var out = "{\n  \"categories\": ["
        for (index, category) in categories.enumerated() {
            if index > 0 { out += "," }
            out += "\n    {\"id\": \(quoted(category.id)), \"name\": \(quoted(category.name)), \"color\": \(quoted(category.color.description))}"
        }
        out += categories.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"marks\": ["
        for (index, group) in marks.enumerated() {
            if index > 0 { out += "," }
            out += "\n    {\"category\": \(quoted(group.category)), \"dates\": [\(dateList(group.ranges))]}"
        }
        out += marks.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"selected\": [\(dateList(selected))]\n}\n"
        return out
    }

    /// Runs merged and ascending: one day as `"YYYY-MM-DD"`, longer runs
    /// as `"START/END"`.
    private func dateList(_ ranges: [ClosedRange<CivilDate>]) -> String {
        var bytes: [UInt8] = []
        for (index, range) in DaySet(ranges: ranges).ranges.enumerated() {
            if index > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
            bytes.append(UInt8(ascii: "\""))
            range.lowerBound.appendISO8601(to: &bytes)
            if range.upperBound != range.lowerBound {
                bytes.append(UInt8(ascii: "/"))
                range.upperBound.appendISO8601(to: &bytes)
            }
            bytes.append(UInt8(ascii: "\""))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func quoted(_ text: String) -> String { quotedString(text) }
}
