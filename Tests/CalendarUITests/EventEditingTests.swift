import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// Adding, changing, deleting and undoing events through the reducer: the
/// prompt and what Enter makes of its text, the list of a day's events,
/// the questions, and what happens when the writer refuses. Goldens of the
/// prompt, the list and the question.
@Suite struct EventEditingTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    /// The golden state of the event views (Work writable, Family only
    /// read, Home writable and empty), a weekly "Yoga" series on Saturdays
    /// in Work, and the default calendar (not used: others exist).
    static func state(width: Int = 80, height: Int = 24) -> AppState {
        var state = EventViewGoldenTests.state(width: width, height: height)
        let calendars = [CalendarInfo(name: "Work", color: nil, path: "work", writable: true),
                         CalendarInfo(name: "Family", color: nil, path: "family"),
                         CalendarInfo(name: "Home", color: nil, path: "home", writable: true)]
        var events = EventViewGoldenTests.events()
        for date in ["2026-11-14", "2026-11-21", "2026-11-28"] {
            events.append(EventOccurrence(calendar: 0, uid: "yoga", recurrenceID: date.replacingOccurrences(of: "-", with: "") + "T080000Z",
                                          summary: "Yoga", isAllDay: false,
                                          start: LocalDateTime(date: day(date), secondsOfDay: 8 * 3600),
                                          end: LocalDateTime(date: day(date), secondsOfDay: 9 * 3600)))
        }
        state.apply(.eventsLoaded(EventWindow(days: day("2026-09-01")...day("2027-01-31"), occurrences: events, calendars: calendars)))
        state = state.with { $0.defaultCalendar = CalendarInfo(name: "personal", color: nil, path: "/data/dal/calendars/personal", writable: true) }
        return state
    }

    /// Applies actions in order; returns the state and the last effects.
    func run(_ actions: [Action], on start: AppState = state()) -> (state: AppState, effects: [Effect]) {
        var state = start
        var effects: [Effect] = []
        for action in actions { effects = state.apply(action) }
        return (state, effects)
    }

    func typing(_ text: String) -> [Action] { text.map { .promptInput($0) } }

    func check(_ state: AppState, _ name: String) {
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(state)), named: name)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func addingOnTheCursorDayMakesOneDraftInTheChosenCalendar() {
        let typed = run([.addEvent(toSelection: false)] + typing("09:30 1h30m Dentist"))
        guard case .eventPrompt(let prompt) = typed.state.overlay else { Issue.record("no prompt"); return }
        #expect(prompt.text == "09:30 1h30m Dentist" && prompt.target == nil)
        check(typed.state, "event-prompt-80x24")
        let saved = run([.promptSubmit], on: typed.state)
        let draft = EventDraft(title: "Dentist", timing: .timed(start: LocalDateTime(date: Self.day("2026-11-21"), secondsOfDay: 9 * 3600 + 1800),
                                                                 end: LocalDateTime(date: Self.day("2026-11-21"), secondsOfDay: 11 * 3600)))
        #expect(saved.effects == [.change([.add(draft, to: CalendarInfo(name: "Work", color: nil, path: "work", writable: true))])])
        // Tab: Home, then back to Work.
        let home = run([.nextTarget, .promptSubmit], on: typed.state)
        #expect(home.effects == [.change([.add(draft, to: CalendarInfo(name: "Home", color: nil, path: "home", writable: true))])])
        let back = run([.nextTarget, .nextTarget, .promptSubmit], on: typed.state)
        #expect(back.effects == saved.effects, "two Tabs: Work again")
    }

    @Test func textThatIsNotAnEventStaysInThePromptWithTheReason() {
        let refused = run([.addEvent(toSelection: false)] + typing("25:00 Dentist") + [.promptSubmit])
        guard case .eventPrompt(let prompt) = refused.state.overlay else { Issue.record("prompt closed"); return }
        #expect(refused.effects.isEmpty)
        #expect(prompt.text == "25:00 Dentist")
        #expect(prompt.error?.contains("25:00") == true, "\(prompt.error ?? "")")
        check(refused.state, "event-prompt-error-80x24")
        let fixed = run(Array(repeating: .promptEdit(.deleteBackward), count: 13) + typing("10:00 Dentist") + [.promptSubmit], on: refused.state)
        #expect(fixed.effects.count == 1)
        #expect(run([.cancel], on: refused.state).state.overlay == .none, "Esc gives up")
    }

    @Test func theAddPromptWritesWhatItsPreviewSaysItUnderstood() {
        // Today is Saturday 21 November in the golden state.
        let typed = run([.addEvent(toSelection: false)] + typing("tomorrow 3pm Lunch with Ann every sun remind 10m #Home"))
        check(typed.state, "event-prompt-quick-add-80x24")
        let text = Screen.render(typed.state).lines.joined(separator: "\n")
        #expect(text.contains("Sun 22 Nov · 15:00–16:00 · Lunch with Ann"), "\(text)")
        #expect(text.contains("every Sunday") && text.contains("#Home"), "\(text)")
        let saved = run([.promptSubmit], on: typed.state)
        let start = LocalDateTime(date: Self.day("2026-11-22"), secondsOfDay: 15 * 3600)
        let draft = EventDraft(title: "Lunch with Ann", timing: .timed(start: start, end: LocalDateTime(date: Self.day("2026-11-22"), secondsOfDay: 16 * 3600)),
                               recurrence: RecurrencePattern(frequency: .weekly, interval: 1, byDay: [.init(ordinal: 0, weekday: .sunday)]),
                               alarmMinutesBefore: 10)
        #expect(saved.effects == [.change([.add(draft, to: CalendarInfo(name: "Home", color: nil, path: "home", writable: true))])])
    }

    @Test func wordsTheQuickAddDoesNotUnderstandAreMarkedAndNothingIsWritten() {
        let refused = run([.addEvent(toSelection: false)] + typing("Dentist 12/3") + [.promptSubmit])
        guard case .eventPrompt(let prompt) = refused.state.overlay else { Issue.record("prompt closed"); return }
        #expect(refused.effects.isEmpty)
        #expect(prompt.error?.contains("12/3") == true, "\(prompt.error ?? "")")
        let marked = EventEditingViews.typedLine(prompt.text, marked: refused.state.quickAdd(prompt.text, on: Self.day("2026-11-21")...Self.day("2026-11-21"))
            .spans.filter { $0.role == .notUnderstood }.map(\.range), columns: 60)
        #expect(marked.contains { $0.text == "12/3" && $0.style.underline }, "\(marked)")
        let quoted = run(Array(repeating: .promptEdit(.deleteBackward), count: 4) + typing("\"12/3\"") + [.promptSubmit], on: refused.state)
        guard case .calendar(.change(let changes)) = quoted.effects.first, case .add(let draft, _) = changes.first else { Issue.record("no change"); return }
        #expect(draft.title == "Dentist 12/3")
    }

    @Test func aDayTypedWithCapitalAOverSeveralRunsIsRefused() {
        let refused = run([.addEvent(toSelection: true)] + typing("fri Holiday") + [.promptSubmit])
        guard case .eventPrompt(let prompt) = refused.state.overlay else { Issue.record("prompt closed"); return }
        #expect(refused.effects.isEmpty)
        #expect(prompt.error?.contains("selected runs give the days") == true, "\(prompt.error ?? "")")
    }

    @Test func capitalAAddsOneEventPerSelectedRun() {
        let added = run([.addEvent(toSelection: true)] + typing("Holiday") + [.promptSubmit])
        guard case .calendar(.change(let changes)) = added.effects.first else { Issue.record("no change"); return }
        let runs = EventViewGoldenTests.state(width: 80, height: 24).selection.ranges
        #expect(changes == runs.map { .add(EventDraft(title: "Holiday", timing: .allDay(first: $0.lowerBound, last: $0.upperBound)),
                                                to: CalendarInfo(name: "Work", color: nil, path: "work", writable: true)) })
        var empty = Self.state()
        empty.selection = Selection()
        #expect(run([.addEvent(toSelection: true)], on: empty).state.message?.contains("nothing is selected") == true)
    }

    @Test func capitalAOnSelectedTuesdaysOffersAndMakesOneWeeklyEvent() {
        var tuesdays = Self.state()
        tuesdays.selection = Selection(["2026-11-03", "2026-11-10", "2026-11-24", "2026-12-01"].map(Self.day))
        let opened = run([.addEvent(toSelection: true)] + typing("18:00 Choir"), on: tuesdays)
        let screen = Screen.render(opened.state).lines.joined(separator: "\n")
        #expect(screen.contains("4 Tuesdays selected: type every tue until 2026-12-01"), "the offer is shown:\n\(screen)")
        let added = run(typing(" every tue until 2026-12-01") + [.promptSubmit], on: opened.state)
        guard case .calendar(.change(let changes)) = added.effects.first, case .add(let draft, let calendar) = changes.first else {
            Issue.record("no change: \(added.effects)"); return
        }
        #expect(changes.count == 1, "one repeating event, not four")
        #expect(calendar.name == "Work")
        #expect(draft.title == "Choir")
        #expect(draft.recurrence?.rfc5545Text.hasPrefix("FREQ=WEEKLY") == true)
        #expect(draft.recurrence?.until?.date == Self.day("2026-12-01"))
        if case .timed(let start, _) = draft.timing { #expect(start.date == Self.day("2026-11-03")) } else { Issue.record("not timed") }
    }

    @Test func capitalAOnDaysOfDifferentWeekdaysMakesNoOffer() {
        var mixed = Self.state()
        mixed.selection = Selection(["2026-11-03", "2026-11-11"].map(Self.day))
        #expect(AppState.weeklyRepeat(of: mixed.selection.ranges) == nil)
        let refused = run([.addEvent(toSelection: true)] + typing("every tue Choir") + [.promptSubmit], on: mixed)
        #expect(refused.effects.isEmpty, "a typed repeat over runs that are not one weekday is still refused")
    }

    @Test func changingAnEventOfTheDayChoosesFromItsWritableEvents() {
        // Saturday the 21st: Work's dinner, Late deploy (from Friday) and
        // Yoga; Family's movie night is only read and not offered.
        let list = run([.editEvent])
        guard case .chooseEvent(let choice) = list.state.overlay else { Issue.record("no list"); return }
        #expect(choice.options.map(\.summary) == ["Late deploy", "Yoga", "Dinner with the team"])
        check(list.state, "event-choose-80x24")
        let dinner = run([.moveChoice(1), .moveChoice(1), .moveChoice(5), .pickChoice(nil)], on: list.state)
        guard case .eventForm(let form) = dinner.state.overlay else { Issue.record("no form"); return }
        #expect(form.text(.title) == "Dinner with the team" && form.text(.when) == "2026-11-21 19:00-21:00")
        #expect(dinner.effects.contains(.loadDetails([form.occurrence])), "its other parts are read from its file")
        check(dinner.state, "event-form-80x24")
        // The title alone, then the time: each in its own field.
        let moved = run([.promptEdit(.deleteToStart)] + typing("Dinner at 3pm") + [.formField(1), .promptEdit(.deleteToStart)]
                        + typing("19:30-22:00") + [.promptSubmit], on: dinner.state)
        guard case .calendar(.change(let changes)) = moved.effects.first, case .edit(let reference, .all, let draft) = changes.first else {
            Issue.record("no edit: \(moved.effects)"); return
        }
        #expect(reference.collection == "work" && reference.summary == "Dinner with the team")
        #expect(draft.title == "Dinner at 3pm", "a title is never read for times")
        #expect(draft.timing == .timed(start: LocalDateTime(date: Self.day("2026-11-21"), secondsOfDay: 19 * 3600 + 1800),
                                       end: LocalDateTime(date: Self.day("2026-11-21"), secondsOfDay: 22 * 3600)))
        #expect(draft.details == nil, "the parts not read yet are not changed")
    }

    @Test func aSeriesAsksThisOneOrAllAndNeverAssumes() {
        let asked = run([.editEvent, .pickChoice(1)])
        guard case .question(let question) = asked.state.overlay else { Issue.record("no question"); return }
        #expect(question.purpose == .editScope)
        check(asked.state, "event-question-series-80x24")
        #expect(run([.answer("y")], on: asked.state).state.overlay == asked.state.overlay, "y is not an answer here")
        let this = run([.answer("t")] + typing(" outside") + [.promptSubmit], on: asked.state)
        guard case .eventForm(let form) = run([.answer("t")], on: asked.state).state.overlay else { Issue.record("no form"); return }
        #expect(form.text(.when) == "2026-11-21 08:00-09:00" && form.locked[.repeats] != nil, "one instance: its day, no repeat of its own")
        guard case .eventForm(let all) = run([.answer("a")], on: asked.state).state.overlay else { Issue.record("no form"); return }
        #expect(all.text(.when) == "08:00-09:00", "all of a series: only the times (m moves the days)")
        guard case .calendar(.change(let changes)) = this.effects.first, case .edit(let reference, .this, _) = changes.first else {
            Issue.record("no edit: \(this.effects)"); return
        }
        #expect(reference.recurrenceID == "20261121T080000Z")
        let deleteAll = run([.deleteEvent, .pickChoice(1), .answer("a")])
        guard case .calendar(.change(let deletes)) = deleteAll.effects.first, case .delete(_, .all) = deletes.first else {
            Issue.record("no delete: \(deleteAll.effects)"); return
        }
        #expect(deleteAll.state.overlay == .none)
    }

    @Test func deletingAsksFirstAndNKeeps() {
        let asked = run([.deleteEvent, .pickChoice(2)])
        guard case .question(let question) = asked.state.overlay else { Issue.record("no question"); return }
        #expect(ChangeWording.question(question, locale: asked.state.locale, words: asked.state.words.events) == "Delete \"Dinner with the team\"? y deletes · n keeps it")
        #expect(run([.answer("n")], on: asked.state).effects.isEmpty)
        #expect(run([.answer("n")], on: asked.state).state.overlay == .none)
        let deleted = run([.answer("y")], on: asked.state)
        guard case .calendar(.change(let changes)) = deleted.effects.first, case .delete(let reference, .all) = changes.first else {
            Issue.record("no delete"); return
        }
        #expect(reference.summary == "Dinner with the team")
    }

    @Test func readOnlyCalendarsAndEmptyDaysSaySo() {
        var sunday = Self.state()
        sunday.apply(.nextDay)
        #expect(run([.editEvent], on: sunday).state.message?.contains("only reads") == true, "only Family's birthday on the 22nd")
        sunday.apply(.nextWeek)   // the 29th: nothing
        #expect(run([.deleteEvent], on: sunday).state.message == "no event on this day to delete")
        var none = Self.state()
        none.calendars = []
        guard case .eventPrompt(let prompt) = run([.addEvent(toSelection: false)], on: none).state.overlay else {
            Issue.record("no prompt"); return
        }
        #expect(EventEditingViews.title(of: prompt, state: none) == "Add on Saturday, November 21, 2026 to personal",
                "before any calendar exists, the default one")
        none = none.with { $0.defaultCalendar = nil }
        #expect(run([.addEvent(toSelection: false)], on: none).state.message?.contains("--calendar") == true)
    }

    @Test func aRefusedWriteKeepsTheTextAndUndoTakesBackWhatLanded() {
        let typed = run([.addEvent(toSelection: false)] + typing("Party"))
        let refused = run([.changesApplied([], error: "disk full")], on: typed.state)
        guard case .eventPrompt(let prompt) = refused.state.overlay else { Issue.record("prompt closed"); return }
        #expect(prompt.text == "Party" && prompt.error == "disk full")
        let receipts = [WriteReceipt(path: "work/a.ics", before: nil, after: [1], summary: "added \"Party\""),
                        WriteReceipt(path: "work/b.ics", before: nil, after: [2], summary: "added \"Party\"")]
        let landed = run([.changesApplied(receipts, error: nil)], on: refused.state)
        #expect(landed.state.overlay == .none && landed.state.message == "added \"Party\" (2 events)")
        let undo = run([.undoChange], on: landed.state)
        #expect(undo.effects == [.change([.undo(receipts[1]), .undo(receipts[0])])], "the last first")
        #expect(run([.undoChange]).state.message == "nothing to undo")
    }

    @Test func thePickerNeverChangesCalendars() {
        var picking = Self.state()
        picking = picking.with { $0.pickMode = .multiple }
        for letter in "aAedu" { #expect(KeyMap.action(for: .character(letter), in: picking) == nil) }
        #expect(KeyMap.action(for: .character("a"), in: Self.state()) == .addEvent(toSelection: false))
    }

    @Test func anEditThatChangesNothingWritesNothingAndLongEventsKeepTheirLength() {
        let unchanged = run([.editEvent, .pickChoice(2), .promptSubmit])
        #expect(unchanged.effects.isEmpty && unchanged.state.message == "nothing changed")
        let weekend = EventOccurrence(calendar: 0, uid: "w", recurrenceID: nil, summary: "Hike", isAllDay: false,
                                      start: LocalDateTime(date: Self.day("2026-11-20"), secondsOfDay: 9 * 3600),
                                      end: LocalDateTime(date: Self.day("2026-11-22"), secondsOfDay: 17 * 3600))
        let text = EventForm.whenText(of: weekend, scope: .all, words: .english)
        #expect(text == "2026-11-20 09:00 for 56h")
        let parsed = Self.state().quickAdd(text + " \"Hike\"", on: weekend.days).event
        #expect(parsed?.timing == .timed(start: weekend.start, end: weekend.end), "read back, the same two and a half days")
    }

    /// In Korean the form's `when` is filled in Korean (`56시간 동안`,
    /// `3일 동안`, `종일`), and quick add reads each back as the same timing.
    @Test(arguments: [(9 * 60, 56 * 60, "2026-11-20 09:00 56시간 동안"), (22 * 60, 25 * 60 + 30, "2026-11-20 22:00 25시간 30분 동안"),
                      (0, 24 * 60, "2026-11-20 00:00 24시간 동안")])
    func koreanWhenTextOfALongEventReadsBackAsTheSameTimes(start: Int, minutes: Int, expected: String) {
        let begin = LocalDateTime(date: Self.day("2026-11-20"), secondsOfDay: start * 60)
        let end = LocalDateTime(date: Self.day("2026-11-20").adding(days: (start + minutes) / 1440), secondsOfDay: (start + minutes) % 1440 * 60)
        let event = EventOccurrence(calendar: 0, uid: "w", recurrenceID: nil, summary: "등산", isAllDay: false, start: begin, end: end)
        let text = EventForm.whenText(of: event, scope: .all, words: .korean)
        #expect(text == expected)
        let parsed = Self.state().quickAdd(text + " \"등산\"", on: event.days).event
        #expect(parsed?.timing == .timed(start: begin, end: end), "\(text)")
    }

    @Test func koreanWhenTextOfAllDayEventsReadsBackAsTheSameDays() {
        let trip = EventOccurrence(calendar: 0, uid: "t", recurrenceID: nil, summary: "여행", isAllDay: true,
                                   start: LocalDateTime(date: Self.day("2026-11-26"), secondsOfDay: 0),
                                   end: LocalDateTime(date: Self.day("2026-11-29"), secondsOfDay: 0))
        let text = EventForm.whenText(of: trip, scope: .all, words: .korean)
        #expect(text == "2026-11-26 3일 동안")
        #expect(Self.state().quickAdd(text + " \"여행\"", on: trip.days).event?.timing == .allDay(first: Self.day("2026-11-26"), last: Self.day("2026-11-28")))
        let series = EventOccurrence(calendar: 0, uid: "s", recurrenceID: "20261126", summary: "휴가", isAllDay: true,
                                     start: trip.start, end: trip.end)
        #expect(EventForm.whenText(of: series, scope: .all, words: .korean) == "종일 3일 동안")
        #expect(EventForm.whenText(of: series, scope: .all, words: .english) == "all day for 3 days")
    }

    @Test func afterAPartlyFailedAddEnterAddsOnlyTheRunsNotWritten() {
        let typed = run([.addEvent(toSelection: true)] + typing("Holiday"))
        guard case .eventPrompt(let before) = typed.state.overlay, case .add(let runs) = before.purpose else { Issue.record("no prompt"); return }
        let first = WriteReceipt(path: "work/a.ics", before: nil, after: [1], summary: "added \"Holiday\"")
        let failed = run([.changesApplied([first], error: "disk full")], on: typed.state)
        guard case .eventPrompt(let prompt) = failed.state.overlay, case .add(let left) = prompt.purpose else { Issue.record("closed"); return }
        #expect(left == Array(runs.dropFirst()))
        #expect(prompt.error == "added \"Holiday\", then: disk full" && prompt.text == "Holiday")
        #expect(failed.state.changes.history.done == [[first]], "u takes back what landed")
    }

    /// What the form's fields do not read is refused with the field and
    /// the words, and the form stays as typed.
    @Test func wordsAFieldDoesNotReadAreRefusedWithTheField() throws {
        let form = run([.editEvent, .pickChoice(2)]).state
        func refusal(_ field: EventForm.Field, _ text: String, on start: AppState = form) -> String? {
            guard case .eventForm(let shown) = start.overlay, let place = shown.fields.firstIndex(of: field) else { return nil }
            let steps = Array(repeating: Action.formField(1), count: place) + [.promptEdit(.deleteToStart)] + typing(text) + [.promptSubmit]
            let after = run(steps, on: start)
            guard case .eventForm(let open) = after.state.overlay else { return nil }
            #expect(after.effects.isEmpty && open.text(field) == text)
            return open.error
        }
        #expect(refusal(.when, "25:00")?.contains("25:00") == true)
        #expect(refusal(.when, "19:00 Dinner")?.contains("'Dinner' in when") == true)
        #expect(refusal(.when, "3pm KST")?.contains("the zone is the event's own") == true)
        var details = EventDetails()
        details.location = "Room 1"
        let filled = run([.detailsLoaded([EventKey(try #require(form.overlay.formOccurrence)): details])], on: form).state
        #expect(refusal(.alarms, "soon", on: filled)?.contains("'soon' in alarm") == true)
        #expect(refusal(.repeats, "every blue moon", on: filled) != nil)
        let series = run([.editEvent, .pickChoice(1), .answer("a")]).state
        #expect(refusal(.when, "fri 08:00-09:00", on: series)?.contains("a series keeps its days") == true)
    }

    /// The file's other parts fill the form when read; each changed field
    /// is a change of that part only.
    @Test func theFormFillsFromTheFileAndChangesOnlyWhatWasTyped() throws {
        let form = run([.editEvent, .pickChoice(2)]).state
        let dinner = try #require(form.overlay.formOccurrence)
        var details = EventDetails()
        details.location = "Trattoria"
        details.notes = "Table for six.\nBring photos."
        details.alarmMinutesBefore = [30]
        let filled = run([.detailsLoaded([EventKey(dinner): details])], on: form).state
        guard case .eventForm(let open) = filled.overlay else { Issue.record("closed"); return }
        #expect(open.text(.location) == "Trattoria" && open.text(.notes) == "Table for six.\\nBring photos." && open.text(.alarms) == "30m")
        check(filled, "event-form-filled-80x24")
        let typed = run([.formField(1), .formField(1), .promptEdit(.deleteToStart)] + typing("every sun") + [.formField(1), .promptEdit(.deleteToStart)]
                        + typing("10m, 1h") + [.formField(2), .promptEdit(.end)] + typing("\\nDessert after.") + [.promptSubmit], on: filled)
        guard case .calendar(.change(let changes)) = typed.effects.first, case .edit(_, .all, let draft) = changes.first else {
            Issue.record("no edit: \(typed.effects)"); return
        }
        let sunday = LocalDateTime(date: Self.day("2026-11-22"), secondsOfDay: 19 * 3600)
        #expect(draft.timing == .timed(start: sunday, end: sunday.adding(seconds: 2 * 3600)), "a new repeat starts on its first day")
        #expect(draft.details?.repeats == .pattern(RecurrencePattern(frequency: .weekly, interval: 1, byDay: [.init(ordinal: 0, weekday: .sunday)])!))
        #expect(draft.details?.alarms == [10, 60] && draft.details?.location == nil)
        #expect(draft.details?.notes == "Table for six.\nBring photos.\nDessert after.")
        // Alarms the form cannot say are shown, and left alone.
        details.alarmMinutesBefore = nil
        details.alarms = ["at 20261121T080000Z"]
        let locked = run([.detailsLoaded([EventKey(dinner): details])], on: form).state
        guard case .eventForm(let lockedForm) = locked.overlay else { Issue.record("closed"); return }
        #expect(lockedForm.locked[.alarms]?.contains("E changes these") == true)
    }

    /// A list longer than its box scrolls with the highlight; PgDn jumps.
    @Test func aLongListOfEventsScrollsWithTheHighlight() {
        var state = Self.state(width: 60, height: 12)
        let day = Self.day("2026-11-21")
        let many = (0..<14).map { index in
            EventOccurrence(calendar: 0, uid: "e\(index)", recurrenceID: nil, summary: "Event \(index)", isAllDay: false,
                            start: LocalDateTime(date: day, secondsOfDay: (8 + index / 2) * 3600 + index % 2 * 1800),
                            end: LocalDateTime(date: day, secondsOfDay: (8 + index / 2) * 3600 + index % 2 * 1800 + 600))
        }
        state.apply(.eventsLoaded(EventWindow(days: day...day, occurrences: many)))
        let end = run([.editEvent, .moveChoice(.max / 2)], on: state)
        #expect(Screen.render(end.state).lines.contains { $0.contains("Event 13") }, "the last one, highlighted, is on screen")
        #expect(KeyMap.action(for: .pageDown, in: end.state) == .moveChoice(10))
    }

    /// A calendar whose folder went away keeps its category, which keys
    /// 1–9 never tag with.
    @Test func aVanishedCalendarIsNeverATag() {
        var state = Self.state()
        let before = state.taggableCategories
        state.apply(.eventsLoaded(EventWindow(days: Self.day("2026-11-01")...Self.day("2026-11-30"), occurrences: [],
                                              calendars: [CalendarInfo(name: "Family", color: nil, path: "family")])))
        #expect(state.taggableCategories == before)
    }

    /// After a conflict, the next reading gives the form the event as it
    /// is now, so Enter changes that one (and not again the old one).
    @Test func aRefusedEditFormFollowsTheNewReading() {
        let typed = run([.editEvent, .pickChoice(2)] + typing("!"))
        let refused = run([.changesApplied([], error: "changed on disk")], on: typed.state)
        guard case .eventForm(let form) = refused.state.overlay else { Issue.record("closed"); return }
        #expect(form.stale && form.text(.title) == "Dinner with the team!" && form.error == "changed on disk")
        var events = EventViewGoldenTests.events().filter { $0.summary != "Dinner with the team" }
        events.append(EventOccurrence(calendar: 0, uid: "Dinner with the team2026-11-21T19:00:00", recurrenceID: nil,
                                      summary: "Dinner with the team", isAllDay: false,
                                      start: LocalDateTime(date: Self.day("2026-11-21"), secondsOfDay: 19 * 3600),
                                      end: LocalDateTime(date: Self.day("2026-11-21"), secondsOfDay: 22 * 3600)))
        var reread = refused.state
        let effects = reread.apply(.eventsLoaded(EventWindow(days: Self.day("2026-09-01")...Self.day("2027-01-31"), occurrences: events)))
        guard case .eventForm(let fresh) = reread.overlay else { Issue.record("closed"); return }
        #expect(!fresh.stale && fresh.occurrence.end.secondsOfDay == 22 * 3600 && fresh.text(.title) == form.text(.title))
        #expect(effects.contains(.loadDetails([fresh.occurrence])))
    }
}
