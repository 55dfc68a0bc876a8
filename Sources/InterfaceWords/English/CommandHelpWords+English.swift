extension CommandHelpWords {
    public static let english = CommandHelpWords(
        frame: HelpFrameWords(
            overview: "OVERVIEW:", usage: "USAGE:", arguments: "ARGUMENTS:", options: "OPTIONS:", subcommands: "SUBCOMMANDS:",
            defaultSubcommand: "(default)", showHelp: "Show help information.", showVersion: "Show the version.",
            showSubcommandHelp: "Show subcommand help information.",
            seeSubcommandHelp: Phrase { "See '\($0) <subcommand>' for detailed help." },
            defaultValue: Phrase { "(default: \($0))" }, values: Phrase { "(values: \($0))" }),
        root: RootHelpWords(
            abstract: "달력 (dal): a full-screen terminal calendar and date picker.",
            opensTheCalendar: "open the calendar (dal open)",
            discussion: "Run `dal` to open the calendar: the arrow keys page months, Space selects, w switches to the week, "
                + "? lists every key. What `dal` (that is, `dal open`) takes:",
            openListsThem: "dal help open lists them.",
            exitCodes: Phrase { "Exit codes: \($0)." },
            exitOK: "ok", exitPickCancelled: "`dal pick` cancelled, `dal import` answered no or `dal next --join` found no call", exitUsage: "bad command line", exitDataError: "a file dal cannot use",
            exitNoTerminal: "no usable terminal (use `dal print`), no browser or no libical", exitOutputError: "output or changes not written",
            exitSubscriptionFailed: "a subscription not fetched",
            exitConfiguration: "a bad config file (FILE:LINE:COLUMN) or no home for the store", exitInterrupted: "Ctrl-C"),
        screen: ScreenOptionHelpWords(
            date: "The month or day to open on (default: today).",
            week: "Open in week view (as --view week).",
            view: "Open in this view: month, week, year or agenda (default: the config file's, else month).",
            animation: "Turn pages with the sliding animation, or without (default: the config file's, else on).",
            only: "Show only this calendar (a name or folder name; again for more) for this run; c shows the others."),
        display: DisplayOptionHelpWords(
            firstWeekday: "First day of the week: monday to sunday (or mon, tue, ...), or locale (default: the config file's, else locale).",
            locale: "Locale for names and the first weekday, e.g. ko_KR or de_DE (default: LC_ALL, LC_TIME, LANG; `list` prints them all).",
            today: "Pretend today is this date (also: DAL_TODAY).",
            now: "Pretend it is this moment, local time (also: DAL_NOW); the clock runs on from it.",
            holidays: "Show the public holidays of a region (KR); again for another; none for none (default: the config file's, else the "
                + "locale's region when dal has its holidays).",
            birthdays: "Show the birthdays of the contacts (.vcf) in a folder, read recursively; again for another; none for none "
                + "(default: the config file's birthdays).",
            lunar: "Show each day's Korean lunar date, 음력 (default: the config file's, else on for Korean locales).",
            language: "The language of dal's words: en or ko (default: the config file's, else the language of --locale or the config "
                + "file's locale, else LC_ALL, LC_MESSAGES, LANG).",
            timeZone: "Show times in this zone, e.g. Asia/Seoul (default: the config file's, else TZ, else the system's)."),
        sources: SourceOptionHelpWords(
            data: "A JSON file of categories and marked dates (repeatable; docs/data-format.md).",
            ics: "An iCalendar file, a folder of them, or a folder of such folders (a vdir), only read; repeatable.",
            calendar: "A vdir folder dal may add events to and change: one collection (a folder of .ics files) or a folder of them, "
                + "as vdirsyncer keeps them; repeatable (default: $XDG_DATA_HOME/dal/calendars, new events in its personal/).",
            store: "Keep selections and tags in this file (default for dal: $XDG_DATA_HOME/dal/store.json).",
            noStore: "Keep nothing between runs."),
        open: OpenHelpWords(abstract: "Open the full-screen calendar (the default)."),
        pick: PickHelpWords(
            abstract: "Pick dates on the full screen and print them on stdout.",
            discussion: "Enter prints the picked dates, one per line, ascending, and exits 0; with --free, the free time picked on the "
                + "week's hours (the shaded times are free for that long). Esc or q prints nothing and exits 1; Ctrl-C exits 130. The "
                + "screen is drawn on /dev/tty, so `$(dal pick)` and pipes work. The store is used only with --store.",
            multiple: "Pick every selected day (Space selects).",
            range: "Pick a range: v starts it at the cursor, Enter ends it.",
            format: Phrase { "Output format: json, or a pattern of \($0) (default %F)." },
            free: "Pick a free time this long (30m, 1h, 1h30m) on the week's hours, free in every calendar given: prints its start and "
                + "end (YYYY-MM-DDTHH:MM YYYY-MM-DDTHH:MM, or with --format json an object)."),
        print: PrintHelpWords(
            abstract: "Print a month (or three, a week, or a year) like cal.",
            date: "The month or day to print (default: today); with -y a year (YYYY) works too.",
            year: "Print the whole year of DATE, twelve months like cal -y.",
            three: "Print the previous, current and next month.",
            week: "Print only the week that contains DATE.",
            weekNumbers: "Add a column of ISO 8601 week numbers.",
            color: "Colour: auto (only on a terminal, honours NO_COLOR), always or never.",
            json: "Print the page(s) as JSON (see docs/print-json.md)."),
        list: ListHelpWords(
            abstract: "Print the events of some days (an agenda), as text or JSON.",
            discussion: "One line per event per day it covers: all-day events first, then by start time, times in the local zone (TZ). "
                + "Marked days of --data files are listed as all-day entries named after their category. docs/list.md describes the JSON.",
            from: "The first day (default: today); a month means its first day.",
            days: "How many days, from the first (default 7).",
            to: "The last day, instead of --days.",
            json: "A JSON array of the entries (docs/list.md)."),
        next: NextHelpWords(
            abstract: "Print the event on now, else the next one: a line for a status bar.",
            discussion: "Timed events of the days ahead (all-day ones are in the tooltip with the rest of today): "
                + "`14:10 Dentist (in 25m)`, `09:00 Standup (now, 10m left)`. --format waybar prints waybar's JSON "
                + "(text, tooltip, class now/soon/later/none, percentage); i3blocks its three lines; polybar and tmux "
                + "their colour markup; json an object for scripts. docs/status-bar.md has working set-ups.",
            format: "The line's format: plain, json, waybar, i3blocks, polybar or tmux.",
            width: "Cut the line to this many columns (Hangul counts two).",
            days: "How many days ahead to look, today first.",
            watch: "Keep running: print the line again only when it changes (for waybar's exec, i3blocks' persist).",
            join: "Open the meeting link of the event on now, else the next one, with $BROWSER or xdg-open, and print it."),
        refresh: RefreshHelpWords(
            abstract: "Fetch the calendars of the config file's [subscriptions] now.",
            discussion: "Each is asked for with curl, conditionally (an unchanged calendar costs a 304), within a time and a size "
                + "limit. A calendar that is not iCalendar, or a server that fails, leaves the last good copy in place. "
                + "One line per subscription; failures on stderr, exit 75 when one failed.",
            names: "The subscriptions to fetch, by name (default: all).",
            due: "Only those not fetched for `refresh` (config; default 6h), as the full screen does.",
            maxTime: "Seconds each may take."),
        search: SearchHelpWords(
            abstract: "Find events by their words (title, location, description, categories, calendar).",
            discussion: "Case and accents are ignored (cafe finds Café); every word given must occur. A repeating event is listed once, "
                + "by its next instance from today (or its last one), or with --from/--to by its first instance in those days.",
            text: "The words to find.",
            from: "The first day to look in.",
            to: "The last day to look in.",
            json: "A JSON array of the events found."),
        free: FreeHelpWords(
            abstract: "List free time of at least a given length.",
            discussion: "Busy is every event shown, except those marked TRANSP:TRANSPARENT (free) and those an attendee named with --me "
                + "declined; cancelled events are not shown, so they are never busy. Time already past is not free. Slots are "
                + "measured in real time: on the day summer time begins, 01:00-04:00 is two hours.",
            from: "The first day to look in (default: today).",
            to: "The last day to look in (default: six days after the first).",
            length: "The shortest slot worth listing: 30m, 1h, 1h30m.",
            between: "Only these hours of each day, e.g. 09:00-18:00 (an end before the start runs past midnight).",
            weekdays: "Only Monday to Friday, and not on the public holidays shown (--holidays).",
            me: "Your address as attendees are written (repeatable): events you declined are free.",
            json: "A JSON array of the free slots."),
        todo: TodoHelpWords(
            abstract: "List, add, complete and delete tasks (VTODO) in the calendars' folders.",
            listAbstract: "The open tasks by due date, then priority (the default).",
            listDiscussion: "Each open task has a number that stays its own while it exists, as todoman's ids: `dal todo done N` "
                + "and `dal todo delete N` take it. --all adds the completed and cancelled ones, unnumbered.",
            all: "Completed and cancelled tasks too.",
            json: "A JSON array of the tasks.",
            addAbstract: "Add a task to the first calendar dal writes to (--calendar, else the config's, else its own).",
            title: "What is to be done.",
            due: "When it is due: YYYY-MM-DD, or YYYY-MM-DDTHH:MM (local time).",
            priority: "1 (highest) to 9 (lowest).",
            doneAbstract: "Complete a task: its number in `dal todo list`, its UID, or words of its title only it has.",
            doneDiscussion: "A repeating task gets its next instance as todoman makes it: a new task at the next date of its RRULE.",
            deleteAbstract: "Delete a task: its number in `dal todo list`, its UID, or words of its title only it has.",
            deleteDiscussion: "Its VTODO leaves its file; the file goes when it held nothing else.",
            task: "Which task."),
        remind: RemindHelpWords(
            abstract: "Deliver the calendars' alarms that came due since the last run (for a systemd timer or cron).",
            discussion: "Every VALARM of every event goes off once: on the desktop with notify-send when a session bus is there, else "
                + "through --notify-command, else as a line on stdout. Alarms that came due while dal did not run go off marked "
                + "\"missed\" within the grace period; older ones are told as one summary. What went off is kept in "
                + "$XDG_STATE_HOME/dal/reminders.json. docs/reminders.md says how to run it every minute.",
            grace: "Alarms missed by less than this many minutes still go off one by one.",
            notifyCommand: "Deliver with this program instead (split at blanks, no shell), given TITLE START END LOCATION MESSAGE.",
            state: "Keep what went off in this file (default: $XDG_STATE_HOME/dal/reminders.json).",
            watch: "Keep running: sleep until the next alarm or a change of the calendars' files (SIGHUP reads them again)."),
        importing: ImportHelpWords(
            abstract: "Merge iCalendar files into a calendar dal writes, by UID: shows what changes, then asks.",
            discussion: "New events and tasks go to the first calendar dal writes (--calendar, else the config's, else its own) "
                + "or to --into NAME; one a writable calendar already holds is merged in its file, where it is. Of two "
                + "versions the higher SEQUENCE wins, then the later DTSTAMP; the same version is left, so importing a file "
                + "twice writes nothing. An instance (RECURRENCE-ID) joins its series' file. A file that does not read "
                + "whole is refused with its FILE:LINE, and nothing is imported. Without a terminal to ask on, give --yes. "
                + "docs/import.md says more.",
            files: "iCalendar files to import (`-`: standard input).",
            into: "The calendar new events go to, by its name or its folder's name.",
            yes: "Import without asking."),
        invite: InviteHelpWords(
            abstract: "Answer an invitation (iTIP): put it in your calendar and send the organizer your answer.",
            discussion: "With a terminal and no answer, the invitation opens on its day among your events: a accepts, t is "
                + "tentative, d declines, Esc leaves it unanswered. The event goes to the calendar of the config's invitations "
                + "(else the first writable one) with your answer; a newer version (SEQUENCE) updates it in place and keeps your "
                + "answer unless its time changed; one instance of a series joins the series; a CANCEL marks it cancelled; an "
                + "older version changes nothing. The reply (METHOD:REPLY) goes to stdout with --print, or through the config's "
                + "send-command (such as msmtp -t) as a mail. Who you are: the config's me, or --me. docs/invitations.md says more.",
            file: "The invitation: a .ics file, or - for standard input (a mail's text/calendar part).",
            accept: "Accept it.",
            tentative: "Accept it tentatively.",
            decline: "Decline it.",
            comment: "A comment for the organizer, sent with the answer.",
            me: "The address you answer as (else the config's me).",
            print: "Print the reply on stdout instead of sending it."),
        export: ExportHelpWords(
            abstract: "Write the store's selections as iCalendar or its JSON on stdout.",
            ics: "All-day VEVENTs, one per run of selected days and one per run of each tag, tags as CATEGORIES (RFC 5545).",
            json: "The store format (docs/data-format.md).",
            store: "The store to read (default: $XDG_DATA_HOME/dal/store.json)."),
        config: ConfigHelpWords(
            abstract: "Show the effective settings and where each comes from.",
            discussion: "The config file is $XDG_CONFIG_HOME/dal/config.toml (~/.config/dal/config.toml; DAL_CONFIG names another). "
                + "Flags win over the file, the file over the locale and the defaults. The output is itself a config file (what "
                + "nothing set is commented out): print it into a new file to start one, never onto the file you have (the shell "
                + "empties it first). Every key is in docs/config.example.toml. A bad file stops dal with FILE:LINE:COLUMN and exit 78.",
            print: "Print the effective settings (the default).",
            path: "Print only the config file's path.")
    )
}
