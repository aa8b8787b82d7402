import Foundation
import TripsiteModel

/// The checks of the values the item forms share: dates inside the trip, times, durations, prices. Each gives the
/// problem in the words of a refusal, naming the option.
enum FormValues {
    /// The date `text` names, read as the decoder reads it in this trip (a date without its year gets the one that
    /// puts it in the trip), or the problem: not a date, or outside the trip's dates.
    /// Dates written in `language` are read too.
    static func date(_ text: String, option: String, in trip: Trip, language: InputLanguage?) -> Result<CivilDate, FormProblem> {
        guard case .success(let read) = DateText.read(text, within: trip.startDate...trip.endDate, language: language) else {
            let local = language.map { ", or in \($0.name) like \($0.localExample(of: trip.startDate))" } ?? ""
            return .failure(FormProblem("\(option): expected a date such as \(trip.startDate.iso)\(local), found \(quoted(text))"))
        }
        let date = read.date
        guard (trip.startDate...trip.endDate).contains(date) else {
            return .failure(FormProblem("\(option): expected a date from \(trip.startDate.iso) to \(trip.endDate.iso) (the trip's dates), found \(date.iso)"))
        }
        return .success(date)
    }

    /// The problem with a time of day, if any.
    static func timeProblem(_ text: String?, option: String, language: InputLanguage?) -> String? {
        guard let text, case .failure = ClockTime.parse(text, language: language) else { return nil }
        return "\(option): expected a time such as 09:35 or 9:35 PM\(language?.timeExampleText ?? ""), found \(quoted(text))"
    }

    /// The time as the file gets it: "21:35".
    static func time(_ text: String, language: InputLanguage?) -> String {
        (try? ClockTime.parse(text, language: language).get())?.text ?? text
    }

    /// The duration as the file gets it: as given when it reads in English, else in the form pages show ("3 h").
    static func duration(_ text: String, language: InputLanguage?) -> String {
        if case .success = TripDuration.parse(text) { return text.trimmingBlanks }
        return (try? TripDuration.parse(text, language: language).get())?.text ?? text.trimmingBlanks
    }

    /// The problem with a duration, if any.
    static func durationProblem(_ text: String?, option: String, language: InputLanguage?) -> String? {
        guard let text, case .failure(let error) = TripDuration.parse(text, language: language) else { return nil }
        return "\(option): expected \(error.expected), found \(quoted(text))"
    }

    /// The problems with prices and the currency given for them: a currency that is not a code, a price that does
    /// not read in it (else in the trip's currency), or one whose own currency is another.
    static func priceProblems(_ prices: [(option: String, member: String, text: String?)], currency: String?, in trip: Trip?) -> [String] {
        if let currency, !Money.isCurrencyCode(currency) {
            return ["--currency: expected a three-letter code such as EUR, found \(quoted(currency))"]
        }
        return prices.compactMap { option, _, price in
            guard let price else { return nil }
            switch Money.parse(price, defaultCurrency: currency?.uppercased() ?? trip?.currency) {
            case .failure(let error):
                return "\(option): expected \(error.expected), found \(quoted(price))"
            case .success(let money):
                guard let currency, let code = money.currency, code != currency.uppercased() else { return nil }
                return "--currency: \(option) \(quoted(price)) is in \(code), not \(currency.uppercased())"
            }
        }
    }

    /// A price as the file gets it: a plain amount in the trip's currency stays a number, an amount given with
    /// --currency gets the code after it ("120 USD"), and text with its own symbol or code stays as written.
    static func price(_ price: String, currency: String?) -> String {
        guard let currency, JSONText.isPlainNumber(price.trimmingBlanks) else { return JSONText.price(price.trimmingBlanks) }
        return JSONText.quoted("\(price.trimmingBlanks) \(currency.uppercased())")
    }

