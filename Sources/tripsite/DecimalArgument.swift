import ArgumentParser
import TripsiteModel

/// A number given on the command line, read as the trips file's numbers are: decimal only (`41.9009`, `-9.1393`,
/// `1e3`), so that `0x1p3`, `inf` and `nan`, which Swift's own `Double("…")` would take, are usage errors.
enum DecimalArgument {
    static func parse(_ text: String) throws -> Double {
        guard let value = ValueText.decimalNumber(text) else {
            throw ValidationError("expected a decimal number: digits with an optional sign, point and exponent, such as -9.1393 or 2.5")
        }
        return value
    }
}
