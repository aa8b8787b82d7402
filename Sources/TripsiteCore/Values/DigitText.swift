/// Short ASCII texts of zero-padded numbers and separators ("2024-03-15", "08:35", "20240315T083500", "2 h 30
/// min"), written byte by byte into one string. A large build writes dates and times hundreds of thousands of
/// times: joining padded parts by interpolation cost several times what writing their digits costs.
enum DigitText {
    /// Writes into the text being made.
    struct Writer {
        fileprivate let buffer: UnsafeMutableBufferPointer<UInt8>
        fileprivate var count = 0

        /// Appends one ASCII byte.
        mutating func append(_ byte: UInt8) {
            precondition(count < buffer.count, "DigitText: more bytes than the capacity")
            buffer[count] = byte
            count += 1
        }

        /// Appends ASCII text.
        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes in
                for byte in bytes { append(byte) }
            }
        }

        /// Appends `value` in at least `width` digits, padded with leading zeros (after a "-" when it is negative).
        mutating func append(_ value: Int, width: Int) {
            if value < 0 { append(UInt8(ascii: "-")) }
            var digits = 1
            var rest = value.magnitude / 10
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            let end = count + max(width, digits)
            precondition(end <= buffer.count, "DigitText: more bytes than the capacity")
            rest = value.magnitude
            for index in stride(from: end - 1, through: count, by: -1) {
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            count = end
        }
    }

    /// Room for any `Int` written by `append(_:width:)` with a width of 19 or less: a sign and 19 digits.
    static let anyNumber = 20

    /// The text `write` writes: at most `capacity` bytes (writing more stops the program), all ASCII. With a
    /// `capacity` of 15 or less, the text is held in the string itself, with nothing allocated.
    static func make(capacity: Int, _ write: (inout Writer) -> Void) -> String {
        String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = Writer(buffer: buffer)
            write(&writer)
            return writer.count
        }
    }
}
