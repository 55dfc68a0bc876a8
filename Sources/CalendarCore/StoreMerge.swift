extension MarkDocument {
    /// Three-way merge of two versions of a store that both started from
    /// `base`: days this run selected, deselected, tagged or untagged
    /// (`mine` against `base`) are applied to what is on disk now
    /// (`theirs`), which keeps everything else another dal or a hand edit
    /// changed meanwhile. Where both changed the same day, this run wins.
    public static func merged(base: MarkDocument, mine: MarkDocument, theirs: MarkDocument) -> MarkDocument {
        let selected = DaySet.merged(base: DaySet(ranges: base.selected), mine: DaySet(ranges: mine.selected),
                                     theirs: DaySet(ranges: theirs.selected))
        let tags = DayRangeMap.merged(base: base.tagMap, mine: mine.tagMap, theirs: theirs.tagMap)

        // Theirs in their order, then categories only this run knows; a
        // category stays while the other side keeps it or a tag uses it.
        let used = Set(tags.entries.map(\.value))
        var categories: [Category] = []
        for category in theirs.categories + mine.categories + base.categories
        where !categories.contains(where: { $0.id == category.id }) {
            let keptByThem = theirs.categories.contains { $0.id == category.id }
            let addedByMe = mine.categories.contains { $0.id == category.id } && !base.categories.contains { $0.id == category.id }
            if keptByThem || addedByMe || used.contains(category.id) { categories.append(category) }
        }
        var ranges: [String: [ClosedRange<CivilDate>]] = [:]
        for entry in tags.entries {
            ranges[entry.value, default: []].append(CivilDate(dayNumber: entry.days.lowerBound)...CivilDate(dayNumber: entry.days.upperBound))
        }
        let marks = categories.compactMap { category in ranges[category.id].map { Marks(category: category.id, ranges: $0) } }
        return MarkDocument(categories: categories, marks: marks, selected: selected.ranges)
    }

    /// The category id tagged on each day (a store tags a day once; in a
    /// data file with overlaps, the later group wins).
    var tagMap: DayRangeMap<String> {
        var map = DayRangeMap<String>()
        for group in marks {
            for range in group.ranges { map.assign(range.lowerBound.dayNumber...range.upperBound.dayNumber, group.category) }
        }
        return map
    }
}
