import CalendarCore

extension AppState {
    /// The reducer: the state after `action`. Pure; no terminal involved.
    public static func update(_ state: AppState, _ action: Action) -> AppState {
        var next = state
        next.apply(action)
        return next
    }

    /// Applies `action` and returns what the run loop should do about it.
    @discardableResult
    public mutating func apply(_ action: Action) -> [Effect] {
        if case .besideNotice(let key) = action {
            // The notice steps aside for the calendar's key and comes back
            // after it (below), waiting again before Enter dismisses it.
            if overlay == .alarmNotice { overlay = .none }
            noticeNeedsArming = true
            return apply(key)
        }

        let before = (selection, marks.tags), slideBefore = slide
        var effects: [Effect] = []
        if !action.keepsMessage {
            message = nil
            // A notice that opened by itself lasts until the person's next action.
            if overlay == .panel(.arrivedNotice, scroll: 0) { overlay = .none }
        }
        // What the user does ends a slide: the viewport snaps to rest.
        if !action.keepsSlide { slide = nil }
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
        case .toggleSelection:
            if let range = pendingRange { commitRange(range) } else { selection.toggle(cursor) }
        case .rangeKey:
            if let range = pendingRange {
                commitRange(range)
            } else {
                rangeAnchor = cursor
                if showsHourGrid { slotAnchor = hourGrid.slot }
            }
        case .clearSelection: clearSelection()
        case .tag(let index): tag(index)
        case .untag: tag(nil)
        case .cancel:
            if overlay == .alarmNotice {
                closeAlarm()
            } else if case .tasks(var panel) = overlay, panel.input != nil {
                // Esc leaves the task line, not the panel.
                panel.input = nil
                overlay = .tasks(panel)
            } else if overlay != .none {
                overlay = .none
            } else if moving != nil {
                cancelMove()
            } else if rangeAnchor != nil {
                rangeAnchor = nil
            } else if pickMode != nil {
                quitReason = .quit   // Esc gives up picking
            }
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
            // The cursor stays: the list opens on the cursor's week.
            rangeAnchor = nil
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
        case .toggleTasks: toggleTasks()
        case .taskKey(let key): effects += taskKey(key)
        case .goToToday: jump(to: today)
        case .openGoTo: overlay = .goTo(GoToPrompt())
        case .promptInput(let character):
            let before = searchText
            editPrompt(.insert(String(character)))
            effects += searchEffects(after: before)
        case .promptEdit(let edit):
            let before = searchText
            editPrompt(edit)
            effects += searchEffects(after: before)
        case .promptHistory(let step): recallPrompt(step)
        case .promptSubmit:
            if case .eventPrompt(let prompt) = overlay {
                eventHistory.remember(prompt.text)
                effects += submitEventPrompt()
            } else if case .eventForm = overlay {
                effects += submitEventForm()
            } else if case .search = overlay {
                goToSearchHit()
            } else if case .goTo(let prompt) = overlay {
                goToHistory.remember(prompt.text)
                submitGoTo()
            } else if case .tasks = overlay {
                effects += submitTaskInput()
            }
        case _ where moving != nil && action.changesCalendars:
            message = "moving \"\(moving!.occurrence.title)\": Enter drops it on the cursor's day, Esc leaves it where it was"
        case .addEvent(let toSelection): startAdding(toSelection: toSelection)
        case .editEvent: effects += startChanging(.edit)
        case .deleteEvent: effects += startChanging(.delete)
        case .moveEvent: effects += startChanging(.move)
        case .dropMove: effects += dropMove()
        case .editInEditor: effects += startChanging(.editFile)
        case .editorClosed(let outcome): effects += editorClosed(outcome)
        case .undoChange: effects += undoLastChange()
        case .nextTarget: nextTarget()
        case .moveChoice(let offset):
            switch overlay {
            case .search: moveSearchSelection(by: offset)
            case .tasks: moveTaskSelection(by: offset)
            default: moveChoice(by: offset)
            }
        case .formField(let step): moveFormFocus(by: step)
        case .pickChoice(let index): effects += pickChoice(index)
        case .highlightChoice(let index): highlightChoice(index)
        case .answer(let key): effects += answer(key)
        case .showHelp: overlay = .panel(.help, scroll: 0)
        case .showAgenda: overlay = .panel(.agenda, scroll: 0)
        case .showNotice: overlay = .panel(.notice, scroll: 0)
        case .scrollPanel(let lines): scrollPanel { _ in lines }
        case .scrollPanelPages(let pages): scrollPanel { pages * max(1, $0.visibleRows - 1) }
        case .dismissOverlay: overlay = .none
        case .setWarning(let text):
            storeWarning = text
            showWarnings()
        case .updateWarning(let text):
            storeWarning = text
            warning = combinedWarnings
        case .click(let x, let y): click(x: x, y: y)
        case .release(let x, let y): release(x: x, y: y)
        case .dragTo(let x, let y): drag(toX: x, y: y)
        case .resize(let width, let height): size = ScreenSize(width: width, height: height)
        case .quit: quitReason = .quit
        case .pick:
            if case .free(let minutes) = pickMode {
                effects += pickFreeTime(minutes: minutes)
            } else {
                quitReason = .picked
                effects.append(.pick(pickedDates))
            }
        case .interrupt: quitReason = .interrupt
        case .suspend: effects.append(.suspend)
        case .timerFired(.slideFrame), .tick: advanceSlide()
        case .timerFired(.clock): clockWake = nil   // the loop tells the time with `.clock`
        case .timerFired(.noticeArming): noticeArmed = overlay == .alarmNotice
        case .timerFired(.changeLanding): awaitingReload = false
        case .besideNotice: break   // unwrapped above
        case .clock(let time, let instant):
            clockLookPending = false
            alarmsStale = false
            // A run left open past midnight moves on to the new day.
            if let before = now, time.date > before.date, today == before.date { today = time.date }
            now = time
            nowInstant = instant
            clockWake = nil
            effects += lookAtTheClock(time, instant: instant)
        case .openSearch: effects += openSearch()
        case .nextMatch(let direction): nextMatch(direction)
        case .dismissAlarm: effects += dismissAlarm()
        case .snoozeAlarm: snoozeChoice = Self.snoozeMinutes.first { $0 > (snoozeChoice ?? 0) } ?? Self.snoozeMinutes[0]
        case .finishSlide: break
        case .adoptStore(let document):
            selection = Selection(ranges: document.selected)
            marks.replaceStore(document)
            return effects
        case .calendar(let answer): effects += answered(answer)
        }
        if (selection, marks.tags) != before { effects.insert(.save, at: 0) }
        effects += askForDetails()
        if action != .clearSelection, selection != before.0 { clearedSelection = nil }
        // A slide that started or moved on asks for its next frame.
        if let slide, slide != slideBefore { effects.append(.startTimer(.slideFrame, milliseconds: Slide.frameMilliseconds)) }
        if slide == nil, slideBefore != nil { effects.append(.stopTimer(.slideFrame)) }
        effects += requestEventsIfNeeded()
        // An alarm that went off behind a prompt shows once the prompt is done.
        if overlay == .none, !alarmNotices.isEmpty { overlay = .alarmNotice }
        effects += armNotice()
        effects += clockTimer()
        return effects
    }

    /// Longest keys wait behind a change written (should the days showing
    /// it never come).
    static let changeLandingMilliseconds = 500

    /// A change is being written, or its days are not on screen yet: the
    /// run loop holds the keys typed meanwhile and gives them after, each
    /// read as the screen then is (`u` then `d` at once deletes what the
    /// undo wrote, not what was on screen before it; the `y` after them
    /// answers the question `d` asks).
    public var waitsForAChange: Bool { !requestedChanges.isEmpty || awaitingReload }

    /// dal looks at the clock again only when something is due: the next
    /// minute while the hour grid shows today (its now-line), the next
    /// alarm, the next event's start (the status line's "next"), a snooze
    /// ending. Otherwise nothing wakes it up.
    private mutating func clockTimer() -> [Effect] {
        guard let now, let nowInstant, !clockLookPending else { return [] }
        if alarmsStale, pickMode == nil, hasCalendars {
            alarmsStale = false
            clockLookPending = true
            clockWake = nil
            return [.startTimer(.clock, milliseconds: 0)]
        }
        // Seconds from now: wall-clock times by the wall clock (a snooze, an
        // event's start, the next minute), the alarm by its moment.
        var wakes = (snoozed.map(\.time) + [nextEvent?.start].compactMap { $0 }).map { now.seconds(until: $0) }
        if let nextAlarm { wakes.append(nextAlarm - nowInstant) }
        if showsHourGrid, hourGridGeometry != nil, weekShowsToday {
            wakes.append(60 - now.secondsOfDay % 60)
        }
        let wake = wakes.filter { $0 > 0 }.min().map { nowInstant + $0 }
        guard wake != clockWake else { return [] }
        clockWake = wake
        guard let wake else { return [.stopTimer(.clock)] }
        return [.startTimer(.clock, milliseconds: (wake - nowInstant) * 1000)]
    }

    /// The week on screen holds today.
    private var weekShowsToday: Bool {
        guard case .week(let buffer) = pages else { return false }
        return ScreenLayout(state: self).gridDays(of: buffer.current, cursor: cursor).contains(today)
    }

    /// Calendars were read, or the default one was made since the start
    /// (by dal's first event or a sync: the calendars were read again): their
    /// events and alarms are worth asking for. Before that there is nothing
    /// to read, and a start without calendars draws one frame, not a second
    /// one for "reading calendars…".
    var hasCalendars: Bool { !calendarCategories.isEmpty || (defaultCalendar != nil && eventsGeneration > 0) }

    /// Asks for the events of the pages' days when they are not on screen
    /// from the latest reading, and not asked for already.
    private mutating func requestEventsIfNeeded() -> [Effect] {
        guard hasCalendars else { return [] }
        let needed = eventDaysOnPages
        let covered = { (days: ClosedRange<CivilDate>) in days.contains(needed.lowerBound) && days.contains(needed.upperBound) }
        if let events, events.generation >= eventsGeneration, covered(events.days) { return [] }
        if let asked = requestedEvents, asked.generation >= eventsGeneration, covered(asked.days) { return [] }
        requestedEvents = EventRequest(days: needed, generation: eventsGeneration)
        return [.loadEvents(needed, generation: eventsGeneration)]
    }

    /// The store's warning as the run starts (it opened read-only): shown
    /// as any new warning is, with no effect to perform.
    mutating func showStartupWarning(_ text: String) {
        storeWarning = text
        showWarnings()
    }

    /// What reading the calendars (or their tasks) found wrong: shown with
    /// the store's warning, gone when the next reading finds nothing (the
    /// broken file was fixed or removed), and told once, not again for the same.
    mutating func readingProblems(_ problems: [String]) {
        setProblems(problems, in: \.readingWarning, reading: "the calendars; everything else is shown")
    }

    mutating func taskProblems(_ problems: [String]) {
        setProblems(problems, in: \.tasksWarning, reading: "the tasks; the others are shown")
    }

    private mutating func setProblems(_ problems: [String], in warning: WritableKeyPath<AppState, String?>, reading what: String) {
        let text = problems.isEmpty ? nil
            : "\(problems.count == 1 ? "1 problem" : "\(problems.count) problems") reading \(what):\n" + problems.joined(separator: "\n")
        guard text != self[keyPath: warning] else { return }
        self[keyPath: warning] = text
        showWarnings()
    }

    /// The store's warning and the calendars' and tasks' problems, as one text.
    private var combinedWarnings: String? {
        let parts = [storeWarning, readingWarning, tasksWarning].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }

    /// Shows the warnings as they now are: a new one opens the notice over
    /// the calendar only (a prompt, a list or the help being used stays, and
    /// the warning waits on the status line, `!`); none closes it.
    mutating func showWarnings() {
        let text = combinedWarnings
        if let text, text != warning, overlay == .none { overlay = .panel(.arrivedNotice, scroll: 0) }
        if text == nil, case .panel(let kind, _) = overlay, kind == .notice || kind == .arrivedNotice { overlay = .none }
        warning = text
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
        pages = AppState.pages(mode: mode, around: target, firstWeekday: firstWeekday)
    }

    /// Explains on the status line why a move past year 1 or 9999 did nothing.
    private mutating func refuse(_ target: CivilDate) {
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

    // MARK: Selection

    private mutating func commitRange(_ range: ClosedRange<CivilDate>) {
        selection.selectRange(range.lowerBound, range.upperBound)
        rangeAnchor = nil
    }

    /// Tags (or untags, for nil) the cursor day or the pending range.
    /// Key N tags with the Nth category of the data files (calendars are
    /// not tags: a day tagged "Family" would look like a Family event).
    private mutating func tag(_ key: Int?) {
        let taggable = taggableCategories
        if let key, key >= taggable.count {
            message = taggable.isEmpty
                ? "no categories to tag with: load a data file with --data"
                : "no category \(key + 1) (\(taggable.count == 1 ? "only 1 is" : "1–\(min(9, taggable.count)) are") defined)"
            return
        }
        let range = pendingRange ?? cursor...cursor
        if let key { marks.tag(range, category: taggable[key]) } else { marks.untag(range) }
        rangeAnchor = nil
    }

    /// A press on a day toggles it (a click), and the cursor goes there;
    /// while an event is carried, it only carries it there. A day of the
    /// month before or after, shown around this one, brings its page only
    /// at the release: the press and the release are read on the same
    /// page, so a click is the one day under the pointer as it went down.
    private mutating func click(x: Int, y: Int) {
        mouseDrag = nil
        guard overlay == .none, let date = day(atX: x, y: y) else { return }
        mouseDrag = MouseDrag(start: date, selectionBefore: selection, current: date)
        if currentPageHolds(date) { cursor = date }
        if moving == nil { selection.toggle(date) }
    }

    /// The pointer moved with the button down: the run from the press to
    /// the day under it is shown as it would be selected (or the carried
    /// event goes there), the page staying as it is until the release.
    private mutating func drag(toX x: Int, y: Int) {
        guard let drag = mouseDrag, overlay == .none, let date = day(atX: x, y: y), date != drag.current else { return }
        follow(drag, to: date)
    }

    /// The release: the drag ends on the day under the pointer (where it
    /// last was, off the days), and the cursor's page follows.
    private mutating func release(x: Int, y: Int) {
        guard let drag = mouseDrag else { return }
        guard overlay == .none else { mouseDrag = nil; return }
        let date = day(atX: x, y: y) ?? drag.current
        if date != drag.current { follow(drag, to: date) }
        mouseDrag = nil
        cursorOnto(date)
    }

    /// The drag's run from its press to `date`: the days between selected
    /// as one run, or deselected when all were selected (as phone calendars
    /// select ranges); back on the press's day, that day toggled alone.
    private mutating func follow(_ drag: MouseDrag, to date: CivilDate) {
        var moved = drag
        moved.current = date
        mouseDrag = moved
        if currentPageHolds(date) { cursor = date }
        guard moving == nil else { return }
        var runs = drag.selectionBefore
        if date == drag.start {
            runs.toggle(date)
        } else if runs.containsAll(drag.start, date) {
            runs.deselectRange(drag.start, date)
        } else {
            runs.selectRange(drag.start, date)
        }
        selection = runs
    }

    private func day(atX x: Int, y: Int) -> CivilDate? {
        ScreenLayout(state: self).date(atX: x, y: y, pages: pages, cursor: cursor).flatMap { $0.isSupported ? $0 : nil }
    }

    /// The cursor onto a day on screen (a day of the next or previous
    /// month shown in the padding brings its page).
    private mutating func cursorOnto(_ date: CivilDate) {
        if !currentPageHolds(date) { jump(to: date) } else { cursor = date }
    }

    // MARK: Panels

    /// Scrolls the help or notice, within its content at this size.
    private mutating func scrollPanel(by lines: (PanelLayout) -> Int) {
        guard case .panel(let kind, let scroll) = overlay else { return }
        let layout = PanelLayout(kind: kind, state: self)
        overlay = .panel(kind, scroll: min(max(0, scroll + lines(layout)), layout.maxScroll))
    }

    /// The open day panel shows each event in full: the details of those
    /// not read yet (the first `detailsLimit` of the day) are asked for once.
    private mutating func askForDetails() -> [Effect] {
        let days: [CivilDate]
        if case .panel(.agenda, _) = overlay {
            days = [cursor]
        } else if mode == .agenda, case .week(let strip) = pages {
            // The agenda view shows every event of its week in full.
            days = strip.current.days
        } else {
            return []
        }
        guard let window = events else { return [] }
        // Browsing day after day keeps only a few days' worth.
        if detailsAsked.count > Self.detailsLimit * 10 {
            details = [:]
            detailsAsked = []
        }
        var seen = Set<EventKey>()
        let wanted = days.flatMap { window.occurrences(on: $0).prefix(Self.detailsLimit) }
            .filter { !detailsAsked.contains(EventKey($0)) && seen.insert(EventKey($0)).inserted }
        guard !wanted.isEmpty else { return [] }
        detailsAsked.formUnion(wanted.map(EventKey.init))
        return [.loadDetails(Array(wanted))]
    }

    static let detailsLimit = 50

    /// `C`: every day deselected, kept to be brought back by `C` again.
    private mutating func clearSelection() {
        rangeAnchor = nil
        if selection.isEmpty {
            guard let cleared = clearedSelection else { message = "nothing selected"; return }
            selection = cleared
            clearedSelection = nil
            message = "brought back \(Self.days(cleared.count)) selected"
        } else {
            clearedSelection = selection
            message = "cleared \(Self.days(selection.count)) selected"
                + (keyBindings.firstLabel(.clearSelection).map { " (\($0) again brings them back)" } ?? "")
            selection = Selection()
        }
    }

    private static func days(_ count: Int) -> String { "\(count) day\(count == 1 ? "" : "s")" }

    // MARK: Go-to prompt

    /// Typing in the go-to or the event prompt: the text and, being
    /// changed, no error any more.
    private mutating func editPrompt(_ edit: LineEdit) {
        var cut = false
        switch overlay {
        case .goTo(var prompt): cut = prompt.edit(edit); overlay = .goTo(prompt)
        case .eventPrompt(var prompt): cut = prompt.edit(edit); overlay = .eventPrompt(prompt)
        case .eventForm(var form): cut = form.edit(edit); overlay = .eventForm(form)
        case .search(var prompt): cut = prompt.edit(edit); overlay = .search(prompt)
        case .tasks(var panel):
            guard var input = panel.input else { break }
            cut = input.edit(edit)
            panel.input = input
            overlay = .tasks(panel)
        default: break
        }
        if cut { message = "a prompt holds up to \(PromptLine.maximumLength) characters: what did not fit was left out" }
    }

    /// ↑ ↓ in a prompt: what was entered before in that kind of prompt.
    private mutating func recallPrompt(_ step: Int) {
        switch overlay {
        case .goTo(var prompt): prompt.recall(step, from: goToHistory); overlay = .goTo(prompt)
        case .eventPrompt(var prompt): prompt.recall(step, from: eventHistory); overlay = .eventPrompt(prompt)
        default: break
        }
    }

    private mutating func submitGoTo() {
        guard case .goTo(var prompt) = overlay else { return }
        do {
            let input = try DateInput.parse(prompt.text.trimmingSpaces)
            overlay = .none
            switch input {
            case .day(let date): jump(to: date)
            case .month(let month): jump(to: month.clampedDate(day: cursor.day))
            }
        } catch {
            prompt.error = "\(error)"
            overlay = .goTo(prompt)
        }
    }
}

private extension Action {
    /// What the loop and the worker report (ticks, timers, the clock,
    /// answers, a merged store): not the person's doing. A new report must
    /// be named here, or it ends slides and clears the status line.
    var isReport: Bool {
        switch self {
        case .tick, .timerFired, .clock, .adoptStore, .setWarning, .updateWarning, .calendar: true
        default: false
        }
    }

    /// Reports move a slide on; what the user does ends it.
    var keepsSlide: Bool { isReport }

    /// Reports, resizes, slide frames, a mouse release and the editor's
    /// return keep a refusal message on screen (and a notice that opened
    /// by itself); every other action is the person's and replaces it.
    var keepsMessage: Bool {
        switch self {
        case .resize, .release, .dragTo, .editorClosed, .finishSlide: true
        default: isReport
        }
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
