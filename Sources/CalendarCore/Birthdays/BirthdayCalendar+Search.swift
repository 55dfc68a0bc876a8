extension BirthdayCalendar.Entry {
    /// The entry as an all-day event of no calendar file (`calendar` -1),
    /// titled as the run words it: how `dal list` and search show it.
    public func occurrence(titled title: String) -> EventOccurrence {
        EventOccurrence(calendar: -1, uid: uid, recurrenceID: nil, summary: title, isAllDay: true,
                        start: LocalDateTime(date: date), end: LocalDateTime(date: date.adding(days: 1)))
    }
}

extension BirthdayCalendar {
    /// The entries a search of `query` finds (`/`, `dal search`): each
    /// card's first one within `days` (nil: its next from `today`) whose
    /// title (`title`, in the run's words) or the calendar's name holds
    /// every word, by date. A birthday comes every year (a lunar one
    /// within 13 lunar months), so the next is always within 400 days.
    public func found(_ query: String, in days: ClosedRange<CivilDate>? = nil, today: CivilDate, title: (Entry) -> String) -> [Entry] {
        guard !isEmpty else { return [] }
        let looked = days ?? today...max(today, min(CivilDate.last, today.adding(days: 400)))
        var seen: Set<String> = []
        return entries(in: looked).filter { entry in
            guard !seen.contains(entry.uid), SearchText.holdsEveryWord(of: query, in: [title(entry), Self.name]) else { return false }
            seen.insert(entry.uid)
            return true
        }
    }
}
