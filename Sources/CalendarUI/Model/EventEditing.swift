import CalendarCore
import InterfaceWords

/// The prompt of `a` and `A`: the text typed, and after a refused
/// Enter, why. The text stays until it is saved or the person gives up.
public struct EventPrompt: Equatable, Sendable, LinePrompt {
    public enum Purpose: Equatable, Sendable {
        /// One event per run of days (the cursor day, the `v` range, or
        /// every selected run).
        case add(runs: [ClosedRange<CivilDate>])
    }

    public var purpose: Purpose
    public var text = ""
    public var error: String?
    /// Where an added event goes: a calendar's folder (nil: the first of
    /// `writeTargets`). A path, not a place in the list, so a calendar a
    /// sync adds meanwhile does not change it.
    public var target: String?
    /// The cursor, in characters from the end of `text`.
    public var cursorFromEnd = 0
    /// Where ↑ ↓ are in the history (nil: not used yet).
    public var history: HistoryPosition?
    /// Tab flipped the hours the quick add assumed (`at 3`: 03:00, not 15:00).
    public var flipsAssumedHours = false
}

/// The list `e` and `d` open when the cursor day has several events dal
/// can change.
public struct EventChoice: Equatable, Sendable {
    public enum Purpose: Equatable, Sendable {
        case edit, delete, move
        /// `E`: the file in the person's editor.
        case editFile
        /// `J`: the call's link in the browser.
        case join
        /// `r`: my answer to an invitation.
        case answer
    }
    public var purpose: Purpose
    public var options: [EventOccurrence]
    public var selected = 0
}

/// A question on the status line: delete this event? this instance or
/// the whole series?
public struct EventQuestion: Equatable, Sendable {
    public enum Purpose: Equatable, Sendable { case delete, editScope, moveScope }
    public var purpose: Purpose
    public var occurrence: EventOccurrence
}

/// An event picked up with `m`: the cursor carries it, `Enter` drops it on
/// the cursor's day, `Tab` picks the calendar it goes to.
public struct EventMove: Equatable, Sendable {
    public var occurrence: EventOccurrence
    public var scope: EventScope
    /// The cursor's day when it was picked up: the move is by the days the
    /// cursor went from there (a long event picked up on its third day
    /// keeps its third day under the cursor).
    public var from: CivilDate
    /// The calendar it goes to (a folder); nil: its own.
    public var target: String?
}

extension AppState {
    /// Calendars new events can go to: the writable ones read, or before
    /// any exists, the default one (made by the first event). Never the
    /// default next to others: it may be the folder that holds them.
    public var writeTargets: [CalendarInfo] {
        let writable = calendars.filter(\.writable)
        guard writable.isEmpty, let defaultCalendar else { return writable }
        return [defaultCalendar]
    }

    /// The calendar an occurrence belongs to.
    func calendar(of occurrence: EventOccurrence) -> CalendarInfo? {
        calendars.indices.contains(occurrence.calendar) ? calendars[occurrence.calendar] : nil
    }

    // MARK: Keys

    /// `a`: an event on the cursor day (or the pending range, as one run);
    /// `A`: one on every selected run.
    mutating func startAdding(toSelection: Bool) {
        guard !writeTargets.isEmpty else {
            message = words.events.noCalendarToAddTo
            return
        }
        let runs = toSelection ? selection.ranges : [pendingRange ?? cursor...cursor]
        guard !runs.isEmpty else {
            message = words.events.nothingIsSelected
            return
        }
        // In the hour grid, `a` on a slot starts at the slot's time: the
        // person types the title (or changes the time).
        var slotTime = !toSelection && pendingRange == nil && showsHourGrid ? Self.clockText(hourGrid.slot) + " " : ""
        // A time range chosen with `v` in the grid: its start and end.
        if !toSelection, let slots = pendingSlots {
            slotTime = Self.clockText(slots.lowerBound) + "-" + Self.clockText(slots.upperBound % (24 * 60)) + " "
        }
        rangeAnchor = nil
        overlay = .eventPrompt(EventPrompt(purpose: .add(runs: runs), text: slotTime))
    }

    /// `09:30` for a minute of the day.
    static func clockText(_ minute: Int) -> String {
        LocalDateTime(date: CivilDate(dayNumber: 0), secondsOfDay: minute * 60).timeText
    }

