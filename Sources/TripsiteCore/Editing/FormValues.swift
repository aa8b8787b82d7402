import TripsiteModel

/// The checks of the values the item forms share: dates inside the trip, times, durations, prices. Each gives the
/// problem in the words of a refusal, naming the option.
enum FormValues {
    /// The date `text` names, read as the decoder reads it in this trip (a date without its year gets the one that
    /// puts it in the trip), or the problem: not a date, or outside the trip's dates.
    static func date(_ text: String, option: String, in trip: Trip) -> Result<CivilDate, FormProblem> {
        guard case .success(let date) = DateText.parse(text, within: trip.startDate...trip.endDate) else {
            return .failure(FormProblem("\(option): expected a date such as \(trip.startDate.iso), found \(quoted(text))"))
        }
        guard (trip.startDate...trip.endDate).contains(date) else {
            return .failure(FormProblem("\(option): expected a date from \(trip.startDate.iso) to \(trip.endDate.iso) (the trip's dates), found \(date.iso)"))
        }
        return .success(date)
    }

    /// The problem with a time of day, if any.
    static func timeProblem(_ text: String?, option: String) -> String? {
        guard let text, case .failure = ClockTime.parse(text) else { return nil }
        return "\(option): expected a time such as 09:35 or 9:35 PM, found \(quoted(text))"
    }

    /// The time as the file gets it: "21:35".
    static func time(_ text: String) -> String {
        (try? ClockTime.parse(text).get())?.text ?? text
    }

    /// The problem with a duration, if any.
    static func durationProblem(_ text: String?, option: String) -> String? {
        guard let text, case .failure(let error) = TripDuration.parse(text) else { return nil }
        return "\(option): expected \(error.expected), found \(quoted(text))"
    }

    /// The problems with a price and the currency given for it: a currency that is not a code, a price that does not
    /// read in it (else in the trip's currency), or one whose own currency is another.
    static func priceProblems(_ price: String?, currency: String?, option: String, in trip: Trip?) -> [String] {
        var problems: [String] = []
        if let currency, !Money.isCurrencyCode(currency) {
            problems.append("--currency: expected a three-letter code such as EUR, found \(quoted(currency))")
            return problems
        }
        guard let price else { return problems }
        switch Money.parse(price, defaultCurrency: currency?.uppercased() ?? trip?.currency) {
        case .failure(let error):
            problems.append("\(option): expected \(error.expected), found \(quoted(price))")
        case .success(let money):
            if let currency, let code = money.currency, code != currency.uppercased() {
                problems.append("--currency: \(option) \(quoted(price)) is in \(code), not \(currency.uppercased())")
            }
        }
        return problems
    }

    /// A price as the file gets it: a plain amount in the trip's currency stays a number, an amount given with
    /// --currency gets the code after it ("120 USD"), and text with its own symbol or code stays as written.
    static func price(_ price: String, currency: String?) -> String {
        guard let currency, JSONText.isPlainNumber(price.trimmingBlanks) else { return JSONText.price(price.trimmingBlanks) }
        return JSONText.quoted("\(price.trimmingBlanks) \(currency.uppercased())")
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
