import Foundation

/// A non-negative amount of at most 18 digits, held as a whole number of units of 10^-scale: 443.50 is
/// 44350 at scale 2. Every price written in a trips file with up to 18 digits is one.
///
/// `Money` keeps such amounts this way rather than as a `Decimal`: summing them, multiplying and dividing
/// them by a count (nights, travellers, days) and writing them out are done on 64-bit integers, and give
/// exactly what `Decimal` gives (tests compare the two on random amounts). `Decimal`'s arithmetic and
/// text were about a fourteenth of a build's work. An amount that does not fit is kept as a `Decimal`.
struct ExactAmount: Sendable, Hashable {
    /// The amount times 10^scale, below 10^18.
    let units: UInt64
    /// 0 to 18.
    let scale: Int

    /// `nil` when `units` has more than 18 digits or `scale` is outside 0...18.
    init?(units: UInt64, scale: Int) {
        guard units < Self.limit, (0...18).contains(scale) else { return nil }
        self.units = units
        self.scale = scale
    }

    private static let limit: UInt64 = 1_000_000_000_000_000_000
    private static let powersOfTen: [UInt64] = (0...19).map { power in (0..<power).reduce(1) { value, _ in value * 10 } }

    var decimal: Decimal { Decimal(sign: .plus, exponent: -scale, significand: Decimal(units)) }

    var isZero: Bool { units == 0 }

    // MARK: Arithmetic

    /// The sum, or `nil` when it does not fit.
    func adding(_ other: ExactAmount) -> ExactAmount? {
        let scale = max(self.scale, other.scale)
        guard let left = units(atScale: scale), let right = other.units(atScale: scale) else { return nil }
        let (sum, overflow) = left.addingReportingOverflow(right)
        return overflow ? nil : ExactAmount(units: sum, scale: scale)
    }

    /// The amount times `count` (0 or more), or `nil` when it does not fit.
    func multiplied(by count: Int) -> ExactAmount? {
        guard count >= 0 else { return nil }
        let (product, overflow) = units.multipliedReportingOverflow(by: UInt64(count))
        return overflow ? nil : ExactAmount(units: product, scale: scale)
    }

    /// The amount divided by `count` (1 or more) when the quotient has at most 18 digits and 18 decimals,
    /// as 100 / 8 = 12.5; `nil` when it does not end within them, as 100 / 3.
    func divided(by count: Int) -> ExactAmount? {
        guard count >= 1 else { return nil }
        let divisor = UInt64(count)
        var scale = self.scale
        while let dividend = units(atScale: scale) {
            if dividend % divisor == 0 { return ExactAmount(units: dividend / divisor, scale: scale) }
            scale += 1
        }
        return nil
    }

    /// The amount times 10^power (`power` may be negative), or `nil` when it does not fit.
    func timesPowerOfTen(_ power: Int) -> ExactAmount? {
        if power <= 0 { return scale - power <= 18 ? ExactAmount(units: units, scale: scale - power) : nil }
        if power <= scale { return ExactAmount(units: units, scale: scale - power) }
        guard power - scale <= 18 else { return nil }
        let (scaled, overflow) = units.multipliedReportingOverflow(by: Self.powersOfTen[power - scale])
        return overflow ? nil : ExactAmount(units: scaled, scale: 0)
    }

    /// The units at a scale at least as fine as this one, or `nil` when they do not fit.
    private func units(atScale target: Int) -> UInt64? {
        guard target >= scale, target <= 18 else { return nil }
        let (scaled, overflow) = units.multipliedReportingOverflow(by: Self.powersOfTen[target - scale])
        return overflow || scaled >= Self.limit ? nil : scaled
    }

    // MARK: Text

    /// The plain digits, as `DecimalText.plain` writes the same `Decimal`: no trailing zeros after the
    /// point, no point for a whole amount ("443", "1481.5", "0.005", "0").
    var plain: String {
        var units = units
        var scale = scale
        while scale > 0, units % 10 == 0 {
            units /= 10
            scale -= 1
        }
        let (whole, fraction) = Self.digits(units, decimals: scale)
        return String(decoding: scale > 0 ? whole + [UInt8(ascii: ".")] + fraction : whole, as: UTF8.self)
    }

    /// The amount divided by `divisor`, rounded half up to `decimals` digits and grouped by thousands with
    /// ",", as `AmountFormat.text` writes the `Decimal` quotient: "1,234.50". `nil` when the numbers
    /// involved do not fit in 64 bits (the caller then falls back to `Decimal`).
    func roundedText(dividedBy divisor: Int = 1, decimals: Int) -> String? {
        guard divisor >= 1, (0...18).contains(decimals) else { return nil }
        // units / (divisor × 10^scale), shown as a whole number of 10^-decimals: units × 10^decimals over that.
        let (numerator, numeratorOverflow) = units.multipliedReportingOverflow(by: Self.powersOfTen[decimals])
        let (denominator, denominatorOverflow) = UInt64(divisor).multipliedReportingOverflow(by: Self.powersOfTen[scale])
        guard !numeratorOverflow, !denominatorOverflow else { return nil }
        var (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        // Half up: `Decimal`'s `.plain` rounding, for an amount that is never negative.
        if remainder >= denominator - remainder { quotient += 1 }
        let (whole, fraction) = Self.digits(quotient, decimals: decimals)
        return AmountFormat.text(whole: whole, fraction: fraction, decimals: decimals)
    }

    /// The digits of `units` split before its last `decimals` (zeros added in front as needed, so that the whole
    /// part has at least one).
    private static func digits(_ units: UInt64, decimals: Int) -> (whole: ArraySlice<UInt8>, fraction: ArraySlice<UInt8>) {
        var digits = Array(String(units).utf8)
        if digits.count <= decimals {
            digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: decimals - digits.count + 1), at: 0)
        }
        let point = digits.count - decimals
        return (digits[..<point], digits[point...])
    }
}

/// An amount as read or worked out: exact when it can be, else a `Decimal`.
enum AmountValue: Sendable, Equatable {
    case exact(ExactAmount)
    case decimal(Decimal)

    /// `units` × 10^-scale, exact when it fits.
    init(units: UInt64, scale: Int) {
        self = ExactAmount(units: units, scale: scale).map(AmountValue.exact)
            ?? .decimal(Decimal(sign: .plus, exponent: -scale, significand: Decimal(units)))
    }

    var decimal: Decimal {
        switch self {
        case .exact(let exact): exact.decimal
        case .decimal(let decimal): decimal
        }
    }

    var isZero: Bool { decimal.isZero }

    /// The sum: exact while it fits.
    func adding(_ other: AmountValue) -> AmountValue {
        if case .exact(let left) = self, case .exact(let right) = other, let sum = left.adding(right) { return .exact(sum) }
        return .decimal(decimal + other.decimal)
    }

    /// The amount times 10^power.
    func timesPowerOfTen(_ power: Int) -> AmountValue {
        if case .exact(let exact) = self, let scaled = exact.timesPowerOfTen(power) { return .exact(scaled) }
        return .decimal(Decimal(sign: .plus, exponent: power, significand: decimal))
    }

    /// Equal amounts, however they are held.
    static func == (left: AmountValue, right: AmountValue) -> Bool { left.decimal == right.decimal }
}
