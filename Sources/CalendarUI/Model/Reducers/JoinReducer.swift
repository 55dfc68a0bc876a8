import CalendarCore

/// Why the browser did not open a link (`Action.linkOpened`).
public enum LinkFailure: Equatable, Sendable {
    /// The program could not be started (not installed): its name, why.
    case notStarted(program: String, reason: String)
    /// It ran and exited with this status.
    case failed(program: String, status: Int)
}

extension AppState {
    /// `J` and what the browser made of it.
    mutating func joinCall(_ action: Action) -> [Effect] {
        switch action {
        case .joinCall:
            joinAwaitsDetails = nil
            return joinCall(detailsRead: false)
        case .linkOpened(let link, let failure):
            message = switch failure {
            case nil: words.events.openingLink(link)
            case .notStarted(let program, let reason): words.events.browserNotStarted((program, reason))
            case .failed(let program, let status): words.events.browserFailed((program, status))
            }
        default: break
        }
        return []
    }

    /// The events `J` looks at: the agenda's picked one in the agenda
    /// view, else every event of the cursor day (read-only ones too: an
    /// invitation is joined, not changed).
    var joinCandidates: [EventOccurrence] {
        let all = events?.occurrences(on: cursor) ?? []
        if mode == .agenda {
            let entries = AgendaDays.entries(on: cursor, state: self)
            if let key = entries.isEmpty ? nil : entries[min(agenda.entry, entries.count - 1)].key {
                return all.filter { EventKey($0) == key }
            }
        }
        return all
    }

    /// The links are in the events' details: read first when not known
    /// (then `joinWhenRead` answers the key). One event with a link opens
    /// it; several make a list to choose from.
    mutating func joinCall(detailsRead: Bool) -> [Effect] {
        let candidates = joinCandidates
        guard !candidates.isEmpty else {
            message = words.events.noEventToJoin
            return []
        }
        let unread = candidates.filter { details[EventKey($0)] == nil }
        // Once read, an event whose file could not be read has no link.
        if !unread.isEmpty, !detailsRead {
            joinAwaitsDetails = cursor
            detailsAsked.formUnion(unread.map(EventKey.init))
            message = words.events.readingForCallLink
            return [.loadDetails(unread)]
        }
        let joinable = candidates.filter { details[EventKey($0)]?.join != nil }
        guard let first = joinable.first, let link = details[EventKey(first)]?.join else {
            message = words.events.noCallLink
            return []
        }
        if joinable.count == 1 { return [.openLink(link)] }
        overlay = .chooseEvent(EventChoice(purpose: .join, options: joinable))
        return []
    }

    /// Details arrived: a waiting `J` is answered with them.
    mutating func joinWhenRead() -> [Effect] {
        guard let day = joinAwaitsDetails else { return [] }
        joinAwaitsDetails = nil
        return day == cursor ? joinCall(detailsRead: true) : []
    }
}
