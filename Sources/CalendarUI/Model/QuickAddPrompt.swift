import CalendarCore
import QuickAdd

/// The add prompt reads what is typed with the quick-add parser: days,
/// times, a zone, a repeat, an alarm and a calendar around the title
/// (docs/quick-add.md). The prompt shows what it understood before Enter.
extension AppState {
    /// What `text` reads as for an event on `run` (the cursor's day or a
    /// selected run: where it goes when no day is typed).
    func quickAdd(_ text: String, on run: ClosedRange<CivilDate>) -> QuickAddParse {
        QuickAdd.parse(text, in: QuickAddContext(today: today, days: run, firstWeekday: firstWeekday,
                                                 calendars: writeTargets.map(\.name)))
    }

    /// The language of the preview's words.
    var quickAddLanguage: CalendarLanguage { CalendarLanguage(localeIdentifier: locale.identifier) }

    /// The events the add prompt's text makes, one per run, each with the
    /// calendar it goes to; or why none can be made.
    func quickAddChanges(_ text: String, runs: [ClosedRange<CivilDate>], prompt: EventPrompt) throws(EventInputError) -> [EventChange] {
        var changes: [EventChange] = []
        for run in runs {
            let parse = quickAdd(text, on: run)
            let event: QuickAddEvent
            switch parse.outcome {
            case .failure(let refusal): throw EventInputError(refusal.reason)
            case .success(let found): event = found
            }
            // Several runs say the days themselves: a typed day or repeat
            // would put every run's event on the same days.
            if runs.count > 1, let typed = parse.spans.first(where: { $0.role == .date || $0.role == .repeatRule }) {
                let words = String(Array(text)[typed.range])
                throw EventInputError("'\(words)': the \(runs.count) selected runs give the days; type a time and a title, "
                    + "or add on one day with a")
            }
            let target = event.calendar.flatMap { name in writeTargets.first { $0.name == name } } ?? self.target(of: prompt)
            guard let target else { throw EventInputError("no calendar to add to: give a vdir folder with --calendar") }
            changes.append(.add(event.draft, to: target))
        }
        return changes
    }
}

/// What the add prompt says before anything is typed.
enum QuickAddHint {
    static let text = "e.g. tomorrow 3pm Lunch with Ann · fri 9-10:30 Review #work · every tue 18:00 Choir remind 10m · "
        + "\"3pm\" in quotes stays in the title"
}
