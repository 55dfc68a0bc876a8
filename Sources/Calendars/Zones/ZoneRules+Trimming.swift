/// The instants a VTIMEZONE must cover: from `first` through `last` (nil:
/// without end, for a series without one).
struct ZoneSpan: Equatable {
    var first: Int
    var last: Int?

    func union(_ other: ZoneSpan) -> ZoneSpan {
        let last = self.last.flatMap { mine in other.last.map { max(mine, $0) } }
        return ZoneSpan(first: min(first, other.first), last: last)
    }
}

extension ZoneRules {
    /// The part of these rules a file needs for `span`, as careful clients
    /// write it: the observance in effect at its start (from its latest
    /// onset) and those that begin within it, a rule cut at the span's end
    /// (UNTIL), or kept without end when the span has none. Each observance
    /// written is checked to give exactly the onsets it stands for, else it
    /// is written as dates (RDATE). nil when the rules cannot be expanded.
    func trimmed(to span: ZoneSpan) -> ZoneRules? {
        let horizon = span.last ?? max(span.first, lastFixedInstant) + Self.settlingTime
        guard let all = onsets(through: horizon), !all.isEmpty else { return nil }
        let inEffect = all.lastIndex { $0.instant <= span.first } ?? 0
        // Onsets that change neither offset nor name are left out (libical
        // ends zones without summer time with one in 2038).
        var kept = [all[inEffect]]
        for onset in all[(inEffect + 1)...] {
            let (current, next) = (observances[kept[kept.count - 1].observance], observances[onset.observance])
            if next.offsetTo != current.offsetTo || next.names != current.names { kept.append(onset) }
        }
        var groups: [(observance: Int, onsets: [Int])] = []
        for onset in kept {
            if let index = groups.firstIndex(where: { $0.observance == onset.observance }) {
                groups[index].onsets.append(onset.instant)
            } else {
                groups.append((onset.observance, [onset.instant]))
            }
        }
        var pieces = groups.map { Piece(source: observances[$0.observance], onsets: $0.onsets, endless: span.last == nil, horizon: horizon) }
        mergeAlike(&pieces, endless: span.last == nil, horizon: horizon)
        return ZoneRules(tzid: tzid, location: location, observances: pieces.sorted { $0.onsets[0] < $1.onsets[0] }.map(\.written))
    }

    /// One observance as written for a span, and the onsets it must give
    /// through the horizon.
    private struct Piece {
        let sources: [Observance]
        var written: Observance
        let onsets: [Int]

        init(source: Observance, onsets: [Int], endless: Bool, horizon: Int) {
            sources = [source]
            self.onsets = onsets
            var candidate = source
            candidate.start = source.wall(onsets[0])
            candidate.extraStarts = []
            candidate.count = nil
            candidate.until = nil
            if endless, source.continuesForever, candidate.onsets(through: horizon) == onsets {
                written = candidate
                return
            }
            if onsets.count > 1, source.ruleParts != nil {
                candidate.until = onsets.last
                if candidate.onsets(through: horizon) == onsets {
                    written = candidate
                    return
                }
            }
            if endless, source.continuesForever {
                written = source   // its rule could not be moved: kept whole
                return
            }
            candidate.ruleParts = nil
            candidate.until = nil
            candidate.extraStarts = onsets.dropFirst().map(source.wall)
            written = candidate
        }

        init(sources: [Observance], written: Observance, onsets: [Int]) {
            self.sources = sources
            self.written = written
            self.onsets = onsets
        }
    }

    /// Joins pieces with the same offsets and names that one rule gives
    /// together (libical splits a zone's current rule at 2037 into two
    /// observances, one with UNTIL and one without).
    private func mergeAlike(_ pieces: inout [Piece], endless: Bool, horizon: Int) {
        var merged = true
        while merged {
            merged = false
            search: for i in pieces.indices {
                for j in pieces.indices where j > i && pieces[i].written.isLike(pieces[j].written) {
                    let union = Array(Set(pieces[i].onsets + pieces[j].onsets)).sorted()
                    let sources = pieces[i].sources + pieces[j].sources
                    for shape in sources where shape.ruleParts != nil {
                        var candidate = shape
                        candidate.start = shape.wall(union[0])
                        candidate.extraStarts = []
                        candidate.count = nil
                        candidate.until = endless && sources.contains(where: \.continuesForever) ? nil : union.last
                        guard candidate.onsets(through: horizon) == union else { continue }
                        pieces[i] = Piece(sources: sources, written: candidate, onsets: union)
                        pieces.remove(at: j)
                        merged = true
                        break search
                    }
                }
            }
        }
    }
}
