extension ConfigFileWords {
    public static let english = ConfigFileWords(
        notARegularFile: "not a regular file; dal reads its settings from a file: make it one, or point DAL_CONFIG at another",
        cannotRead: Phrase { "\($0); dal reads its settings from this file: make it a readable file, or point DAL_CONFIG at another" },
        noSuchFileNamedByDalConfig: "no such file (named by DAL_CONFIG)",
        tooBig: Phrase { "the file is \($0) bytes, and a config file is at most \($1) bytes (1 MiB); dal's settings take a few "
            + "kilobytes. Is this the right file? Point DAL_CONFIG at your config file, or cut this one down" },
        notUTF8: Phrase { "not UTF-8 text: the byte \($0) here is not part of a UTF-8 character. A config file is TOML, which is "
            + "UTF-8: save it as UTF-8 (from Latin-1: iconv -f latin1 -t utf-8)" },
        kindTable: "a table",
        kindArray: "an array",
        kindString: "a string",
        kindInteger: "an integer",
        kindBoolean: "a boolean (true or false)",
        mustBe: Phrase { "must be \($0), not \($1)" },
        itemMustBe: Phrase { "must be \($0); item \($1) is \($2)" },
        aStringSuchAs: Phrase { "a string such as \($0)" },
        trueOrFalse: "true or false",
        aColour: "a colour: \"red\", 208 or \"#ff8800\"",
        aTable: Phrase { "a table: [\($0)] and keys under it" },
        zoneList: "a zone or a list of up to two, such as [\"Asia/Seoul\"]",
        regionList: "a list of region codes or holiday .ics files, such as [\"KR\", \"~/cal/holidays-de.ics\"] ([] for none)",
        keyList: "a key name or a list of them: [\"right\", \"n\"]",
        pathList: "a path or a list of paths: [\"~/a.ics\", \"~/b\"]",
        componentList: "a list of the kinds of component the calendar takes: [\"VEVENT\"], [\"VTODO\"] or both",
        calendarList: "a calendar's name or a list of them, such as [\"Work\"]",
        addressList: "an address or a list of them, such as [\"ann@example.com\"]",
        unknownKey: Phrase { "unknown key \($0); the known keys are: \($1)" },
        unknownKeyIn: Phrase { "unknown key \($0) in \($1); the known keys are: \($2)" },
        unknownWeekday: Phrase { "\($0) is not a weekday; use monday … sunday (or mon … sun), or \"locale\"" },
        unknownLocale: Phrase { "\($0) is not a locale dal knows; use an identifier such as en_US, de_DE or "
            + "ko_KR (`dal print --locale list` prints them all)" },
        unknownZone: Phrase { "\($0) is not a zone of the system's zone database; name one such as "
            + "\"Europe/Berlin\" or \"Asia/Seoul\" (`timedatectl list-timezones` lists them), or leave the key out" },
        unknownAlsoShowZone: Phrase { "\($0) is not a zone of the system's zone database; name zones such as "
            + "\"America/New_York\" or \"Asia/Seoul\" (`timedatectl list-timezones` lists them)" },
        unknownComponentKind: Phrase { "\($0) is not a kind of component dal holds; use \"VEVENT\" (events) or \"VTODO\" (tasks)" },
        alsoShowAtMostTwo: "takes two zones at most (the grid has room for three clocks)",
        unknownView: Phrase { "\($0) is not a view; use \"month\", \"week\", \"year\" or \"agenda\"" },
        unknownLanguage: Phrase { "\($0) is not a language dal speaks; use \"en\" (English) or \"ko\" (Korean), "
            + "or leave the key out for the locale's" },
        unknownTogglePlace: Phrase { "\($0) is not a place; use \"today\" (the default) or \"cursor\"" },
        writeFolderIsAFile: Phrase { "\($0) is a file; dal writes one file per event into a folder (a vdir "
            + "collection). Name a folder, or read the file with [calendars] read" },
        notATimeOfDay: Phrase { "\($0) is not a time of day; give one as \"09:00\" (the alarm goes off then on the event's day)" },
        notATimeBefore: Phrase { "\($0) is not a time before the start; give minutes, hours or days such as \"10m\", \"1h\" or \"1d\"" },
        notAPaletteColour: Phrase { "\($0) is not a colour of the 256-colour palette (0 to 255)" },
        onlyHomeTilde: Phrase { "\($0): only ~/ (your home folder) is understood; write other users' folders in full" },
        needsHome: Phrase { "\($0) needs a home folder, and HOME is not set" },
        textIsEmpty: "is empty",
        textIsOnlySpaces: "is only spaces",
        textHoldsControl: Phrase { "holds a control character (\($0))" },
        localeText: Phrase { "the locale \($0); name one such as \"de_DE\", or leave the key out" },
        calendarNameText: Phrase { "the calendar's name \($0); name a calendar or its folder, or leave the key out" },
        notAWebAddress: Phrase { "\($0) is not an address dal can fetch: write one that begins with https://, http://, webcal:// or webcals://, with no blanks" },
        notARefreshInterval: Phrase { "\($0) is not how often to fetch: write \"30m\", \"6h\" or \"1d\" (15 minutes to 60 days)" },
        notASyncInterval: Phrase { "\($0) is not how often to sync: write \"15m\", \"1h\" or \"1d\" (1 minute to 60 days)" },
        notASyncTimeLimit: Phrase { "\($0) is not a time limit: write \"90s\", \"5m\" or \"1h\" (1 second to 1 day)" },
        shownNameText: Phrase { "the name to show \($0); give the calendar a name, or leave the line out" },
        commandText: Phrase { "the command \($0); name a program, or leave the key out" },
        addressText: Phrase { "an address that \($0); write one such as \"ann@example.com\"" },
        pathText: Phrase { "a path that \($0); name a file or folder" },
        keyText: Phrase { "the key \($0) \($1); a key here is \($2)" },
        aCategoryKey: "a category id or name",
        aCalendarKey: "a calendar's folder name or name",
        notValidTOML: Phrase { "not valid TOML: \($0)" },
        keyNotReadBack: Phrase { "the key \($0) cannot be read back from the file" },
        kindDecimal: "a decimal number",
        kindDateOrTime: "a date or time",
        tooManyEntries: Phrase { "more than \($0) keys, tables and list items; a dal config "
            + "has a few dozen (a few hundred with many calendars and categories). Is this the right file? Point "
            + "DAL_CONFIG at your config file, or cut this one down" },
        nestedTooDeep: Phrase { "nested more than \($0) levels deep (each part of a key, with its [table], and each "
            + "array is a level); dal's settings are at most 3 deep, as in calendars.colors.work = \"red\": "
            + "remove this or correct its key" },
        keyTooLong: Phrase { "a key of \($0) characters; a key names a setting, a calendar or a category, "
            + "at most \($1) characters: shorten it or remove it" },
        tableNameStartsWith: Phrase { "a [table]'s name starts with a letter, a digit, - or _, or is quoted (\"…\"); "
            + "here it starts with \($0): correct the name or remove the line" },
        theEndOfTheLine: "the end of the line",
        nothing: "nothing",
        nulCharacter: "a NUL character (\\u0000) cannot be part of a setting; remove it",
        notAColour: Phrase { "\($0) is not a colour; use one of black, red, green, yellow, blue, magenta, cyan, white (or bright-red and so on), a number 0 to 255 of the 256-colour palette, or #rrggbb" },
        notAColourOrNone: Phrase { "\($0) is not a colour; use one of black, red, green, yellow, blue, magenta, cyan, white (or bright-red and so on), a number 0 to 255 of the 256-colour palette, or #rrggbb, or none" },
        mustHaveAColour: Phrase { "the \($0) must have a colour (it is how a \($0) shows); use one of black, red, green, yellow, blue, magenta, cyan, white (or bright-red and so on), a number 0 to 255 of the 256-colour palette, or #rrggbb" },
        notACategoryColour: "a category or calendar colour is one of black, red, green, yellow, blue, magenta, cyan, white, or #rrggbb",
        notAKey: Phrase { "\($0) is not a key dal knows; use one character (a, A, ?, …) or left, right, up, down, pageup, pagedown, home, end, enter, escape, tab, backspace, space" },
        cannotRebind: Phrase { "\($0) cannot be rebound: 0 to 9 tag days (as do Ctrl-C, Ctrl-Z and the mouse, everywhere)" },
        enterNeedsAKey: "Enter's action cannot be left without a key: it picks in dal pick and opens a day's events",
        notOneKey: Phrase { "\($0.0) cannot be typed as one key: it is \($0.1) code points (\($0.2)), and a key sends one; \($0.3)" },
        writeAsOneCodePoint: Phrase { "write it as the one code point \($0) (\($1))" },
        useAKeyName: "use one character (a, A, ?, …) or left, right, up, down, pageup, pagedown, home, end, enter, escape, tab, backspace, space",
        keyClash: Phrase { "\($0.0) would mean both \($0.1) and \($0.2); \($0.3)" },
        giveOtherKeys: Phrase { "give \($0) other keys too (it has \($1) by default), e.g. \($0) = [] to unbind it" },
        keepKeyForOne: Phrase { "keep \($0) for one of them" },
        unknownRegion: Phrase { "\($0) is not a region dal has holidays for (it has \($1)); "
            + "other regions: name a holiday .ics file in the list, e.g. [\"KR\", \"~/cal/holidays-de.ics\"])" }
    )
}
