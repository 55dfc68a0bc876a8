import CalendarCore
import CalendarUI
import Foundation
import InterfaceWords

/// `dal next`'s answer in the form a status bar reads: a line, JSON for
/// scripts, waybar's JSON, i3blocks' three lines, polybar's and tmux's
/// colour markup.
enum StatusBarFormat: String, CaseIterable {
    case plain, json, waybar, i3blocks, polybar, tmux
}

struct StatusBarLine {
    let upNext: UpNext
    let text: String
    let tooltip: String
    let calendar: String?

    /// The line (`14:10 Dentist (in 25m)`, another day's with its weekday:
    /// `Mon 09:00 Standup (in 2d 3h)`), cut to `width` display columns.
    init(_ upNext: UpNext, calendars: [CalendarInfo], today: CivilDate, locale: CalendarLocale, days: Int, width: Int?,
         words: NextWords) {
        self.upNext = upNext
        var text: String
        if let event = upNext.event {
            let start = event.start
            let day = start.date == today ? "" : locale.shortWeekdayNames[start.date.weekday.rawValue] + " "
            let when = upNext.kind == .now ? words.onNow(words.duration(upNext.minutes)) : words.startsIn(words.duration(upNext.minutes))
            text = day + start.timeText + " " + event.title + " " + when
        } else {
            text = words.nothingAhead(days)
        }
        if let width { text = DisplayWidth.fitted(text, toColumns: width) }
        self.text = text
        // Each event's part of today, as `dal list` shows it: one of days
        // begun before today or ending after it has no times of today.
        tooltip = upNext.restOfToday.map { event in
            let when = switch event.part(on: today) {
            case .allDay: words.allDay
            case .within(let start, let end): start + "–" + end
            case .starts(let start): start + "→"
            case .ends(let end): "→" + end
            case .throughout: "→ →"
            }
            return when + " " + event.title
        }.joined(separator: "\n")
        calendar = upNext.event.flatMap { calendars.indices.contains($0.calendar) ? calendars[$0.calendar].name : nil }
    }

    /// The colour of each kind where a bar takes one: on now red, soon
    /// amber; later and none in the bar's own colour.
    static func color(_ kind: UpNext.Kind) -> String? {
        switch kind {
        case .now: "#e06c75"
        case .soon: "#e5c07b"
        case .later, .none: nil
        }
    }

    func rendered(_ format: StatusBarFormat) -> String {
        let color = Self.color(upNext.kind)
        switch format {
        case .plain:
            return text + "\n"
        case .json:
            var object: [String: JSONValue] = ["text": .text(text), "class": .text(upNext.kind.rawValue), "tooltip": .text(tooltip),
                                               "minutes": .number(upNext.minutes), "percentage": .number(upNext.percentage)]
            if let event = upNext.event {
                object["title"] = .text(event.summary)
                object["start"] = .text(Self.moment(event.start))
                object["end"] = .text(Self.moment(event.end))
                if let calendar { object["calendar"] = .text(calendar) }
            }
            return Self.json(object)
        case .waybar:
            // waybar reads text and tooltip as Pango markup (unless its
            // module says `"escape": true`): a title's `&` or `<` is escaped.
            return Self.json(["text": .text(Self.pangoEscaped(text)), "tooltip": .text(Self.pangoEscaped(tooltip)),
                              "class": .text(upNext.kind.rawValue), "percentage": .number(upNext.percentage)])
        case .i3blocks:
            // full_text, short_text, color (an empty line keeps the bar's).
            return text + "\n" + text + "\n" + (color ?? "") + "\n"
        case .polybar:
            let escaped = text.replacingOccurrences(of: "%", with: "%%")
            return (color.map { "%{F\($0)}" + escaped + "%{F-}" } ?? escaped) + "\n"
        case .tmux:
            let escaped = text.replacingOccurrences(of: "#", with: "##")
            return (color.map { "#[fg=\($0)]" + escaped + "#[default]" } ?? escaped) + "\n"
        }
    }

    /// A watch's update: one line each, as a bar reads a running command.
    /// i3blocks' `persist` takes its three lines as one JSON object per
    /// line (`format=json`); the others are as without `--watch`.
    func renderedForWatch(_ format: StatusBarFormat) -> String {
        guard format == .i3blocks else { return rendered(format) }
        var object: [String: JSONValue] = ["full_text": .text(text), "short_text": .text(text)]
        if let color = Self.color(upNext.kind) { object["color"] = .text(color) }
        return Self.json(object)
    }

    /// `text` as Pango markup shows it: `&`, `<` and `>` as entities.
    static func pangoEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// `2026-11-21T19:00`, as `dal list --json` writes times.
    private static func moment(_ time: LocalDateTime) -> String {
        "\(time.date)T\(time.timeText)"
    }

    /// A value of one line of JSON.
    enum JSONValue {
        case text(String)
        case number(Int)

        var written: String {
            switch self {
            case .text(let text): quotedString(text)
            case .number(let number): String(number)
            }
        }
    }

    /// One line of JSON with sorted keys (a bar reads a line at a time),
    /// written here: Foundation's JSONSerialization cost a status bar's
    /// `dal next` a twentieth of its time in type checks on first use.
    static func json(_ object: [String: JSONValue]) -> String {
        "{" + object.sorted { $0.key < $1.key }.map { quotedString($0.key) + ":" + $0.value.written }.joined(separator: ",") + "}\n"
    }
}
