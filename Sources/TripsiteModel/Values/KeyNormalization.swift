/// Spellings of keys that trip apps use for the same field, mapped to the canonical snake_case.
public enum KeyNormalization {
    /// `startDate` → `start_date`, `flightID` → `flight_id`, `_id` → `id`, `Title` → `title`.
    public static func canonical(_ key: String) -> String {
        if key == "_id" { return "id" }
        // Most keys are already snake_case ASCII: nothing to do (the common case, kept cheap).
        var contiguous = key
        if contiguous.withUTF8({ $0.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) } }) {
            return key
        }
        var result = ""
        result.reserveCapacity(key.utf8.count + 4)
        var previous: Character?
        for character in key {
            if character.isUppercase {
                if let previous, previous.isLowercase || previous.isNumber {
                    result.append("_")
                }
                result.append(contentsOf: character.lowercased())
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