    /// The problem with a time zone, if any: the decoder's rule, an IANA name with a slash (or UTC) that is known.
    static func timeZoneProblem(_ text: String?, option: String) -> String? {
        guard let text else { return nil }
        let name = text.trimmingBlanks
        if (name.contains("/") || name == "UTC") && TimeZone(identifier: name) != nil { return nil }
        return "\(option): expected an IANA time zone name such as Europe/Rome, found \(quoted(text))"
    }

    /// The problem with a word that must be one of `choices` (in any case), if any.
    static func choiceProblem(_ text: String?, option: String, choices: [String]) -> String? {
        guard let text, !choices.contains(text.trimmingBlanks.lowercased()) else { return nil }
        return "\(option): expected one of \(choices.joined(separator: ", ")), found \(quoted(text))"
    }

    /// The problems with a place on the map: both numbers or neither, each in its range.
    static func coordinatesProblems(latitude: Double?, longitude: Double?) -> [String] {
        var problems: [String] = []
        if let latitude, !(-90...90).contains(latitude) { problems.append("--latitude: expected a number from -90 to 90, found \(latitude)") }
        if let longitude, !(-180...180).contains(longitude) { problems.append("--longitude: expected a number from -180 to 180, found \(longitude)") }
        if (latitude == nil) != (longitude == nil) {
            problems.append(latitude == nil ? "--latitude: expected with --longitude, found none" : "--longitude: expected with --latitude, found none")
        }
        return problems
    }

    /// The members of a place on the map, when both numbers are given.
    static func coordinates(latitude: Double?, longitude: Double?) -> [(name: String, value: String)] {
        guard let latitude, let longitude else { return [] }
        return [("latitude", String(latitude)), ("longitude", String(longitude))]
    }

    /// The problems with a rating on the item's scale and a count of reviews.
    static func reviewProblems(rating: Double?, scale: ClosedRange<Double>, reviewCount: Int?) -> [String] {
        var problems: [String] = []
        if let rating, !scale.contains(rating) {
            problems.append("--rating: expected a number from \(Int(scale.lowerBound)) to \(Int(scale.upperBound)), found \(rating)")
        }
        if let reviewCount, reviewCount < 0 { problems.append("--review-count: expected at least 0, found \(reviewCount)") }
        return problems
    }

    /// The members of a rating, a count of reviews and an image, as given.
    static func reviewsAndImage(rating: Double?, reviewCount: Int?, image: String?) -> [(name: String, value: String)] {
        var members: [(name: String, value: String)] = []
        if let rating { members.append(("rating", String(rating))) }
        if let reviewCount { members.append(("review_count", String(reviewCount))) }
        if let image { members.append(("image_url", JSONText.quoted(image.trimmingBlanks))) }
        return members
    }

    /// The problem with a day number of the trip, if any.
    static func dayProblem(_ day: Int?, in trip: Trip) -> String? {
        let days = trip.endDate.days(since: trip.startDate) + 1
        guard let day, !(1...days).contains(day) else { return nil }
        return "--day: expected a day from 1 to \(days) (the trip's days, \(trip.startDate.iso) to \(trip.endDate.iso)), found \(day)"
    }

    /// The warning for a price given as a plain amount on a trip without a currency, if it is one: the page could
    /// not say what it is in, nor add it to the others. Names both fixes.
    static func currencyWarning(_ price: String?, option: String, currency: String?, in trip: Trip) -> String? {
        guard currency == nil, trip.currency == nil, let price,
              case .success(let money) = Money.parse(price, defaultCurrency: nil), money.currency == nil else { return nil }
        let name = trip.id.map { "the trip \($0)" } ?? "the trip"
        return "\(option) \(quoted(price)) has no currency, and \(name) has none; give one with --currency (--currency EUR), or give the trip a \"currency\" in the trips file"
    }

    /// Text as a message quotes it.
    static func quoted(_ text: String) -> String {
        "\"\(text)\""
    }
}

/// A refusal of a form's value, in words naming the option.
struct FormProblem: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
