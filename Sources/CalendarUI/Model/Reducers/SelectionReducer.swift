import CalendarCore
import InterfaceWords

extension AppState {
    /// Selected days, `v` ranges and tags; the mouse.
    mutating func select(_ action: Action) {
        switch action {
        case .toggleSelection:
            if let range = pendingRange { commitRange(range) } else { selection.toggle(cursor) }
        case .rangeKey:
            if let range = pendingRange {
                commitRange(range)
            } else {
                rangeAnchor = cursor
                if showsHourGrid { slotAnchor = hourGrid.slot }
            }
        case .clearSelection: clearSelection()
        case .tag(let index): tag(index)
        case .untag: tag(nil)
        case .click(let x, let y): click(x: x, y: y)
        case .release(let x, let y): release(x: x, y: y)
        case .dragTo(let x, let y): drag(toX: x, y: y)
        case .adoptStore(let document):
            selection = Selection(ranges: document.selected)
            marks.replaceStore(document)
        default: break
        }
    }

    // MARK: Selection

    private mutating func commitRange(_ range: ClosedRange<CivilDate>) {
        selection.selectRange(range.lowerBound, range.upperBound)
        rangeAnchor = nil
    }

    /// Tags (or untags, for nil) the cursor day or the pending range.
    /// Key N tags with the Nth category of the data files (calendars are
    /// not tags: a day tagged "Family" would look like a Family event).
    private mutating func tag(_ key: Int?) {
        let taggable = taggableCategories
        if let key, key >= taggable.count {
            message = taggable.isEmpty ? words.messages.noCategories : words.messages.noCategory(key + 1, taggable.count)
            return
        }
        let range = pendingRange ?? cursor...cursor
        if let key { marks.tag(range, category: taggable[key]) } else { marks.untag(range) }
        rangeAnchor = nil
    }

    /// A press on a day toggles it (a click), and the cursor goes there;
    /// while an event is carried, it only carries it there. A day of the
    /// month before or after, shown around this one, brings its page only
    /// at the release: the press and the release are read on the same
    /// page, so a click is the one day under the pointer as it went down.
    private mutating func click(x: Int, y: Int) {
        mouseDrag = nil
        guard overlay == .none, let date = day(atX: x, y: y) else { return }
        mouseDrag = MouseDrag(start: date, selectionBefore: selection, current: date)
        if currentPageHolds(date) { cursor = date }
        if changes.moving == nil { selection.toggle(date) }
    }

    /// The pointer moved with the button down: the run from the press to
    /// the day under it is shown as it would be selected (or the carried
    /// event goes there), the page staying as it is until the release.
    private mutating func drag(toX x: Int, y: Int) {
        guard let drag = mouseDrag, overlay == .none, let date = day(atX: x, y: y), date != drag.current else { return }
        follow(drag, to: date)
    }

    /// The release: the drag ends on the day under the pointer (where it
    /// last was, off the days), and the cursor's page follows.
    private mutating func release(x: Int, y: Int) {
        guard let drag = mouseDrag else { return }
        guard overlay == .none else { mouseDrag = nil; return }
        let date = day(atX: x, y: y) ?? drag.current
        if date != drag.current { follow(drag, to: date) }
        mouseDrag = nil
        cursorOnto(date)
    }

    /// The drag's run from its press to `date`: the days between selected
    /// as one run, or deselected when all were selected (as phone calendars
    /// select ranges); back on the press's day, that day toggled alone.
    private mutating func follow(_ drag: MouseDrag, to date: CivilDate) {
        var moved = drag
        moved.current = date
        mouseDrag = moved
        if currentPageHolds(date) { cursor = date }
        guard changes.moving == nil else { return }
        var runs = drag.selectionBefore
        if date == drag.start {
            runs.toggle(date)
        } else if runs.containsAll(drag.start, date) {
            runs.deselectRange(drag.start, date)
        } else {
            runs.selectRange(drag.start, date)
        }
        selection = runs
    }

    private func day(atX x: Int, y: Int) -> CivilDate? {
        ScreenLayout(state: self).date(atX: x, y: y, pages: pages, cursor: cursor).flatMap { $0.isSupported ? $0 : nil }
    }

    /// The cursor onto a day on screen (a day of the next or previous
    /// month shown in the padding brings its page).
    private mutating func cursorOnto(_ date: CivilDate) {
        if !currentPageHolds(date) { jump(to: date) } else { cursor = date }
    }


    /// `C`: every day deselected, kept to be brought back by `C` again.
    private mutating func clearSelection() {
        rangeAnchor = nil
        if selection.isEmpty {
            guard let cleared = clearedSelection else { message = words.messages.nothingSelected; return }
            selection = cleared
            clearedSelection = nil
            message = words.messages.broughtBack(cleared.count)
        } else {
            clearedSelection = selection
            message = words.messages.cleared(selection.count)
                + (keyBindings.firstLabel(.clearSelection).map { words.messages.againBringsBack($0) } ?? "")
            selection = Selection()
        }
    }

}
