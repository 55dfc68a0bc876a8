import CalendarCore
import InterfaceWords
import QuickAdd

/// The add prompt reads what is typed with the quick-add parser: days,
/// times, a zone, a repeat, an alarm and a calendar around the title
/// (docs/quick-add.md). The prompt shows what it understood before Enter.
extension AppState {
    /// What `text` reads as for an event on `run` (the cursor's day or a
    /// selected run: where it goes when no day is typed).
    /// `flips`: the hours it assumed take the other half of the day (Tab).
    func quickAdd(_ text: String, on run: ClosedRange<CivilDate>, flips: Bool = false) -> QuickAddParse {
        QuickAdd.parse(text, in: QuickAddContext(today: today, days: run, firstWeekday: firstWeekday,
                                                 calendars: writeTargets.map(\.name), flipsAssumedHours: flips))
    }

    /// What the add prompt's text reads as, on its first run of days.
    func quickAdd(_ prompt: EventPrompt, flipped: Bool = false) -> QuickAddParse? {
        guard case .add(let runs) = prompt.purpose, let run = runs.first else { return nil }
        return quickAdd(prompt.text, on: run, flips: prompt.flipsAssumedHours != flipped)
    }

    /// The `#name` being typed before the prompt's cursor, and the
    /// calendars it can still become (nil: no `#` word there).
    func calendarCompletions(_ prompt: EventPrompt) -> (typed: Substring, names: [String])? {
        let before = prompt.text.dropLast(prompt.cursorFromEnd)
        let word = before.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
        guard word.hasPrefix("#") else { return nil }
        let typed = QuickAdd.calendarKey(word.dropFirst())
        return (word, writeTargets.map(\.name).filter { QuickAdd.calendarKey($0).hasPrefix(typed) })
    }

    /// Tab on `#wo`: `#Work` (again: the next calendar that fits).
    func completeCalendarTag(_ prompt: inout EventPrompt) -> Bool {
        guard let (typed, names) = calendarCompletions(prompt), !names.isEmpty else { return false }
        let current = names.firstIndex { QuickAdd.calendarKey($0) == QuickAdd.calendarKey(typed.dropFirst()) }
        let name = names[current.map { ($0 + 1) % names.count } ?? 0]
        let before = prompt.text.dropLast(prompt.cursorFromEnd).dropLast(typed.count)
        prompt.text = before + "#" + name.replacingOccurrences(of: " ", with: "_") + prompt.text.suffix(prompt.cursorFromEnd)
        return true
    }

    /// Tab when the quick add assumed an hour's half of the day: the other.
    func flipAssumedHours(_ prompt: inout EventPrompt) -> Bool {
        guard quickAdd(prompt)?.event?.assumedHours.isEmpty == false else { return false }
        prompt.flipsAssumedHours.toggle()
        return true
    }

    /// The language of the preview's words.
    var quickAddLanguage: CalendarLanguage { language }

    /// The events the add prompt's text makes, one per run, each with the
    /// calendar it goes to; or why none can be made.
    func quickAddChanges(_ text: String, runs: [ClosedRange<CivilDate>], prompt: EventPrompt) throws(EventInputError) -> [EventChange] {
        // Selected days that share a weekday, with a weekly repeat on it
        // typed: one repeating event from the first of them, instead of
        // one event per day.
        if let weekly = Self.weeklyRepeat(of: runs, words: self.words.events), let first = runs.first {
            let parse = quickAdd(text, on: first, flips: prompt.flipsAssumedHours)
            if case .success(let event) = parse.outcome, let rule = event.draft.recurrence, rule.frequency == .weekly,
               rule.byDay.allSatisfy({ $0.weekday == weekly.weekday && $0.ordinal == 0 }),
               // No day typed; a Korean end (`12월 1일까지`) is a day with 까지
               // to the parser: it ends the repeat, which starts on the first.
               !parse.spans.contains(where: { $0.role == .date }) || rule.until != nil && event.startDay == first.lowerBound {
                let target = event.calendar.flatMap { name in writeTargets.first { $0.name == name } } ?? self.target(of: prompt)
                guard let target else { throw EventInputError(self.words.events.noCalendarToAddTo) }
                return [.add(event.draft, to: target)]
            }
        }
        var changes: [EventChange] = []
        for run in runs {
            let parse = quickAdd(text, on: run, flips: prompt.flipsAssumedHours)
            let event: QuickAddEvent
            switch parse.outcome {
            case .failure(let refusal): throw EventInputError(refusal.said(by: self.words.refusals))
            case .success(let found): event = found
            }
            // Several runs say the days themselves: a typed day or repeat
            // would put every run's event on the same days.
            if runs.count > 1, let typed = parse.spans.first(where: { $0.role == .date || $0.role == .repeatRule }) {
                let words = String(Array(text)[typed.range])
                throw EventInputError(self.words.events.runsGiveTheDays(words, runs.count))
            }
            let target = event.calendar.flatMap { name in writeTargets.first { $0.name == name } } ?? self.target(of: prompt)
            guard let target else { throw EventInputError(self.words.events.noCalendarToAddTo) }
            changes.append(.add(event.draft, to: target))
        }
        return changes
    }
}

extension AppState {
    /// Runs of one day each, two or more, all on one weekday (four
    /// Tuesdays): what `A` can make one weekly event of, and the phrase
    /// that does it, in the run's words (`every tue until 2026-12-22`,
    /// `매주 화요일 2026년 12월 22일까지`).
    static func weeklyRepeat(of runs: [ClosedRange<CivilDate>], words: EventWords = ScreenWords.english.events)
        -> (weekday: Weekday, phrase: String)? {
        guard runs.count >= 2, runs.allSatisfy({ $0.lowerBound == $0.upperBound }),
              let weekday = runs.first?.lowerBound.weekday, runs.allSatisfy({ $0.lowerBound.weekday == weekday }),
              let last = runs.map(\.upperBound).max() else { return nil }
        return (weekday, words.weeklyRepeatPhrase(weekday, last))
    }
}

extension QuickAddEvent {
    /// The day of its (first) start.
    var startDay: CivilDate {
        switch timing {
        case .allDay(let first, _): first
        case .timed(let start, _): start.date
        }
    }
}
