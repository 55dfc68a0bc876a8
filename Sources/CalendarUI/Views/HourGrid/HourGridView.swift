import CalendarCore
import InterfaceWords

/// The week as time: hours down the side, each day a column, each timed
/// event a box from its start to its end (side by side where they
/// overlap), all-day and multi-day events as bars across the top, and the
/// cursor's time slot in the cursor's day.
enum HourGridView {
    static func render(_ page: WeekPage, state: AppState, layout: ScreenLayout, showsCursor: Bool,
                       into buffer: inout CellBuffer, x offset: Int) {
        buffer.putCentered(PageTitle.week(page, locale: state.locale), x: offset, y: 0,
                           columns: layout.pageWidth, style: Palette.title)
        let days = layout.gridDays(of: page, cursor: state.cursor)
        let tasks = state.gridTasks(due: days)
        let bars = WeekBars(week: days, events: state.events, tasks: tasks + state.gridBirthdays(on: days))
        let geometry = HourGridGeometry(layout: layout, barLanes: bars.lanes, topMinute: state.hourGrid.top)
        let painter = DayCellPainter(state: state, showsCursor: showsCursor)
        // `dal invite`: the invitation's time over its days, and the events it overlaps marked.
        let card: InvitationCard? = if case .invitation(let card) = state.overlay, card.event == nil { card } else { nil }
        let conflicting = card.map { Set(state.conflicts(with: $0).map(EventKey.init)) } ?? []
        renderHours(geometry, state: state, showsCursor: showsCursor, into: &buffer, x: offset)
        for (index, date) in days.enumerated() where date.isSupported {
            renderHeader(date, painter: painter, x: offset + geometry.dayX(index), y: geometry.headerY,
                         width: geometry.dayWidth, alone: geometry.columns == 1, into: &buffer)
            if state.showsFreeTime { renderFree(date, state: state, geometry: geometry, x: offset + geometry.dayX(index), into: &buffer) }
            renderDay(date, state: state, tasks: tasks.filter { !WeekBars.isBar($0) && $0.start.date == date }, geometry: geometry,
                      invitation: card.map(\.occurrence), conflicting: conflicting, x: offset + geometry.dayX(index), into: &buffer)
            if showsCursor, date == state.cursor {
                renderSlot(geometry, slot: state.hourGrid.slot, range: state.pendingSlots, theme: state.theme, x: offset + geometry.dayX(index),
                           into: &buffer)
            }
            if let now = state.now, now.date == date {
                renderNow(now, geometry: geometry, state: state, dayX: offset + geometry.dayX(index), hoursX: offset, into: &buffer)
            }
        }
        renderBars(bars, state: state, geometry: geometry, into: &buffer, x: offset)
    }

    /// `09:00` at each hour's row, and a faint rule across the days there.
    private static func renderHours(_ geometry: HourGridGeometry, state: AppState, showsCursor: Bool,
                                    into buffer: inout CellBuffer, x: Int) {
        let slotHour = state.hourGrid.slot / 60
        for hour in (geometry.topMinute + 59) / 60..<(geometry.bottomMinute + 59) / 60 {
            let y = geometry.row(ofMinute: hour * 60)
            guard y >= geometry.gridY, y < geometry.gridY + geometry.gridRows else { continue }
            buffer.put(clock(hour * 60), x: x, y: y, style: showsCursor && hour == slotHour ? CellStyle(bold: true) : Palette.note)
            // Other zones' clocks at this hour, on the cursor's day.
            for (index, zone) in state.settings.alsoShowZones.enumerated() {
                guard let there = OtherZones.minute(hour * 60, on: state.cursor, viewer: state.settings.viewerZone, other: zone) else { continue }
                buffer.put(clock(there), x: x + (index + 1) * HourGridGeometry.hourColumnWidth, y: y, style: Palette.note)
            }
            buffer.put(String(repeating: "┈", count: geometry.columns * geometry.dayWidth), x: x + geometry.daysX, y: y, style: Palette.note)
        }
        // Which zone each hour column is, when there is more than one.
        guard !state.settings.alsoShowZones.isEmpty else { return }
        for (index, zone) in ([state.settings.viewerZone ?? "UTC"] + state.settings.alsoShowZones).enumerated() {
            buffer.put(OtherZones.label(zone, columns: HourGridGeometry.hourColumnWidth - 1, on: state.cursor),
                       x: x + index * HourGridGeometry.hourColumnWidth, y: geometry.headerY, style: Palette.note)
        }
    }