    /// `e` and `d`: the event of the cursor day, or a list to choose from.
    mutating func startChanging(_ purpose: EventChoice.Purpose) -> [Effect] {
        let all = events?.occurrences(on: cursor) ?? []
        let options = all.filter { calendar(of: $0)?.writable == true }
        guard !options.isEmpty else {
            if let readOnly = all.first, let calendar = calendar(of: readOnly), settings.subscriptionFolders.contains(calendar.path) {
                message = words.events.subscriptionEvent((readOnly.title, calendar.name))
            } else if let readOnly = all.first {
                message = words.events.readOnlyEvent(readOnly.title)
            } else if let birthday = settings.birthdays.entries(on: cursor).first {
                message = words.events.birthdayIsRead(InterfaceWords.of(language).title(of: birthday))
            } else {
                message = switch purpose {
                case .edit, .editFile: words.events.noEventToChange
                case .join: words.events.noEventToJoin
                case .answer: words.invitation.notInvited
                case .delete: words.events.noEventToDelete
                case .move: words.events.noEventToMove
                }
            }
            return []
        }
        if options.count == 1 { return choose(options[0], for: purpose) }
        overlay = .chooseEvent(EventChoice(purpose: purpose, options: options))
        return []
    }

    mutating func moveChoice(by offset: Int) {
        guard case .chooseEvent(var choice) = overlay else { return }
        choice.selected = min(max(0, choice.selected + offset), choice.options.count - 1)
        overlay = .chooseEvent(choice)
    }

    /// A digit in the list: that event is highlighted, if there is one.
    mutating func highlightChoice(_ index: Int) {
        guard case .chooseEvent(var choice) = overlay, choice.options.indices.contains(index) else { return }
        choice.selected = index
        overlay = .chooseEvent(choice)
    }

    /// Enter (nil: the highlighted one) or a picked index in the list.
    mutating func pickChoice(_ index: Int?) -> [Effect] {
        guard case .chooseEvent(let choice) = overlay else { return [] }
        let chosen = index ?? choice.selected
        guard choice.options.indices.contains(chosen) else { return [] }
        return choose(choice.options[chosen], for: choice.purpose)
    }

    private mutating func choose(_ occurrence: EventOccurrence, for purpose: EventChoice.Purpose) -> [Effect] {
        switch purpose {
        case .delete: overlay = .question(EventQuestion(purpose: .delete, occurrence: occurrence))
        case .edit where occurrence.recurrenceID != nil: overlay = .question(EventQuestion(purpose: .editScope, occurrence: occurrence))
        case .edit: return openEditForm(occurrence, scope: .all)
        case .move where occurrence.recurrenceID != nil: overlay = .question(EventQuestion(purpose: .moveScope, occurrence: occurrence))
        case .move: startMove(occurrence, scope: .all)
        // The file holds the whole series: no question which instance.
        case .editFile:
            overlay = .none
            return reference(to: occurrence).map { [.openInEditor($0)] } ?? []
        case .join:
            overlay = .none
            return details[EventKey(occurrence)]?.join.map { [.openLink($0)] } ?? []
        case .answer:
            return openAnswerCard(occurrence)
        }
        return []
    }

    /// `r`: the cursor day's events of writable calendars I am invited to
    /// (an attendee with one of my addresses), the one or a list to choose from.
    mutating func startAnswering() -> [Effect] {
        guard !settings.me.isEmpty else {
            message = words.invitation.noMe
            return []
        }
        let options = (events?.occurrences(on: cursor) ?? []).filter {
            calendar(of: $0)?.writable == true && !$0.isCancelled && $0.partstat(of: settings.me) != nil
        }
        guard !options.isEmpty else {
            message = words.invitation.notInvited
            return []
        }
        if options.count == 1 { return choose(options[0], for: .answer) }
        overlay = .chooseEvent(EventChoice(purpose: .answer, options: options))
        return []
    }

