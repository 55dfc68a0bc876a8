import CalendarCore
import InterfaceWords

/// The box of an alarm that went off: the event, when and where, the
/// alarm's own words, and the keys.
enum AlarmNoticeView {
    static func render(_ state: AppState, into buffer: inout CellBuffer) {
        guard let alarm = state.alarms.notices.first else { return }
        let width = min(buffer.width, max(40, min(72, buffer.width - 8)))
        let inner = max(1, width - 4)
        var lines: [[Span]] = [[Span(text: DisplayWidth.fitted(alarm.title, toColumns: inner), style: CellStyle(bold: true))]]
        lines += TextWrap.lines(AppState.alarmWhen(alarm, now: state.now, words: state.words), width: inner).prefix(2).map { [Span(text: $0)] }
        if let message = alarm.message {
            lines += TextWrap.lines(message.replacingOccurrences(of: "\n", with: " "), width: inner).prefix(3).map { [Span(text: $0)] }
        }
        lines.append([])
        let words = state.words.panels
        let enter = state.alarms.noticeArmed ? "Enter" : words.enterInAMoment("Enter")
        lines += TextWrap.lines(words.alarmKeys(enter, state.alarms.notices.count - 1), width: inner).map { [Span(text: $0, style: Palette.note)] }
        let height = min(buffer.height, lines.count + 2)
        Box.render(title: words.alarmTitle(alarm.fireTime.timeText), lines: Array(lines.prefix(max(0, height - 2))), x: (buffer.width - width) / 2,
                   y: max(0, (buffer.height - height) / 2), width: width, height: height, into: &buffer)
    }
}
