import InterfaceWords
/// A day's entries as lines (month cells, week columns): the category's
/// symbol in its colour, then the time and title, cut with "…" by display
/// width; the last line says "+N more" when not all fit.
enum EntryList {
    /// How times are shown: not at all, before the title, or on a line of
    /// their own above it (narrow week columns).
    enum Times { case hidden, inline, stacked }

    /// Times go before titles only in lists this wide: symbol, `09:00 `
    /// and six columns of title.
    static let minimumWidthForTimes = 2 + 6 + 6

    /// Long titles take up to `titleLines` lines when every entry then
    /// still fits, one line otherwise.
    static func render(_ entries: DayEntries, into buffer: inout CellBuffer, x: Int, y: Int, columns: Int, rows: Int,
                       times: Times, titleLines: Int = 1, state: AppState) {
        guard rows > 0, columns > 0 else { return }
        // Titles over several lines only when every entry then fits: with
        // some counted and not listed, one line each, without breaking
        // any (a day of hundreds of events, at every step).
        let oneLineEach = { entries.entries.map { lines(of: $0, times: times, columns: columns, titleLines: 1) } }
        var groups = titleLines > 1 && entries.hidden == 0
            ? entries.entries.map { lines(of: $0, times: times, columns: columns, titleLines: titleLines) } : oneLineEach()
        if titleLines > 1, entries.hidden == 0, groups.reduce(0, { $0 + $1.count }) > rows { groups = oneLineEach() }
        let shown = fitting(groups.map { $0.count }, of: entries.total, in: rows)
        // Not one entry fits with a row for "+N more" (one row of list, as
        // in a six-week month at 80×24): the first entry and the count share it.
        if shown == 0, let first = entries.entries.first,
           putSharingRow(first, more: entries.total - 1, times: times, into: &buffer, x: x, y: y, columns: columns, state: state) {
            return
        }
        var row = y
        for (entry, lines) in zip(entries.entries, groups).prefix(shown) {
            for line in lines {
                let symbol = line.hasSymbol ? state.categoryStyle(entry.category) : .plain
                put(line.text, symbolStyle: symbol, into: &buffer, x: x, y: row, columns: columns)
                row += 1
            }
        }
        if shown < entries.total {
            buffer.put(moreText(entries.total - shown, columns: columns, words: state.words.panels), x: x, y: row, style: Palette.note, maxColumns: columns)
        }
    }

    /// How many of the first entries, `lines` lines each, fit whole in
    /// `rows`, leaving a row for "+N more" when not all `total` do.
    static func fitting(_ lines: [Int], of total: Int, in rows: Int) -> Int {
        var shown = 0, used = 0
        while shown < lines.count {
            let needed = lines[shown] + (shown + 1 < total ? 1 : 0)
            guard used + needed <= rows else { break }
            used += lines[shown]
            shown += 1
        }
        return shown
    }

    struct Line {
        var text: String
        /// Starts with the category symbol.
        var hasSymbol = true
    }

    /// An entry's lines: the symbol, time and title, the title continued
    /// on up to `titleLines` lines (indented under it), the last one cut
    /// with "…" when the title is longer still.
    static func lines(of entry: DayEntry, times: Times, columns: Int, titleLines: Int) -> [Line] {
        if times == .stacked, let time = entry.timeText {
            // Indented by one column only: stacked lists are the narrow ones.
            return [Line(text: entry.symbol + " " + time)] + wrapped(entry.title, columns: columns - 1, lines: titleLines)
                .map { Line(text: " " + $0, hasSymbol: false) }
        }
        let title = wrapped(text(of: entry, showsTime: times == .inline, symbol: false), columns: columns - 2, lines: titleLines,
                            lead: times == .inline ? entry.timeText : nil)
        return title.enumerated().map { Line(text: ($0.offset == 0 ? entry.symbol + " " : "  ") + $0.element, hasSymbol: $0.offset == 0) }
    }

    /// `◆ 09:00 Standup`: the symbol (when asked), the time (when asked
    /// and the entry has one) and the title, as one line.
    static func text(of entry: DayEntry, showsTime: Bool, symbol: Bool = true) -> String {
        (symbol ? entry.symbol + " " : "") + (showsTime ? entry.timeText.map { $0 + " " } ?? "" : "") + entry.title
    }

    /// `text` in at most `lines` lines of `columns`, the last cut with "…"
    /// when there is more (one line is cut by `put`). Wrapping that would
    /// leave `lead` (the time) alone on the first line keeps one line
    /// instead: `13:00 Quart…` says more than `13:00` over `Quarterly…`.
    private static func wrapped(_ text: String, columns: Int, lines: Int, lead: String? = nil) -> [String] {
        guard lines > 1, columns > 0 else { return [text] }
        let wrapped = TextWrap.lines(text, width: columns, breaksWords: false, maxLines: lines)
        if wrapped.count > 1, let lead, wrapped.first?.trimmingCharacters(in: .whitespaces) == lead { return [text] }
        return wrapped
    }

    /// One entry in `columns`, cut with "…": its symbol in the category's
    /// colour, the rest plain.
    static func put(_ entry: DayEntry, into buffer: inout CellBuffer, x: Int, y: Int, columns: Int, showsTime: Bool,
                    state: AppState) {
        put(text(of: entry, showsTime: showsTime), symbolStyle: state.categoryStyle(entry.category), into: &buffer, x: x, y: y,
            columns: columns)
    }

    /// The first character (the symbol, or a blank) in `symbolStyle`, the
    /// rest cut to fit, so that even one column shows whose entry it is.
    /// Returns the columns drawn.
    @discardableResult
    private static func put(_ text: String, symbolStyle: CellStyle, into buffer: inout CellBuffer, x: Int, y: Int, columns: Int) -> Int {
        let symbolWidth = buffer.put(String(text.prefix(1)), x: x, y: y, style: symbolStyle, maxColumns: columns)
        let rest = DisplayWidth.fitted(text.dropFirst(), toColumns: columns - symbolWidth)
        return symbolWidth + buffer.put(rest, x: x + symbolWidth, y: y, maxColumns: columns - symbolWidth)
    }

    /// The fewest columns of title worth showing beside the count: the
    /// symbol, a space and two columns (one CJK syllable).
    static let minimumSharedTitleColumns = 4

    /// `● Standup +7`: `entry` cut by display width so that ` +N` always
    /// fits after it. False (nothing drawn) when the row is too narrow
    /// for a readable piece of the title; then "+N more" says it alone.
    static func putSharingRow(_ entry: DayEntry, more: Int, times: Times, into buffer: inout CellBuffer, x: Int, y: Int,
                              columns: Int, state: AppState) -> Bool {
        let count = more > 0 ? " +\(more)" : ""
        let room = columns - DisplayWidth.of(count)
        guard room >= minimumSharedTitleColumns else { return false }
        let used = put(text(of: entry, showsTime: times == .inline), symbolStyle: state.categoryStyle(entry.category), into: &buffer,
                       x: x, y: y, columns: room)
        buffer.put(count, x: x + used, y: y, style: Palette.note)
        return true
    }

    /// `+3 more`, `+3` where that does not fit, `+` where neither does
    /// (never a number cut short: `+1` of `+12` would be wrong).
    static func moreText(_ count: Int, columns: Int, words: PanelWords) -> String {
        for text in [words.cellMore(count), "+\(count)"] where DisplayWidth.of(text) <= columns { return text }
        return "+"
    }
}