    /// `dal invite`'s card for an event the calendar holds: its details
    /// (organizer, attendees, notes) fill in when its file has been read.
    private mutating func openAnswerCard(_ occurrence: EventOccurrence) -> [Effect] {
        guard let reference = reference(to: occurrence) else { return [] }
        let answers = occurrence.attendance?.answers ?? []
        var card = InvitationCard(occurrence: occurrence, organizer: nil,
                                  attendees: answers.map { EventDetails.Attendee(name: $0.address, answer: $0.partstat) }, location: nil, notes: nil)
        card.event = reference
        card.address = answers.first { settings.me.contains($0.address) }?.address
        overlay = .invitation(card)
        let key = EventKey(occurrence)
        guard details[key] == nil, !detailsAsked.contains(key) else { return [] }
        detailsAsked.insert(key)
        return [.loadDetails([occurrence])]
    }

    /// The form of `e`; its other fields fill when the event's file has
    /// been read (at once when its details are known already).
    private mutating func openEditForm(_ occurrence: EventOccurrence, scope: EventScope) -> [Effect] {
        var form = EventForm(occurrence: occurrence, scope: scope, words: words.events)
        if let known = details[EventKey(occurrence)] {
            form.adopt(known, words: words.events)
            overlay = .eventForm(form)
            return []
        }
        overlay = .eventForm(form)
        return [.loadDetails([occurrence])]
    }

    /// Details arrived: the open form takes its event's.
    mutating func fillEditForm() {
        guard case .eventForm(var form) = overlay, let known = details[EventKey(form.occurrence)] else { return }
        form.adopt(known, words: words.events)
        overlay = .eventForm(form)
    }

    /// Tab / ↑ ↓ in the form.
    mutating func moveFormFocus(by step: Int) {
        guard case .eventForm(var form) = overlay else { return }
        form.moveFocus(by: step)
        overlay = .eventForm(form)
    }

    /// Enter in the form: the change to make, or why it is refused (the
    /// form stays, with what was typed).
    mutating func submitEventForm() -> [Effect] {
        guard case .eventForm(var form) = overlay, let reference = reference(to: form.occurrence) else { return [] }
        do {
            guard let draft = try formDraft(form) else {
                overlay = .none
                message = words.events.nothingChanged
                return []
            }
            return request([.edit(reference, form.scope, draft)])
        } catch {
            form.error = error.description
            overlay = .eventForm(form)
            return []
        }
    }

    /// `y`/`n` for a single event, `t` (this one) / `a` (all) for a series.
    mutating func answer(_ key: Character) -> [Effect] {
        guard case .question(let question) = overlay else { return [] }
        let repeats = question.occurrence.recurrenceID != nil
        let scope: EventScope?
        switch (key, repeats) {
        case ("y", false), ("a", true): scope = .all
        case ("t", true): scope = .this
        case ("n", _): overlay = .none; return []
        default: return []   // another key: the question stays
        }
        guard let scope else { return [] }
        switch question.purpose {
        case .editScope:
            return openEditForm(question.occurrence, scope: scope)
        case .moveScope:
            startMove(question.occurrence, scope: scope)
            return []
        case .delete:
            overlay = .none
            guard let reference = reference(to: question.occurrence) else { return [] }
            return request([.delete(reference, scope)])
        }
    }

    /// Tab in the add prompt: completes a `#name` being typed, else flips
    /// the hours the quick add assumed, else the next calendar to add to;
    /// while moving, the next calendar to move to.
    mutating func nextTarget() {
        if overlay == .none, changes.moving != nil { return nextMoveTarget() }
        guard case .eventPrompt(var prompt) = overlay else { return }
        // Tab first completes a `#name` being typed, then flips an assumed hour.
        if completeCalendarTag(&prompt) || flipAssumedHours(&prompt) {
            overlay = .eventPrompt(prompt)
            return
        }
        let targets = writeTargets
        guard targets.count > 1 else {
            message = words.events.onlyCalendar(targets.first?.name ?? "")
            return
        }
        let current = targets.firstIndex { $0.path == target(of: prompt)?.path } ?? 0
        prompt.target = targets[(current + 1) % targets.count].path
        overlay = .eventPrompt(prompt)
    }

    /// The calendar an add prompt writes to: the one chosen with Tab while
    /// it exists, else the config's `new-events` calendar, else the first.
    func target(of prompt: EventPrompt) -> CalendarInfo? {
        let targets = writeTargets
        return targets.first { $0.path == prompt.target } ?? targets.first { isNewEventsCalendar($0) } ?? targets.first
    }

