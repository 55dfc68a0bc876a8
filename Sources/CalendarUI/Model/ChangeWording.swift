import CalendarCore

/// How the questions and messages of changing events name an event, so
/// that the person knows which one: the day of one instance of a series
/// (`Tue Nov 24`), the span of an event of several days (`5 days, Nov 26 –
/// Nov 30`).
enum ChangeWording {
    /// The days of `occurrence`: `Tue Nov 24`, or `5 days, Nov 26 – Nov 30`.
    static func days(of occurrence: EventOccurrence, locale: CalendarLocale) -> String {
        let days = occurrence.days
        let count = days.lowerBound.days(until: days.upperBound) + 1
        guard count > 1 else { return locale.shortWeekdayNames[days.lowerBound.weekday.rawValue] + " " + locale.monthDay(days.lowerBound) }
        return "\(count) days, \(locale.monthDay(days.lowerBound)) – \(locale.monthDay(days.upperBound))"
    }

    /// ` (5 days, Nov 26 – Nov 30)` for an event of several days, else nothing.
    static func span(of occurrence: EventOccurrence, locale: CalendarLocale) -> String {
        occurrence.days.lowerBound == occurrence.days.upperBound ? "" : " (\(days(of: occurrence, locale: locale)))"
    }

    /// The status line's question: `Delete "Dinner"? y deletes · n keeps it`,
    /// with the span of a long event and the day of an instance, in
    /// `columns`: a long title is cut so that the answers still show.
    static func question(_ question: EventQuestion, locale: CalendarLocale, columns: Int = .max) -> String {
        let occurrence = question.occurrence
        let wording: (before: String, after: String)
        if occurrence.recurrenceID == nil {
            wording = ("Delete \"", "\"\(span(of: occurrence, locale: locale))? y deletes · n keeps it")
        } else {
            let verb = question.purpose == .delete ? "Delete" : "Change"
            let keeps = question.purpose == .delete ? "keeps" : "leaves"
            wording = ("\"", "\" repeats. \(verb) t only \(days(of: occurrence, locale: locale)) · a all of them · Esc \(keeps) them")
        }
        let room = columns == .max ? columns : max(8, columns - DisplayWidth.of(wording.before + wording.after))
        return wording.before + DisplayWidth.fitted(occurrence.title, toColumns: room) + wording.after
    }

    /// What a delete did, for the status line and for `u` (`undid: …`):
    /// `deleted "Gym" on Tue Nov 24 only`, `deleted "Gym"
    /// (the whole series)`, `deleted "Trip" (5 days, Nov 26 – Nov 30)`.
    static func deleted(_ reference: EventReference, _ scope: EventScope, locale: CalendarLocale) -> String {
        let occurrence = EventOccurrence(calendar: 0, uid: reference.uid, recurrenceID: reference.recurrenceID, summary: reference.summary,
                                         isAllDay: reference.isAllDay, start: reference.start, end: reference.end)
        let title = "deleted \"\(occurrence.title)\""
        guard reference.isRecurring else { return title + span(of: occurrence, locale: locale) }
        switch scope {
        case .this: return "\(title) on \(days(of: occurrence, locale: locale)) only"
        case .all: return "\(title) (the whole series)"
        }
    }

    /// The receipts of `changes`, in order, with the delete's own words.
    static func described(_ receipts: [WriteReceipt], of changes: [EventChange], locale: CalendarLocale) -> [WriteReceipt] {
        receipts.enumerated().map { index, receipt in
            guard changes.indices.contains(index), case .delete(let reference, let scope) = changes[index] else { return receipt }
            return WriteReceipt(path: receipt.path, before: receipt.before, after: receipt.after,
                                summary: deleted(reference, scope, locale: locale))
        }
    }
}
