import Foundation
import TripsiteCore
import TripsiteJSON
import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

/// Small hand-written country lists, spelled the way different country files spell them.
enum CountryTestLists {
    static func country(_ name: String, _ code: String, flag: String = "", dial: String = "") -> Country {
        Country(name: name, flag: flag, code: code, dialCode: dial)
    }

    /// Plain short names, as in the built-in list.
    static let plain = CountryDirectory([
        country("United Arab Emirates", "AE", flag: "🇦🇪", dial: "+971"),
        country("United States", "US", flag: "🇺🇸", dial: "+1"),
        country("United Kingdom", "GB", flag: "🇬🇧", dial: "+44"),
        country("France", "FR", flag: "🇫🇷", dial: "+33"),
        country("Indonesia", "ID", flag: "🇮🇩", dial: "+62"),
        country("Netherlands", "NL", flag: "🇳🇱", dial: "+31"),
        country("Georgia", "GE", flag: "🇬🇪", dial: "+995"),
        country("Japan", "JP", flag: "🇯🇵", dial: "+81"),
        country("Canada", "CA", flag: "🇨🇦", dial: "+1"),
        country("Côte d'Ivoire", "CI", flag: "🇨🇮", dial: "+225"),
        country("Brazil", "BR", flag: "🇧🇷", dial: "+55"),
    ])

    /// ISO-style names with their qualifier after a comma, and odd spellings seen in the wild.
    static let isoStyle = CountryDirectory([
        country("Korea, Democratic People's Republic of", "KP"),
        country("Korea, Republic of South Korea", "KR"),
        country("Tanzania, United Republic of Tanzania", "TZ"),
        country("Iran, Islamic Republic of Persian Gulf", "IR"),
        country("Venezuela, Bolivarian Republic of Venezuela", "VE"),
        country("Bolivia, Plurinational State of bolivia", "BO"),
        country("Congo", "CG"),
        country("Congo, The Democratic Republic of the", "CD"),
        country("Virgin Islands, British", "VG"),
        country("Virgin Islands, U.S.", "VI"),
        country("Holy See (Vatican City State)", "VA"),
        country("Russia", "RU"),
        country("Viet Nam", "VN"),
        country("Netherlands Antilles", "AN"),
    ])
}
