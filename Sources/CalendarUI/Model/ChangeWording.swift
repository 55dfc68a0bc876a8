import CalendarCore
import InterfaceWords

/// How the questions and messages of changing events name an event, so
/// that the person knows which one: the day of one instance of a series
/// (`Tue Nov 24`), the span of an event of several days (`5 days, Nov 26 –
/// Nov 30`).
enum ChangeWording {
    /// The days of `occurrence`: `Tue Nov 24`, or `5 days, Nov 26 – Nov 30`.
    static func days(of occurrence: EventOccurrence, locale: CalendarLocale, words: EventWords) -> String {
        let days = occurrence.days
        let count = days.lowerBound.days(until: days.upperBound) + 1
        guard count > 1 else { return locale.shortWeekdayNames[days.lowerBound.weekday.rawValue] + " " + locale.monthDay(days.lowerBound) }
        return words.severalDays(count, locale.monthDay(days.lowerBound), locale.monthDay(days.upperBound))
    }

    /// ` (5 days, Nov 26 – Nov 30)` for an event of several days, else nothing.
    static func span(of occurrence: EventOccurrence, locale: CalendarLocale, words: EventWords) -> String {
        occurrence.days.lowerBound == occurrence.days.upperBound ? "" : " (\(days(of: occurrence, locale: locale, words: words)))"
    }

    /// The status line's question: `Delete "Dinner"? y deletes · n keeps it`,
    /// with the span of a long event and the day of an instance, in
    /// `columns`: a long title is cut so that the answers still show.
    static func question(_ question: EventQuestion, locale: CalendarLocale, words: EventWords, columns: Int = .max) -> String {
        let occurrence = question.occurrence
        let wording: (String) -> String
        if occurrence.recurrenceID == nil {
            let span = span(of: occurrence, locale: locale, words: words)
            wording = { words.deleteQuestion($0, span) }
        } else {
            let phrase = switch question.purpose {
            case .delete: words.deleteRepeatsQuestion
            case .editScope: words.changeRepeatsQuestion
            case .moveScope: words.moveRepeatsQuestion
            }
            let day = days(of: occurrence, locale: locale, words: words)
            wording = { phrase($0, day) }
        }
        // The sentence without its title measures what the answers take.
        let room = columns == .max ? columns : max(8, columns - DisplayWidth.of(wording("")))
        return wording(DisplayWidth.fitted(occurrence.title, toColumns: room))
    }

    /// What a delete did, for the status line and for `u` (`undid: …`):
    /// `deleted "Gym" on Tue Nov 24 only`, `deleted "Gym"
    /// (the whole series)`, `deleted "Trip" (5 days, Nov 26 – Nov 30)`.
    static func deleted(_ reference: EventReference, _ scope: EventScope, locale: CalendarLocale, words: EventWords) -> String {
        let occurrence = EventOccurrence(calendar: 0, uid: reference.uid, recurrenceID: reference.recurrenceID, summary: reference.summary,
                                         isAllDay: reference.isAllDay, start: reference.start, end: reference.end)
        guard reference.isRecurring else { return words.deleted(occurrence.title, span(of: occurrence, locale: locale, words: words)) }
        switch scope {
        case .this: return words.deletedOne(occurrence.title, days(of: occurrence, locale: locale, words: words))
        case .all: return words.deletedSeries(occurrence.title)
        }
    }

    /// What a move did: `moved "Gym" to Fri Nov 27`, `moved "Gym" (the
    /// whole series) 2 days later`, `moved "Trip" to Work, Fri Nov 27`.
    static func moved(_ reference: EventReference, _ scope: EventScope, days: Int, to calendar: String?, locale: CalendarLocale,
                      words: EventWords) -> String {
        var occurrence = EventOccurrence(calendar: 0, uid: reference.uid, recurrenceID: reference.recurrenceID, summary: reference.summary,
                                         isAllDay: reference.isAllDay, start: reference.start, end: reference.end)
        if reference.isRecurring && scope == .all {
            return words.movedSeries(occurrence.title, calendar ?? "", days)
        }
        occurrence.start = reference.start.shifted(days: days)
        occurrence.end = reference.end.shifted(days: days)
        return words.movedTo(occurrence.title, calendar ?? "", Self.days(of: occurrence, locale: locale, words: words))
    }

    /// The receipts of `changes`, in order, in words naming the days: a
    /// move between calendars (a copy, then the old one's delete) reads as
    /// one move.
    static func described(_ receipts: [WriteReceipt], of changes: [EventChange], locale: CalendarLocale, words: EventWords) -> [WriteReceipt] {
        receipts.enumerated().map { index, receipt in
            guard changes.indices.contains(index) else { return receipt }
            func worded(_ summary: String, continues: Bool = false) -> WriteReceipt {
                WriteReceipt(path: receipt.path, before: receipt.before, after: receipt.after, summary: summary, continuesPrevious: continues)
            }
            switch changes[index] {
            case .move(let reference, let scope, let days):
                return worded(moved(reference, scope, days: days, to: nil, locale: locale, words: words))
            case .copy(let reference, let days, let calendar):
                return worded(moved(reference, .all, days: days, to: calendar.name, locale: locale, words: words))
            case .delete(let reference, let scope):
                if index > 0, case .copy(let copied, let days, let calendar) = changes[index - 1], copied.uid == reference.uid {
                    return worded(moved(copied, .all, days: days, to: calendar.name, locale: locale, words: words), continues: true)
                }
                return worded(deleted(reference, scope, locale: locale, words: words))
            default:
                return receipt
            }
        }
    }
}