    /// `09:00` for a minute of the day.
    private static func clock(_ minute: Int) -> String {
        let hour = minute / 60, rest = minute % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (rest < 10 ? "0" : "") + "\(rest)"
    }

    /// Weekday and date, the cursor's brackets, the selection's highlight
    /// and the symbols of the day's categories.
    private static func renderHeader(_ date: CivilDate, painter: DayCellPainter, x: Int, y: Int, width: Int, alone: Bool,
                                     into buffer: inout CellBuffer) {
        let state = painter.state
        let area = painter.fill(&buffer, date: date, x: x, y: y, width: width, rows: 1)
        let inner = DayCellPainter.inner(x: x, width: width)
        let weekday = state.locale.shortWeekdayNames[date.weekday.rawValue]
        // A day alone on the grid says its month too.
        let forms = (alone ? [weekday + " " + state.locale.monthDay(date)] : [])
            + [weekday + " " + state.locale.dayOfMonth(date), weekday + " " + String(date.day), String(date.day)]
        let categories = DayEntries(on: date, state: state, limit: 0).categories
        // With 음력, the longest form that leaves room for the symbols and
        // the lunar date beside it; else the longest that fits.
        let lunarRoom = state.settings.showsLunar ? min(categories.count, 1) + 1 + DisplayWidth.of(KoreanLunarDate(date).label) : 0
        let label = forms.first { DisplayWidth.of($0) + 2 + lunarRoom <= inner.count }
            ?? forms.first { DisplayWidth.of($0) + 2 <= inner.count } ?? String(date.day)
        let end = painter.label(&buffer, label, date: date, inMonth: true, x: inner.lowerBound, y: y, limit: inner.upperBound)
        painter.symbols(&buffer, categories, x: end, y: y, limit: inner.upperBound)
        if state.settings.showsLunar {
            painter.lunarLabel(&buffer, date: date, y: y, from: end + categories.count + 1, limit: inner.upperBound, everyDay: true)
        }
        painter.finish(&buffer, area)
    }

    /// The day's timed events (and tasks due at a time) as boxes, and how
    /// many lie above or below the hours in view.
    ///
    /// `dal invite`'s invitation takes a column of its own beside the
    /// events it overlaps, shaded, and those events are marked `!`.
    private static func renderDay(_ date: CivilDate, state: AppState, tasks: [EventOccurrence], geometry: HourGridGeometry,
                                  invitation: EventOccurrence? = nil, conflicting: Set<EventKey> = [], x: Int,
                                  into buffer: inout CellBuffer) {
        let invited = invitation.flatMap { !$0.isAllDay && $0.days.contains(date) ? $0 : nil }
        let occurrences = (state.events?.occurrences(on: date) ?? []).filter {
            !WeekBars.isBar($0) && state.calendarCategories.indices.contains($0.calendar)
        } + tasks + (invited.map { [$0] } ?? [])
        let spans = occurrences.map { minutes(of: $0, on: date) }
        let placed = OverlapColumns.place(spans)
        // The last column stays blank: it parts this day from the next.
        let width = geometry.dayWidth - 1
        var above = 0, below = 0
        for index in occurrences.indices {
            let span = spans[index], place = placed[index]
            let top = max(geometry.gridY, geometry.row(ofMinute: span.start))
            let bottom = min(geometry.gridY + geometry.gridRows, max(geometry.endRow(ofMinute: span.end), geometry.row(ofMinute: span.start) + 1))
            if span.end <= geometry.topMinute { above += 1; continue }
            if span.start >= geometry.bottomMinute || bottom <= top { below += 1; continue }
            let left = x + width * place.column / place.columns
            let right = x + width * (place.column + 1) / place.columns
            // Boxes side by side keep a blank column between them.
            let boxWidth = right - left - (place.column < place.columns - 1 && right - left >= 3 ? 1 : 0)
            if invited != nil, index == occurrences.count - 1 {
                renderInvitation(occurrences[index], state: state, x: left, y: top, width: boxWidth, rows: bottom - top, into: &buffer)
                continue
            }
            renderBox(occurrences[index], on: date, state: state, x: left, y: top, width: boxWidth, rows: bottom - top, into: &buffer)
            if !conflicting.isEmpty, conflicting.contains(EventKey(occurrences[index])) {
                buffer.put("!", x: left + boxWidth - 1, y: top, style: CellStyle(foreground: state.theme.sunday, bold: true, reverse: true))
            }
        }
        if above > 0 {
            let text = "↑\(above)"
            buffer.put(text, x: x + width - DisplayWidth.of(text), y: geometry.gridY, style: Palette.note)
        }
        if below > 0 {
            let text = "↓\(below)"
            buffer.put(text, x: x + width - DisplayWidth.of(text), y: geometry.gridY + geometry.gridRows - 1, style: Palette.note)
        }
    }

