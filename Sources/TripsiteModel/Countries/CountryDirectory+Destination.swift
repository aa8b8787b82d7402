extension CountryDirectory {
    /// The country of a destination such as "Dubai, UAE", "New York, NY, USA", "Bali, Indonesia", "Japan".
    ///
    /// Only exact names count, never a guess: "Paris" alone gives `nil`. The comma-separated parts
    /// are tried from the end, each together with the parts after it and then alone, so a listed
    /// name with a comma still matches: "Road Town, Virgin Islands, British". The whole text comes last.
    /// If no name matches, a final two-letter code in capitals is used ("Kyoto, JP"), unless it is
    /// also a common state or province abbreviation ("Los Angeles, CA" is not Canada).
    public func country(forDestination destination: String) -> Country? {
        let parts = destination.split(separator: ",", omittingEmptySubsequences: false)
        var suffixKey = ""
        for part in parts.reversed() {
            let key = CountryNameKey.make(part)
            if !suffixKey.isEmpty, let country = country(nameKey: key + suffixKey) { return country }
            if let country = country(nameKey: key) { return country }
            suffixKey = key + suffixKey
        }
        return country(destinationCode: parts.last ?? "")
    }

    /// The country of a trailing code such as "JP", or `nil` if the part is not a bare code in
    /// capitals or could be read as a region of a country.
    private func country(destinationCode part: Substring) -> Country? {
        let code = part.filter { !$0.isWhitespace }
        guard code.count == 2,
              code.allSatisfy({ $0.isASCII && $0.isUppercase }),
              !Self.regionAbbreviations.contains(code) else { return nil }
        return country(code: code)
    }

    /// US state, Canadian province and Australian state abbreviations that are also ISO country codes.
    private static let regionAbbreviations: Set<String> = [
        // United States
        "AL", "AR", "AZ", "CA", "CO", "DE", "GA", "ID", "IL", "IN", "KY", "LA", "MA", "MD",
        "ME", "MN", "MO", "MS", "MT", "NC", "NE", "PA", "SC", "SD", "TN", "VA",
        // Canada
        "NL", "NU", "PE", "SK", "YT",
        // Australia
        "SA",
    ]
}
