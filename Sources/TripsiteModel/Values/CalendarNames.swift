/// English month names, for display and for reading dates.
enum MonthNames {
    static let full = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
    static let short = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The month (1...12) named by a lowercase word: the full name, its first three letters, or "sept".
    static func month(named word: String) -> Int? {
        numbersByName[word]
    }

    private static let numbersByName: [String: Int] = {
        var numbers = ["sept": 9]
        for (index, name) in (full + short).enumerated() { numbers[name.lowercased()] = index % 12 + 1 }
        return numbers
    }()
}

/// English weekday names, Monday first as in ISO 8601.
enum WeekdayNames {
    static let full = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let short = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let otherAbbreviations = ["tues", "thur", "thurs"]

    /// Whether a lowercase word names a day of the week.
    static func isWeekday(_ word: String) -> Bool {
        lowercaseNames.contains(word)
    }

    private static let lowercaseNames = Set((full + short).map { $0.lowercased() } + otherAbbreviations)

    /// The ISO number (1 Monday … 7 Sunday) of a lowercase weekday name, in any of its spellings.
    static func number(_ word: String) -> Int? {
        guard isWeekday(word), let first = word.first else { return nil }
        // The names' first two letters tell them apart ("tu" Tuesday, "th" Thursday, "sa", "su").
        return full.firstIndex { $0.lowercased().hasPrefix(String(word.prefix(2))) && $0.lowercased().first == first }.map { $0 + 1 }
    }
}
