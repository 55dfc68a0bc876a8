/// `text` in double quotes with the escapes JSON and TOML basic strings
/// share (`\"`, `\\`, `\n`, `\r`, `\t`, `\u00XX` for other control
/// characters, DEL and C1), so what dal writes in either format reads
/// back, and no control character reaches a terminal that shows it.
public func quotedString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where PrintableText.isControl(scalar):
            out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
