import CalendarCore
import InterfaceWords

/// Renders a whole frame from the state: the viewport over the page strip,
/// the status line, and any overlay.
public enum Screen {
    /// The viewport is the window's left edge on the three-page strip
    /// (previous | current | next), each page one screen wide: `width` is
    /// the middle page, smaller values slide toward the previous page,
    /// larger toward the next. It rests in the middle unless a slide moves
    /// it (`viewport` overrides, for tests). Only pages the viewport
    /// overlaps are drawn.
    public static func render(_ state: AppState, viewport: Int? = nil) -> CellBuffer {
        let layout = ScreenLayout(state: state)
        var buffer = CellBuffer(width: state.size.width, height: state.size.height)
        if layout.isTooSmall {
            // The longest wording that fits whatever window there is, wrapped.
            let need = "\(layout.minimumSize.width)×\(layout.minimumSize.height)"
            let words = state.words.panels
            let wordings = [words.windowTooSmall(need), words.tooSmallNeeds(need), words.tooSmall, words.small]
            let fitting = wordings.first { wording in
                wording.split(separator: " ").allSatisfy { DisplayWidth.of(String($0)) <= buffer.width }
                    && TextWrap.lines(wording, width: buffer.width).count <= buffer.height
            }
            for (row, line) in TextWrap.lines(fitting ?? "", width: buffer.width).enumerated() { buffer.put(line, x: 0, y: row) }
            return buffer
        }
        let width = layout.pageWidth
        let offset = min(max(viewport ?? state.slide?.viewport(width: width) ?? width, 0), 2 * width)
        for slot in 0..<3 {
            let x = slot * width - offset
            guard x > -width, x < width else { continue }
            // Each page draws only inside its own part of the screen.
            buffer.clipped(toColumns: max(0, x)..<min(width, x + width)) { buffer in
                renderPage(slot: slot, state: state, layout: layout, into: &buffer, x: x)
            }
        }
        if layout.agendaWidth > 0 { AgendaView.renderPanel(state, layout: layout, into: &buffer) }
        if layout.hasLegend { StatusLineView.renderLegend(state, into: &buffer, y: layout.pageHeight) }
        StatusLineView.render(state, into: &buffer, y: layout.pageHeight + layout.legendRows)
        switch state.overlay {
        case .panel(let kind, let scroll): PanelView.render(kind, scroll: scroll, state: state, into: &buffer)
        case .eventPrompt(let prompt): EventEditingViews.renderPrompt(prompt, state: state, layout: layout, into: &buffer)
        case .chooseEvent(let choice): EventEditingViews.renderChoice(choice, state: state, into: &buffer)
        case .eventForm(let form): EventFormView.render(form, state: state, into: &buffer)
        case .alarmNotice: AlarmNoticeView.render(state, into: &buffer)
        case .search(let prompt): SearchView.render(prompt, state: state, into: &buffer)
        case .tasks(let panel): TaskPanelView.render(panel, state: state, layout: layout, into: &buffer)
        case .calendarList(let panel): CalendarListView.render(panel, state: state, into: &buffer)
        case .invitation(let card): InvitationView.render(card, state: state, into: &buffer)
        case .none, .goTo, .question: break   // on the status line
        }
        return buffer
    }

    /// Slot 0, 1, 2: previous, current, next page of the buffer. The cursor
    /// is drawn on the current page only.
    private static func renderPage(slot: Int, state: AppState, layout: ScreenLayout, into buffer: inout CellBuffer, x: Int) {
        switch state.pages {
        case .month(let strip):
            guard let page = [strip.previous, strip.current, strip.next][slot] else { return }
            MonthPageView.render(page, state: state, layout: layout, showsCursor: slot == 1, into: &buffer, x: x)
        case .week(let strip):
            guard let page = [strip.previous, strip.current, strip.next][slot] else { return }
            if state.mode == .agenda {
                // One list, not a page of a strip: it never slides.
                if slot == 1 { AgendaListView.render(state: state, layout: layout, into: &buffer) }
            } else {
                WeekPageView.render(page, state: state, layout: layout, showsCursor: slot == 1, into: &buffer, x: x)
            }
        case .year(let strip):
            guard let page = [strip.previous, strip.current, strip.next][slot] else { return }
            YearPageView.render(page, state: state, layout: layout, showsCursor: slot == 1, into: &buffer, x: x)
        }
    }
}
