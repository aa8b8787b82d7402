/// The one writer of JSON strings: quotes, backslashes and control characters escaped, everything else as it is;
/// `scriptSafe` also escapes `<`, `>`, `&`, U+2028 and U+2029, so that the JSON can sit in an HTML `<script>`
/// element, which it can then never end, nor be read as HTML (`\u` escapes, which JSON allows).
package enum JSONString {
    /// The string as JSON text, quotes included.
    package static func quoted(_ string: String, scriptSafe: Bool = false) -> String {
        var bytes: [UInt8] = []
        write(string, to: &bytes, scriptSafe: scriptSafe)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the string as JSON, quotes included, to UTF-8 bytes. Works on the UTF-8 bytes: only ASCII bytes
    /// and the three-byte forms of U+2028 and U+2029 change.
    package static func write(_ string: String, to output: inout [UInt8], scriptSafe: Bool = false) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.makeContiguousUTF8()
        string.utf8.withContiguousStorageIfAvailable { writeEscaped($0, to: &output, scriptSafe: scriptSafe) }
        output.append(UInt8(ascii: "\""))
    }

    /// Copies runs of bytes that need no escape at once.
    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], scriptSafe: Bool) {
        var runStart = 0
        var index = 0
        func flush() {
            if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let escape: String
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case 0x00..<0x20: escape = hexEscape(UInt32(byte))
            case UInt8(ascii: "<") where scriptSafe, UInt8(ascii: ">") where scriptSafe, UInt8(ascii: "&") where scriptSafe:
                escape = hexEscape(UInt32(byte))
            case 0xE2 where scriptSafe && index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                flush()
                output += hexEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029).utf8
                index += 3
                runStart = index
                continue
            default:
                index += 1
                continue
            }
            flush()
            output += escape.utf8
            index += 1
            runStart = index
        }
        flush()
    }

    /// `\u001f`: four lower-case hexadecimal digits.
    private static func hexEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.utf8.count)) + digits
    }
}
