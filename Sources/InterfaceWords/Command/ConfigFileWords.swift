/// What is wrong with the config file (exit 78), after its
/// `file:line:column:` and the key's name: what is wrong, what to do.
public struct ConfigFileWords: Sendable {
    // The file as a whole.
    public let notARegularFile: String
    /// Why it could not be read (the system's words).
    public let cannotRead: Phrase<String>
    public let noSuchFileNamedByDalConfig: String
    /// Its size and the most a config file may have, in bytes, written out.
    public let tooBig: Phrase<(String, String)>
    /// The first byte that is not UTF-8 (`0xFF`).
    public let notUTF8: Phrase<String>

    // What a value is, in a message.
    public let kindTable: String
    public let kindArray: String
    public let kindString: String
    public let kindInteger: String
    public let kindBoolean: String

    // A value of the wrong kind: what it must be, then what it is.
    public let mustBe: Phrase<(String, String)>
    /// What it must be, the item's number, what the item is.
    public let itemMustBe: Phrase<(String, Int, String)>
    /// What a key takes: a string like an example (`"monday"`).
    public let aStringSuchAs: Phrase<String>
    public let trueOrFalse: String
    public let aColour: String
    /// A table: its name (`calendars.colors`).
    public let aTable: Phrase<String>
    public let zoneList: String
    public let regionList: String
    public let keyList: String
    public let pathList: String
    /// `[calendars.holds]`: what a calendar's entry takes.
    public let componentList: String
    public let calendarList: String
    /// `me`: what it takes.
    public let addressList: String

    /// An unknown key, the keys known there.
    public let unknownKey: Phrase<(String, String)>
    /// An unknown key, the table it is in (`[calendars]`), the keys known there.
    public let unknownKeyIn: Phrase<(String, String, String)>

    // A value dal does not know, as written (quoted).
    public let unknownWeekday: Phrase<String>
    public let unknownLocale: Phrase<String>
    public let unknownZone: Phrase<String>
    public let unknownAlsoShowZone: Phrase<String>
    /// `[calendars.holds]`: a kind of component dal does not hold.
    public let unknownComponentKind: Phrase<String>
    public let alsoShowAtMostTwo: String
    public let unknownView: Phrase<String>
    public let unknownLanguage: Phrase<String>
    public let unknownTogglePlace: Phrase<String>
    public let writeFolderIsAFile: Phrase<String>
    public let notATimeOfDay: Phrase<String>
    public let notATimeBefore: Phrase<String>
    /// A colour number out of the palette.
    public let notAPaletteColour: Phrase<Int>
    /// `~user/` paths: the path.
    public let onlyHomeTilde: Phrase<String>
    /// `~/` without HOME: the path.
    public let needsHome: Phrase<String>

    // A name or path that is no text: what is wrong with it…
    public let textIsEmpty: String
    public let textIsOnlySpaces: String
    /// The control character as shown.
    public let textHoldsControl: Phrase<String>
    // …said of the thing it was meant to be: what is wrong (one of the three above).
    public let localeText: Phrase<String>
    public let calendarNameText: Phrase<String>
    /// `[subscriptions]`: an address dal cannot fetch; a bad `refresh`.
    public let notAWebAddress: Phrase<String>
    public let notARefreshInterval: Phrase<String>
    /// `[sync]`: a bad `every`, a bad `timeout`.
    public let notASyncInterval: Phrase<String>
    public let notASyncTimeLimit: Phrase<String>
    public let shownNameText: Phrase<String>
    public let commandText: Phrase<String>
    /// An address of `me`: what is wrong.
    public let addressText: Phrase<String>
    public let pathText: Phrase<String>
    /// A key of a table that names something: the key, what is wrong, what the key names.
    public let keyText: Phrase<(String, String, String)>
    public let aCategoryKey: String
    public let aCalendarKey: String

    // The rarer problems.
    /// What the TOML parser said (English, its own words) at the place given before.
    public let notValidTOML: Phrase<String>
    /// The key as shown.
    public let keyNotReadBack: Phrase<String>
    /// A TOML value no setting takes.
    public let kindDecimal: String
    public let kindDateOrTime: String
    /// The precheck's limits: the most entries (written out).
    public let tooManyEntries: Phrase<String>
    /// The most levels.
    public let nestedTooDeep: Phrase<Int>
    /// The key's length and the most (written out).
    public let keyTooLong: Phrase<(String, String)>
    /// What a `[table]`'s name starts with: a character as typed (`'!'`), a code point, or these two.
    public let tableNameStartsWith: Phrase<String>
    public let theEndOfTheLine: String
    public let nothing: String
    public let nulCharacter: String

    /// `[theme]`: the value as written.
    public let notAColour: Phrase<String>
    /// The same where `none` is allowed.
    public let notAColourOrNone: Phrase<String>
    /// A theme colour that cannot be `none`: its name.
    public let mustHaveAColour: Phrase<String>
    public let notACategoryColour: String

    /// `[keys]`: the name as written.
    public let notAKey: Phrase<String>
    /// The digits' keys and Ctrl-C: the name as written.
    public let cannotRebind: Phrase<String>
    public let enterNeedsAKey: String
    /// A character of several code points: as written, how many, which (`U+0065 U+0301`), the fix (one of the two below).
    public let notOneKey: Phrase<(String, Int, String, String)>
    /// The one code point, the character it makes.
    public let writeAsOneCodePoint: Phrase<(String, String)>
    public let useAKeyName: String
    /// A key bound twice: the key, the two actions, and the fix (one of the two below).
    public let keyClash: Phrase<(String, String, String, String)>
    /// The action that has the key by default, the key.
    public let giveOtherKeys: Phrase<(String, String)>
    /// The key.
    public let keepKeyForOne: Phrase<String>

    /// `holidays` or `--holidays`: the region as typed, the regions dal has.
    public let unknownRegion: Phrase<(String, String)>
}
