extension ImportWords {
    public static let english = ImportWords(
        component: Phrase { kind, title in
            let what = switch kind {
            case "VEVENT": "event"
            case "VTODO": "task"
            default: kind
            }
            return title.isEmpty ? "\(what) without a title" : "\(what) \"\(title)\""
        },
        instance: Phrase { "(the instance of \($0))" },
        into: Phrase { "Importing into \($0):" },
        willAdd: Phrase { "  add      \($0)  (\($1))" },
        willJoin: Phrase { "  add      \($0) to its series  (\($1))" },
        willReplace: Phrase { "  change   \($0): newer  (\($1))" },
        leftSame: Phrase { "  leave    \($0): already there  (\($1))" },
        leftOlder: Phrase { "  leave    \($0): the calendar's is newer  (\($1))" },
        cannotHold: Phrase { "  skip     \($0): \($2) cannot hold it  (\($1))" },
        noUID: Phrase { "  skip     \($0): no UID to merge by  (\($1))" },
        counts: Phrase { add, change, left, skipped in
            "\(add) to add, \(change) to change, \(left) left as they are, \(skipped) skipped"
        },
        question: "Import? [y/N] ",
        yes: "yes",
        needsYes: "no terminal to ask on: give --yes to import without asking; nothing was imported",
        notImported: "nothing was imported",
        nothingToImport: "nothing to import: the calendar already has these or newer; nothing was written",
        nothingImportable: "nothing to import: the files hold no event or task this calendar takes; nothing was written",
        imported: Phrase { added, changed, files in
            "imported: \(added) added, \(changed) changed (\(files) \(files == 1 ? "file" : "files") written)"
        },
        takesFile: "the path of an iCalendar file, or - for standard input",
        takesCalendarName: "the name of a calendar dal writes to, or its folder's name",
        noCalendar: "no calendar to import into: give one with --calendar FOLDER",
        noSuchCalendar: Phrase { "--into '\($0)': no calendar dal writes to has that name (they are: \($1))" },
        notICalendar: Phrase { "\($0):\($1): this is not an iCalendar file: it must start with BEGIN:VCALENDAR; nothing was imported" },
        empty: Phrase { "\($0):\($1): the file is empty, not iCalendar; nothing was imported" },
        endClosesNothing: Phrase { "\($0):\($1): END:\($2) does not close anything; nothing was imported" },
        endClosesOther: Phrase { path, line, end, open in "\(path):\(line): END:\(end) does not close the open \(open); nothing was imported" },
        notClosed: Phrase { "\($0):\($1): this \($2) has no END:\($2); nothing was imported" },
        notUTF8: Phrase { "\($0):\($1): not UTF-8 text: the byte \($2) here is not part of a UTF-8 character. iCalendar is UTF-8: convert the file first (from Latin-1: iconv -f latin1 -t utf-8); nothing was imported" },
        unreadable: Phrase { path, line, kind, detail in "\(path):\(line): libical cannot read this \(kind)\(detail); nothing was imported" }
    )
}
