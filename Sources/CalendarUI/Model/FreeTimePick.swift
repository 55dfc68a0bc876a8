import CalendarCore
import InterfaceWords

/// Free time on the week's hours (`F`), and `dal pick --free`, which picks
/// a time of a given length in it.
extension AppState {
    /// The shortest free time the hour grid shades: the length `dal pick
    /// --free` asks for, else half an hour.
    public var shadedFreeMinutes: Int {
        if case .free(let minutes) = pickMode { return minutes }
        return 30
    }

    /// The free minutes of `date` (from now on today), or nil when they
    /// are not known: a day not read yet, one with more events than a day
    /// keeps, or a day past. Busy as `dal free` counts it: events marked
    /// free (TRANSP:TRANSPARENT) or declined leave their time free.
    public func freeSpans(on date: CivilDate) -> [FreeTime.Span]? {
        guard let events, events.days.contains(date), events.hiddenCount(on: date) == 0, date >= today else { return nil }
        let from = date == today ? (now?.secondsOfDay ?? 0) / 60 : 0
        let busy = events.occurrences(on: date).filter { $0.isBusy(for: []) }
            .map { HourGridView.minutes(of: $0, on: date) }.map { FreeTime.Span(start: $0.start, end: $0.end) }
        return FreeTime.slots(in: [FreeTime.Span(start: from, end: 24 * 60)], busy: busy, atLeast: shadedFreeMinutes)
    }

    /// `Enter` in `dal pick --free`: `minutes` of the free time at the
    /// cursor's slot (from the slot's start, or as late in that free time
    /// as it must be to fit), or of the time range chosen with `v`; a slot
    /// that is not free, or too short, is refused on the status line.
    mutating func pickFreeTime(minutes: Int) -> [Effect] {
        guard showsHourGrid else {
            message = words.messages.freeTimeOnTheWeek(keyBindings.firstLabel(.toggleView) ?? "w")
            return []
        }
        guard let free = freeSpans(on: cursor) else {
            if cursor < today {
                message = words.messages.dayIsPast
            } else if let events, events.days.contains(cursor), events.hiddenCount(on: cursor) > 0 {
                message = words.messages.dayTooFull
            } else {
                message = words.messages.dayStillRead
            }
            return []
        }
        let chosen = pendingSlots ?? hourGrid.slot..<(hourGrid.slot + HourGridGeometry.slotMinutes)
        if cursor == today, let now, chosen.upperBound <= now.secondsOfDay / 60 {
            message = words.messages.timeIsPast(Self.clockText(chosen.lowerBound))
            return []
        }
        guard let stretch = free.first(where: { $0.start < chosen.upperBound && $0.end > chosen.lowerBound }) else {
            message = words.messages.notFree(Self.clockText(chosen.lowerBound), MinutesText.text(minutes))
            return []
        }
        var start = max(chosen.lowerBound, stretch.start)
        var end = start + minutes
        // A range chosen with `v` is picked as it is, when it is free and long enough.
        if pendingSlots != nil, chosen.lowerBound >= stretch.start, chosen.upperBound <= stretch.end, chosen.count >= minutes {
            (start, end) = (chosen.lowerBound, chosen.upperBound)
        } else if end > stretch.end {
            start = stretch.end - minutes
            end = stretch.end
        }
        quitReason = .picked
        return [.pickTime(start: LocalDateTime(date: cursor, secondsOfDay: start * 60),
                          end: LocalDateTime(date: cursor, secondsOfDay: 0).adding(seconds: end * 60))]
    }
}
