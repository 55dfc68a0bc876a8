extension LaunchWords {
    public static let english = LaunchWords(
        noTerminal: Phrase { "no terminal to draw on (/dev/tty: \($0)). The full-screen calendar needs one; use `dal print` in scripts and pipes." },
        termUnset: "TERM is not set, so the terminal's capabilities are unknown. Set TERM (e.g. TERM=xterm-256color) or use `dal print`.",
        unknownTerminal: Phrase { "the terminal type '\($0)' is not in the terminfo database. Set TERM to a known type (e.g. xterm-256color) or use `dal print`." },
        cannotAddressCursor: Phrase { "the terminal type '\($0)' cannot move the cursor, so no full screen can be drawn on it. Set TERM to your terminal's type (e.g. xterm-256color) or use `dal print`." },
        cannotStart: Phrase { "could not start the full screen: \($0). Use `dal print` instead." },
        storeNotWritten: "the store could not be written",
        storeReadOnly: Phrase { "changes are not saved: the store \($0) is read-only: \($1)" },
        storeProtected: Phrase { "the file is read-only (mode \($0)); make it writable (chmod u+w) to keep changes" },
        storeNotLoaded: Phrase { "not loaded: \($0)" },
        selectionsKeptAside: Phrase { "your selections and tags were not saved (\($0)). They are kept in \($1): "
            + "open it with `dal --store \($1)`, or copy it over \($2) once that can be written." },
        selectionsNotKept: Phrase { "your selections and tags were not saved (\($0)), and no recovery file could be "
            + "written either; here they are in the store format:\n\($1)" },
        taskNumbersForeign: Phrase { "\($0) is not a file of the tasks' numbers dal wrote; it is left alone, "
            + "and the numbers are not kept (move it away)" },
        taskNumbersNotKept: Phrase { "the tasks' numbers could not be kept in \($0): \($1); the next listing may number them anew" }
    )
}
