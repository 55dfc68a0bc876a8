import CalendarCore

extension AppState {
    /// The page and the cursor: paging (a slide on the strip), moving the
    /// cursor and the hour grid's slot, the views.
    mutating func navigate(_ action: Action) {
        if mode == .agenda, moveInAgenda(action) { return }
        switch action {
        case .previousPage: turnPage(by: -1)
        case .nextPage: turnPage(by: 1)
        case .previousDay: moveCursor(to: cursor.adding(days: -1))
        case .nextDay: moveCursor(to: cursor.adding(days: 1))
        // In the hour grid, up and down move through the hours instead.
        case .previousWeek: if showsHourGrid { moveSlot(by: -1) } else { moveCursor(to: cursor.adding(days: -7)) }
        case .nextWeek: if showsHourGrid { moveSlot(by: 1) } else { moveCursor(to: cursor.adding(days: 7)) }
        // On the year page a year is a page: it slides like one.
        case .previousYear: if mode == .year { turnPage(by: -1) } else { jump(to: cursor.adding(months: -12)) }
        case .nextYear: if mode == .year { turnPage(by: 1) } else { jump(to: cursor.adding(months: 12)) }
        case .toggleMode:
            // From the year page too, `w` means "month or week, on today" (or
            // at the cursor, when the config says so).
            rangeAnchor = nil
            if toggleLandsOnToday { cursor = today }
            show(mode == .month ? .week : .month)
        case .toggleYear:
            // The cursor (and a pending range) stay: the year page is a way
            // to travel, and Enter or `y` comes back to the cursor's month.
            show(mode == .year ? .month : .year)
        case .toggleAgenda:
            // The cursor stays: the list opens on the cursor's day.
            rangeAnchor = nil
            agenda = AgendaListState(start: cursor)
            show(mode == .agenda ? .month : .agenda)
        case .toggleFreeTime:
            // Free time is shown on the week's hours: from the month or the
            // year page, `F` goes to the cursor's week with it on.
            if mode != .week {
                rangeAnchor = nil
                show(.week)
                showsFreeTime = true
            } else {
                showsFreeTime.toggle()
            }
        case .goToToday: jump(to: today)
        case .resize(let width, let height): size = ScreenSize(width: width, height: height)
        case .timerFired(.slideFrame), .tick: advanceSlide()
        default: break
        }
    }

    // MARK: Paging

    /// ← / →: a month or a year (cursor keeps its day, clamped: Feb 29
    /// becomes Feb 28) or a week (cursor keeps its weekday).
    private mutating func turnPage(by direction: Int) {
        let target = switch mode {
        case .month: cursor.adding(months: direction)
        case .week, .agenda: cursor.adding(days: 7 * direction)
        case .year: cursor.adding(months: 12 * direction)
        }
        do {
            try step(direction)
            // The first and last weeks reach past 0001-01-01 and 9999-12-31:
            // the cursor stops on the last day that exists.
            cursor = min(max(target, CivilDate.first), CivilDate.last)
            startSlide(direction)
        } catch {
            message = "\(error)"
        }
    }

    /// Moves the cursor, turning the page when it leaves the current one.
    private mutating func moveCursor(to target: CivilDate) {
        guard target.isSupported else { return refuse(target) }
        let direction = target > cursor ? 1 : -1
        if !currentPageHolds(target) {
            do { try step(direction) } catch { message = "\(error)"; return }
            startSlide(direction)
        }
        cursor = target
        // An open agenda shows the new day from its top.
        if case .panel(.agenda, _) = overlay { overlay = .panel(.agenda, scroll: 0) }
    }

    /// The words of an open search (nil: none open), to tell a change.
    var searchText: String? {
        if case .search(let prompt) = overlay { return prompt.text }
        return nil
    }

    /// Another view, on the cursor's page.
    private mutating func show(_ view: ViewMode) {
        mode = view
        pages = AppState.pages(mode: mode, around: cursor, firstWeekday: firstWeekday)
    }

    /// Far moves (today, go to, a year, a search hit) rebuild the strip
    /// around the target instead of stepping through every page in between.
    mutating func jump(to target: CivilDate) {
        guard target.isSupported else { return refuse(target) }
        cursor = target
        agenda = AgendaListState(start: target)
        pages = AppState.pages(mode: mode, around: target, firstWeekday: firstWeekday)
    }

    /// Explains on the status line why a move past year 1 or 9999 did nothing.
    mutating func refuse(_ target: CivilDate) {
        message = "\(target < CivilDate.first ? PageEdgeError.start : PageEdgeError.end)"
    }

    private mutating func step(_ direction: Int) throws(PageEdgeError) {
        switch pages {
        case .month(var buffer):
            if direction > 0 { try buffer.stepForward() } else { try buffer.stepBackward() }
            pages = .month(buffer)
        case .week(var buffer):
            if direction > 0 { try buffer.stepForward() } else { try buffer.stepBackward() }
            pages = .week(buffer)
        case .year(var buffer):
            if direction > 0 { try buffer.stepForward() } else { try buffer.stepBackward() }
            pages = .year(buffer)
        }
    }

    private mutating func startSlide(_ direction: Int) {
        if animatesPages { slide = Slide(direction: direction) }
    }

    private mutating func advanceSlide() {
        guard var current = slide else { return }
        current.frame += 1
        slide = current.frame <= Slide.frameCount ? current : nil
    }

    /// Whether the cursor is on the current page, as it always should be.
    public var currentPageHoldsCursor: Bool { currentPageHolds(cursor) }

    /// Whether `date` belongs to the current page: a day of its month (not
    /// a padding day), of its week, or of its year.
    func currentPageHolds(_ date: CivilDate) -> Bool {
        switch pages {
        case .month(let buffer): buffer.current.contains(date)
        case .week(let buffer): buffer.current.contains(date)
        case .year(let buffer): buffer.current.contains(date)
        }
    }
}