    /// Whether `calendar` is the one the config names for new events, by
    /// its name or its folder's name.
    func isNewEventsCalendar(_ calendar: CalendarInfo) -> Bool {
        guard let wanted = newEventsCalendar else { return false }
        return calendar.name == wanted || calendar.folderName == wanted
    }

    /// After a refused edit, the event as the new reading has it.
    mutating func refreshStaleForm() -> [Effect] {
        guard case .eventForm(var form) = overlay, form.stale else { return [] }
        let old = form.occurrence
        guard let now = events?.occurrences(on: old.start.date).first(where: { $0.uid == old.uid && $0.recurrenceID == old.recurrenceID })
        else { return [] }
        form.occurrence = now
        form.stale = false
        overlay = .eventForm(form)
        // Its other parts may have changed too: read them again.
        return [.loadDetails([now])]
    }

    /// Enter in the prompt: the change to make, or why the text is refused
    /// (the prompt stays, with the text).
    mutating func submitEventPrompt() -> [Effect] {
        guard case .eventPrompt(var prompt) = overlay else { return [] }
        do {
            switch prompt.purpose {
            case .add(let runs):
                return request(try quickAddChanges(prompt.text, runs: runs, prompt: prompt))
            }
        } catch {
            prompt.error = error.description
            overlay = .eventPrompt(prompt)
            return []
        }
    }

    /// The editor closed: what it wrote goes to the writer, which checks it.
    mutating func editorClosed(_ outcome: EditorOutcome) -> [Effect] {
        switch outcome {
        case .edited(let file, let bytes): return request([.replaceFile(file, with: bytes)])
        case .unchanged(let file): message = words.events.fileUnchanged(file.path)
        case .failed(let text): message = text
        }
        return []
    }

    /// `u` (`.undo`): takes back the newest change not yet undone; `U`
    /// (`.redo`): makes the newest undone change again.
    mutating func travel(_ step: ChangeHistory.Step) -> [Effect] {
        let receipts = changes.history.next(step)
        guard !receipts.isEmpty else {
            message = step == .redo ? words.events.nothingToRedo : words.events.nothingToUndo
            return []
        }
        // Undoing an undo is its redo: the writer puts back what the undo
        // took, if the file is still as the undo left it.
        return request(receipts.reversed().map { .undo($0) }, as: step)
    }

    /// The effect that makes `changes`, remembered to word the answer.
    mutating func request(_ asked: [EventChange], as step: ChangeHistory.Step = .change) -> [Effect] {
        changes.requested = asked
        changes.step = step
        return [.change(asked)]
    }

    /// What the calendars' writer did: on success the prompt closes and the
    /// change can be undone; on failure the prompt keeps the text and says
    /// why (nothing typed is lost), or the status line says it.
    mutating func changesApplied(_ receipts: [WriteReceipt], error: String?) {
        let receipts = ChangeWording.described(receipts, of: changes.requested, locale: locale, words: words.events)
        changes.requested = []
        changes.history.record(receipts, of: changes.step)
        changes.step = .change
        if !receipts.isEmpty { alarms.stale = true }
        if taskChangesApplied(receipts, error: error) { return }
        if let error {
            if case .eventPrompt(var prompt) = overlay {
                // The runs written before the failure are done: Enter again
                // adds only the others.
                if case .add(let runs) = prompt.purpose, !receipts.isEmpty {
                    prompt.purpose = .add(runs: Array(runs.dropFirst(receipts.count)))
                }
                prompt.error = receipts.isEmpty ? error : words.events.thenFailed(Self.summary(of: receipts, words: words.events), error)
                overlay = .eventPrompt(prompt)
            } else if case .eventForm(var form) = overlay {
                form.error = error
                form.stale = true
                overlay = .eventForm(form)
            } else {
                message = error
            }
            return
        }
        if case .eventPrompt = overlay { overlay = .none }
        if case .eventForm = overlay { overlay = .none }
        message = Self.summary(of: receipts, words: words.events)
    }

    /// `added "Dinner"`, `undid: added "Trip" (3 events)`, or `4 changes`.
    static func summary(of receipts: [WriteReceipt], words: EventWords) -> String {
        // The second file of one change (a move's old file) is not a change of its own.
        let receipts = receipts.filter { !$0.continuesPrevious }
        guard let first = receipts.first else { return words.nothingChanged }
        if receipts.count == 1 { return first.summary }
        if receipts.allSatisfy({ $0.summary == first.summary }) { return words.sameChange(first.summary, receipts.count) }
        return words.changesMade(receipts.count)
    }