    /// `dal invite`'s invitation: its box shaded `▒` in the range colour,
    /// its time and title on its first rows.
    private static func renderInvitation(_ occurrence: EventOccurrence, state: AppState, x: Int, y: Int, width: Int, rows: Int,
                                         into buffer: inout CellBuffer) {
        guard width > 0, rows > 0 else { return }
        let shade = CellStyle(foreground: state.theme.range, bold: true)
        for row in 0..<rows { buffer.put(String(repeating: "▒", count: width), x: x, y: y + row, style: shade) }
        let label = CellStyle(foreground: state.theme.range, bold: true, reverse: true)
        let lines = TextWrap.lines(occurrence.start.timeText + " " + occurrence.title, width: width, maxLines: rows)
        for (row, line) in lines.enumerated() { buffer.put(line, x: x, y: y + row, style: label) }
    }

    /// The day's free time (`F`, `dal pick --free`): the rows wholly
    /// inside each stretch shaded, its length on its first row.
    private static func renderFree(_ date: CivilDate, state: AppState, geometry: HourGridGeometry, x: Int,
                                   into buffer: inout CellBuffer) {
        let style = CellStyle(foreground: state.theme.today, dim: true)
        for slot in state.freeSpans(on: date) ?? [] {
            let top = max(geometry.gridY, geometry.endRow(ofMinute: slot.start))
            let bottom = min(geometry.gridY + geometry.gridRows, geometry.row(ofMinute: slot.end))
            guard top < bottom else { continue }
            for y in top..<bottom {
                buffer.put(String(repeating: "░", count: geometry.dayWidth - 1), x: x, y: y, style: style)
            }
            let label = DisplayWidth.fitted(state.words.panels.freeSlot(MinutesText.text(slot.end - slot.start)), toColumns: geometry.dayWidth - 1)
            buffer.put(label, x: x, y: top, style: CellStyle(foreground: state.theme.today, bold: true))
        }
    }

    /// One event: its calendar's colour as the box, the time and the title
    /// wrapped inside, as many lines as the box has rows.
    private static func renderBox(_ occurrence: EventOccurrence, on date: CivilDate, state: AppState, x: Int, y: Int,
                                  width: Int, rows: Int, into buffer: inout CellBuffer) {
        guard width > 0, rows > 0 else { return }
        var style = state.categoryStyle(state.calendarCategories[occurrence.calendar])
        style.reverse = true
        buffer.fill(x: x, y: y, columns: width, rows: rows, style: style)
        let time: String = switch occurrence.part(on: date) {
        case .within(let start, _), .starts(let start): start + " "
        case .ends(let end): "→" + end + " "
        case .throughout, .allDay: ""
        }
        let title = DayEntries.title(of: occurrence, columns: width * rows, me: state.settings.me)
        // In a narrow box the title comes first; its place tells the time roughly.
        let text = width >= Self.timeFirstMinimumWidth ? time + title : title + " " + time
        let lines = TextWrap.lines(text, width: width, breaksWords: false, maxLines: rows)
        for (row, line) in lines.enumerated() {
            buffer.put(DisplayWidth.fitted(line, toColumns: width), x: x, y: y + row, style: style, maxColumns: width)
        }
    }

    /// Boxes narrower than this put the title before the time.
    static let timeFirstMinimumWidth = 11

    /// The cursor's slot: its rows in the cursor's day, reversed; a time
    /// range started with `v` in the pending range's colour.
    private static func renderSlot(_ geometry: HourGridGeometry, slot: Int, range: Range<Int>?, theme: Theme, x: Int,
                                   into buffer: inout CellBuffer) {
        func rows(_ minutes: Range<Int>) -> Range<Int> {
            let top = max(geometry.gridY, geometry.row(ofMinute: minutes.lowerBound))
            return top..<max(top, min(geometry.gridY + geometry.gridRows, geometry.endRow(ofMinute: minutes.upperBound)))
        }
        if let range {
            let highlight = Highlight(kind: .pending, color: theme.range)
            for y in rows(range) {
                buffer.restyle(x: x, y: y, columns: geometry.dayWidth - 1) { highlight.restyle(&$0) }
            }
        }
        for y in rows(slot..<(slot + HourGridGeometry.slotMinutes)) {
            buffer.restyle(x: x, y: y, columns: geometry.dayWidth - 1) { $0.reverse.toggle() }
        }
    }

