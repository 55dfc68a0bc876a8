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

    /// An unknown key, the keys known there.
    public let unknownKey: Phrase<(String, String)>
    /// An unknown key, the table it is in (`[calendars]`), the keys known there.
    public let unknownKeyIn: Phrase<(String, String, String)>

    // A value dal does not know, as written (quoted).
    public let unknownWeekday: Phrase<String>
    public let unknownLocale: Phrase<String>
    public let unknownZone: Phrase<String>
    public let unknownAlsoShowZone: Phrase<String>
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
    public let shownNameText: Phrase<String>
    public let commandText: Phrase<String>
    public let pathText: Phrase<String>
    /// A key of a table that names something: the key, what is wrong, what the key names.
    public let keyText: Phrase<(String, String, String)>
    public let aCategoryKey: String
    public let aCalendarKey: String
}