    private func reference(to occurrence: EventOccurrence) -> EventReference? {
        calendar(of: occurrence).map { EventReference(collection: $0.path, occurrence: occurrence) }
    }

    /// Adopts the calendars of a reading (renamed and recoloured as the
    /// config says): each keeps its category (by its folder) in the name
    /// and colour now read; a new one gets a category of its own.
    public mutating func adoptCalendars(_ read: [CalendarInfo]) {
        (calendars, calendarCategories) = AppState.registerCalendars(read, overrides: calendarOverrides, theme: theme, in: &marks)
    }

    /// Calendars' categories are named by their folder after this.
    static let calendarCategoryPrefix = "calendar:"

    /// The category of each calendar, added to `marks` when it has none,
    /// in a colour that goes with its name and is not a weekend colour of
    /// `theme` (`CategoryLooks`). A calendar seen before keeps its category
    /// (its place in the legend and its marks) and takes its name and
    /// colour as now read: the launch names calendars from their folders'
    /// `displayname` files and one file each, the worker's reading from all
    /// of them, and a sync may rename one while dal runs.
    public static func register(_ list: [CalendarInfo], in marks: inout MarkSet, theme: Theme = .standard) -> [Int] {
        let colors = CategoryLooks.calendarColors(for: list, theme: theme)
        return list.enumerated().map { index, calendar in
            let id = calendarCategoryPrefix + calendar.path
            guard let known = marks.categories.firstIndex(where: { $0.id == id }) else {
                return marks.addCategory(Category(id: id, name: calendar.name, color: colors[index]))
            }
            marks.restyleCategory(at: known, name: calendar.name, color: colors[index])
            return known
        }
    }
}

// MARK: Moving

extension AppState {
    private mutating func startMove(_ occurrence: EventOccurrence, scope: EventScope) {
        overlay = .none
        changes.moving = EventMove(occurrence: occurrence, scope: scope, from: cursor)
    }

    /// Tab while moving: the next calendar dal can write, the event's own
    /// among them. One instance of a series stays with its series.
    mutating func nextMoveTarget() {
        guard var move = changes.moving else { return }
        guard move.scope == .all || move.occurrence.recurrenceID == nil else {
            message = words.events.instanceStaysInCalendar
            return
        }
        var targets = writeTargets
        if let own = calendar(of: move.occurrence), !targets.contains(where: { $0.path == own.path }) { targets.insert(own, at: 0) }
        guard targets.count > 1 else {
            message = words.events.noOtherCalendar
            return
        }
        let current = targets.firstIndex { $0.path == (move.target ?? calendar(of: move.occurrence)?.path) } ?? 0
        let next = targets[(current + 1) % targets.count]
        move.target = next.path == calendar(of: move.occurrence)?.path ? nil : next.path
        changes.moving = move
    }

    /// The calendar a move writes to: the one chosen with Tab, else the
    /// event's own.
    func destination(of move: EventMove) -> CalendarInfo? {
        move.target.flatMap { path in writeTargets.first { $0.path == path } } ?? calendar(of: move.occurrence)
    }

    /// How many days the carried event goes (negative: earlier).
    func shift(of move: EventMove) -> Int { move.from.days(until: cursor) }

    /// Enter while moving: the event goes to the cursor's day (and the
    /// chosen calendar).
    mutating func dropMove() -> [Effect] {
        guard let move = changes.moving else { return [] }
        changes.moving = nil
        let days = shift(of: move)
        guard let own = calendar(of: move.occurrence), let destination = destination(of: move) else { return [] }
        let reference = EventReference(collection: own.path, occurrence: move.occurrence)
        if destination.path == own.path {
            guard days != 0 else {
                message = words.events.alreadyOnThatDay(move.occurrence.title)
                return []
            }
            return request([.move(reference, move.scope, days: days)])
        }
        return request([.copy(reference, days: days, to: destination), .delete(reference, .all)])
    }

    /// Esc while moving: the event stays where it was.
    mutating func cancelMove() {
        guard let move = changes.moving else { return }
        changes.moving = nil
        message = words.events.notMoved(move.occurrence.title)
    }
}