    /// Now, on today: a line across the day at the current time (over the
    /// boxes, their text underlined), and the time itself in the hours.
    private static func renderNow(_ now: LocalDateTime, geometry: HourGridGeometry, state: AppState, dayX: Int, hoursX: Int,
                                  into buffer: inout CellBuffer) {
        let minute = now.secondsOfDay / 60
        guard minute >= geometry.topMinute, minute < geometry.bottomMinute else { return }
        let y = geometry.row(ofMinute: minute)
        guard y >= geometry.gridY, y < geometry.gridY + geometry.gridRows else { return }
        // Bold, in today's colour when the theme gives it one (not the
        // weekday's: a Saturday's blue would say "weekend", not "now").
        let style = CellStyle(foreground: state.theme.today, bold: true)
        for x in dayX..<(dayX + geometry.dayWidth - 1) where buffer.contains(x: x, y: y) {
            if buffer.character(x: x, y: y) == " " || buffer.character(x: x, y: y) == "┈" {
                buffer.put("━", x: x, y: y, style: style)
            } else {
                buffer.restyle(x: x, y: y, columns: 1) { $0.underline = true }
            }
        }
        buffer.put(clock(minute), x: hoursX, y: y, style: style)
    }

    /// All-day and multi-day events as one bar each across their days,
    /// the title in it once; `◀` / `▶` where the bar goes on beyond the
    /// week. Lanes past the last row are counted there as `+N` per day.
    private static func renderBars(_ bars: WeekBars, state: AppState, geometry: HourGridGeometry,
                                   into buffer: inout CellBuffer, x: Int) {
        guard geometry.barRows > 0 else { return }
        let lastLane = geometry.barRows - 1
        let overflowing = bars.lanes > geometry.barRows
        var hiddenPerDay = [Int](repeating: 0, count: geometry.columns)
        for bar in bars.bars {
            if overflowing, bar.lane >= lastLane {
                for day in bar.days { hiddenPerDay[day] += 1 }
                continue
            }
            let isBirthday = bar.occurrence.calendar == DayEntry.birthdayCategory
            guard isBirthday || state.calendarCategories.indices.contains(bar.occurrence.calendar) else { continue }
            var style = state.categoryStyle(isBirthday ? DayEntry.birthdayCategory : state.calendarCategories[bar.occurrence.calendar])
            style.reverse = true
            let left = x + geometry.dayX(bar.days.lowerBound)
            let width = (bar.days.count) * geometry.dayWidth - 1
            let y = geometry.barsY + bar.lane
            buffer.fill(x: left, y: y, columns: width, rows: 1, style: style)
            let before = bar.continuesBefore ? "◀ " : ""
            let after = bar.continuesAfter ? " ▶" : ""
            let room = width - DisplayWidth.of(before) - DisplayWidth.of(after)
            let title = DisplayWidth.fitted(DayEntries.title(of: bar.occurrence, columns: max(0, room), me: state.settings.me), toColumns: max(0, room))
            buffer.put(before + title, x: left, y: y, style: style, maxColumns: width)
            if !after.isEmpty { buffer.put(after, x: left + width - DisplayWidth.of(after), y: y, style: style) }
        }
        if overflowing {
            for day in 0..<geometry.columns where hiddenPerDay[day] > 0 {
                buffer.put(EntryList.moreText(hiddenPerDay[day], columns: geometry.dayWidth - 1, words: state.words.panels), x: x + geometry.dayX(day),
                           y: geometry.barsY + lastLane, style: Palette.note, maxColumns: geometry.dayWidth - 1)
            }
        }
    }

    /// Minutes of the day an occurrence covers on `date`: from its start
    /// (or midnight, when it began before) to its end (or 24:00).
    static func minutes(of occurrence: EventOccurrence, on date: CivilDate) -> (start: Int, end: Int) {
        let start = occurrence.start.date < date ? 0 : occurrence.start.secondsOfDay / 60
        let end = occurrence.end.date > date ? 24 * 60 : (occurrence.end.secondsOfDay + 59) / 60
        return (start, max(end, start))
    }
}
