extension CountryDirectory {
    /// The country of a destination such as "Dubai, UAE", "New York, NY, USA", "Bali, Indonesia", "Japan".
    ///
    /// Only exact names count, never a guess: "Paris" alone gives `nil`. The comma-separated parts
    /// are tried from the end, each together with the parts after it and then alone, so a listed
    /// name with a comma still matches: "Road Town, Virgin Islands, British". The whole text comes last.
    /// If no name matches, a final two-letter code in capitals is used ("Kyoto, JP"), unless it is
    /// also a common state or province abbreviation ("Los Angeles, CA" is not Canada).
    ///
    /// A final US state or Canadian province abbreviation ("Dayton, OH", "Toronto, ON") gives the United States or
    /// Canada. One that is also a country's code ("Los Angeles, CA", "Indianapolis, IN") gives the country whose
    /// airports the trip flies to or from (`airportCountries`): the United States when it flies to LAX, Canada when
    /// it flies to YYZ; with neither, no country.
    public func country(forDestination destination: String, airportCountries: Set<String> = []) -> Country? {
        let parts = destination.split(separator: ",", omittingEmptySubsequences: false)
        var suffixKey = ""
        for part in parts.reversed() {
            let key = CountryNameKey.make(part)
            if !suffixKey.isEmpty, let country = country(nameKey: key + suffixKey) { return country }
            if let country = country(nameKey: key) { return country }
            suffixKey = key + suffixKey
        }
        if parts.count > 1, let region = regionCountry(parts.last!, airportCountries: airportCountries) { return region }
        return country(destinationCode: parts.last ?? "")
    }

    /// The United States or Canada for a final state or province abbreviation, as `country(forDestination:)` says.
    private func regionCountry(_ part: Substring, airportCountries: Set<String>) -> Country? {
        let code = part.filter { !$0.isWhitespace }
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        var candidates: [String] = []
        if Self.usStates.contains(code) { candidates.append("US") }
        if Self.canadianProvinces.contains(code) { candidates.append("CA") }
        guard !candidates.isEmpty else { return nil }
        if Self.australianStates.contains(code) { candidates.append("AU") }
        if Self.regionAbbreviations.contains(code) { candidates.append(code) }
        // A code that more than one country could mean: the one the flights go to decides.
        let chosen = candidates.count == 1 ? candidates : candidates.filter(airportCountries.contains)
        return chosen.count == 1 ? country(code: chosen[0]) : nil
    }

    /// Australian states' abbreviations of two letters that are also North American ones (Perth, WA; Darwin, NT).
    static let australianStates: Set<String> = ["WA", "NT"]

    /// The 50 states' and Washington, D.C.'s postal abbreviations.
    package static let usStates: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME",
        "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA",
        "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC",
    ]

    /// Canada's provinces' and territories' postal abbreviations.
    package static let canadianProvinces: Set<String> = [
        "AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT",
    ]

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
