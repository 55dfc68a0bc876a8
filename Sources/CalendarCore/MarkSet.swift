/// The marked days on screen: categories in key order (keys 1–9 tag with
/// the first nine), marks from data files and calendars (read-only), and
/// tags made on screen (saved in the store).
public struct MarkSet: Equatable, Sendable {
    public private(set) var categories: [Category] = []
    /// Category indices per day number, from data files and .ics files, as
    /// a bit per category (0...63): one word per marked day instead of an
    /// array, which keeps 100,000 marks within a few megabytes.
    private var fileMarks: [Int: UInt64] = [:]
    /// The rare categories past the 64th, per day number.
    private var overflowMarks: [Int: [Int]] = [:]
    /// The one category tagged on screen per day number.
    public private(set) var tags: [Int: Int] = [:]
    /// Event summaries per day number (week view lists them).
    public private(set) var notes: [Int: [String]] = [:]
    /// Categories that came from the store, kept in it even when unused.
    private var storeCategoryIDs: Set<String> = []

    public init() {}

    public var isEmpty: Bool { categories.isEmpty }

    /// Adds a category, or returns the index of one with the same id (the
    /// first definition wins).
    @discardableResult
    public mutating func addCategory(_ category: Category) -> Int {
        if let index = categories.firstIndex(where: { $0.id == category.id }) { return index }
        categories.append(category)
        return categories.count - 1
    }

    /// Adds a data file's categories and marks (read-only on screen).
    public mutating func addFile(_ document: MarkDocument) {
        let indices = Dictionary(uniqueKeysWithValues: document.categories.map { ($0.id, addCategory($0)) })
        fileMarks.reserveCapacity(fileMarks.count + document.marks.reduce(0) { $0 + $1.dates.count })
        for group in document.marks {
            guard let index = indices[group.category] else { continue }
            for date in group.dates { addFileMark(date, category: index) }
        }
    }

    /// Adds the store's categories and its marks as editable tags.
    public mutating func addStore(_ document: MarkDocument) {
        storeCategoryIDs.formUnion(document.categories.map(\.id))
        let indices = Dictionary(uniqueKeysWithValues: document.categories.map { ($0.id, addCategory($0)) })
        for group in document.marks {
            guard let index = indices[group.category] else { continue }
            for date in group.dates { tags[date.dayNumber] = index }
        }
    }

    public mutating func addFileMark(_ date: CivilDate, category: Int) {
        if category < 64 {
            fileMarks[date.dayNumber, default: 0] |= 1 << UInt64(category)
        } else if !overflowMarks[date.dayNumber, default: []].contains(category) {
            overflowMarks[date.dayNumber, default: []].append(category)
        }
    }

    /// File-mark categories of a day, in category order.
    private func fileCategories(on dayNumber: Int) -> [Int] {
        var result: [Int] = []
        var bits = fileMarks[dayNumber] ?? 0
        while bits != 0 {
            result.append(bits.trailingZeroBitCount)
            bits &= bits - 1
        }
        return result + (overflowMarks[dayNumber] ?? [])
    }

    public mutating func addNote(_ text: String, on date: CivilDate) {
        notes[date.dayNumber, default: []].append(text)
    }

    /// Category indices on a day: the screen tag first, then file marks.
    public func categories(on date: CivilDate) -> [Int] {
        let tag = tags[date.dayNumber]
        let marks = fileCategories(on: date.dayNumber)
        guard let tag else { return marks }
        return [tag] + marks.filter { $0 != tag }
    }

    /// The category whose colour the day is drawn in.
    public func primaryCategory(on date: CivilDate) -> Int? {
        if let tag = tags[date.dayNumber] { return tag }
        if let bits = fileMarks[date.dayNumber], bits != 0 { return bits.trailingZeroBitCount }
        return overflowMarks[date.dayNumber]?.min()
    }

    public func notes(on date: CivilDate) -> [String] { notes[date.dayNumber] ?? [] }

    public mutating func tag(_ date: CivilDate, category: Int) { tags[date.dayNumber] = category }
    public mutating func untag(_ date: CivilDate) { tags[date.dayNumber] = nil }

    /// What the store keeps: the categories it had or that tags use, the
    /// tags as marks, and the selection.
    public func storeDocument(selection: Selection) -> MarkDocument {
        let used = Set(tags.values)
        let kept = categories.indices.filter { used.contains($0) || storeCategoryIDs.contains(categories[$0].id) }
        var byCategory: [Int: [CivilDate]] = [:]
        for (day, category) in tags { byCategory[category, default: []].append(CivilDate(dayNumber: day)) }
        return MarkDocument(
            categories: kept.map { categories[$0] },
            marks: kept.compactMap { index in
                byCategory[index].map { MarkDocument.Marks(category: categories[index].id, dates: $0.sorted()) }
            },
            selected: selection.sortedDates
        )
    }
}
