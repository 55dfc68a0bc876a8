/// The marked days on screen: categories in key order (keys 1–9 tag with
/// the first nine), marks from data files and calendars (read-only), and
/// tags made on screen (saved in the store).
///
/// Marks and tags are kept as runs of days, so a mark or tag over
/// thousands of years costs one entry.
public struct MarkSet: Equatable, Sendable {
    public private(set) var categories: [Category] = []
    /// Days marked by data files and .ics files, per category index.
    private var fileMarks: [DaySet] = []
    /// The one category tagged on screen per day.
    public private(set) var tags = DayRangeMap<Int>()
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
        fileMarks.append(DaySet())
        return categories.count - 1
    }

    /// Gives the category at `index` another name and colour (a calendar
    /// renamed or recoloured since it was first drawn); its marks stay.
    public mutating func restyleCategory(at index: Int, name: String, color: CategoryColor) {
        guard categories.indices.contains(index) else { return }
        categories[index] = Category(id: categories[index].id, name: name, color: color)
    }

    /// Adds a data file's categories and marks (read-only on screen).
    public mutating func addFile(_ document: MarkDocument) {
        let indices = Dictionary(uniqueKeysWithValues: document.categories.map { ($0.id, addCategory($0)) })
        for group in document.marks {
            guard let index = indices[group.category] else { continue }
            addFileMarks(group.ranges, category: index)
        }
    }

    /// Adds the store's categories and its marks as editable tags.
    public mutating func addStore(_ document: MarkDocument) {
        storeCategoryIDs.formUnion(document.categories.map(\.id))
        let indices = Dictionary(uniqueKeysWithValues: document.categories.map { ($0.id, addCategory($0)) })
        for group in document.marks {
            guard let index = indices[group.category] else { continue }
            for range in group.ranges { tag(range, category: index) }
        }
    }

    /// Replaces the tags with the store's (after a save merged in changes
    /// made elsewhere).
    public mutating func replaceStore(_ document: MarkDocument) {
        tags = DayRangeMap()
        addStore(document)
    }

    /// Marks runs of days with a category (read-only on screen).
    public mutating func addFileMarks(_ ranges: [ClosedRange<CivilDate>], category: Int) {
        guard fileMarks.indices.contains(category), !ranges.isEmpty else { return }
        fileMarks[category] = DaySet(ranges: fileMarks[category].ranges + ranges)
    }

    /// Category indices on a day: the screen tag first, then file marks.
    public func categories(on date: CivilDate) -> [Int] {
        let tag = tags.value(at: date.dayNumber)
        var result = tag.map { [$0] } ?? []
        for index in fileMarks.indices where index != tag && fileMarks[index].contains(date) { result.append(index) }
        return result
    }

    /// The category whose colour the day is drawn in.
    public func primaryCategory(on date: CivilDate) -> Int? {
        if let tag = tags.value(at: date.dayNumber) { return tag }
        return fileMarks.firstIndex { $0.contains(date) }
    }

    /// Tags every day of `range` with a category (replacing earlier tags).
    public mutating func tag(_ range: ClosedRange<CivilDate>, category: Int) {
        tags.assign(range.lowerBound.dayNumber...range.upperBound.dayNumber, category)
    }

    public mutating func tag(_ date: CivilDate, category: Int) { tag(date...date, category: category) }

    public mutating func untag(_ range: ClosedRange<CivilDate>) {
        tags.assign(range.lowerBound.dayNumber...range.upperBound.dayNumber, nil)
    }

    public mutating func untag(_ date: CivilDate) { untag(date...date) }

    /// What the store keeps: the categories it had or that tags use, the
    /// tags as marks, and the selection, all as runs of days.
    public func storeDocument(selection: Selection) -> MarkDocument {
        var byCategory: [Int: [ClosedRange<CivilDate>]] = [:]
        for entry in tags.entries {
            byCategory[entry.value, default: []].append(CivilDate(dayNumber: entry.days.lowerBound)...CivilDate(dayNumber: entry.days.upperBound))
        }
        let kept = categories.indices.filter { byCategory[$0] != nil || storeCategoryIDs.contains(categories[$0].id) }
        return MarkDocument(
            categories: kept.map { categories[$0] },
            marks: kept.compactMap { index in
                byCategory[index].map { MarkDocument.Marks(category: categories[index].id, ranges: $0) }
            },
            selected: selection.ranges
        )
    }
}
