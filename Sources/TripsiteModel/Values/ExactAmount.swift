/// A non-negative amount of money, held exactly as a whole number of units of 10^-scale: 443.50 is 44350 at
/// scale 2. A price as written (up to 30 digits) is held exactly, and so are the sums of prices and their
/// products and quotients by a count (nights, travellers, days) while they fit in 128 bits, about 38 digits.
/// Beyond that the finest decimals are rounded off, half up, as `Decimal` rounds beyond its 38 digits; a sum
/// above 3.4 × 10^38 stays at that.
///
/// Integers rather than `Decimal`: summing, scaling and writing out prices on integers gives the same
/// amounts and text (the tests compare the two on random amounts) at a fraction of the work.
public struct ExactAmount: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The amount times 10^scale.
    let units: UInt128
    /// 0 to `maxScale`.
    let scale: Int

    /// The finest scale held.
    static let maxScale = 38

    /// `units` × 10^-scale. A scale above `maxScale` is rounded to it; `nil` when a negative scale makes
    /// the amount too large to hold.
    init?(units: UInt128, scale: Int) {
        guard scale >= 0 else {
            guard let scaled = Self.times(units, powerOfTen: -scale) else { return nil }
            self.init(exactly: scaled, scale: 0)
            return
        }
        self.init(exactly: units, scale: scale)
        if scale > Self.maxScale { self = rounded(toScale: Self.maxScale) }
    }

    private init(exactly units: UInt128, scale: Int) {
        self.units = units
        self.scale = scale
    }

    /// Reads plain digits with an optional "." ("443", "1481.50"), as the tests write amounts.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(ValueText.isDigit) }),
              let amount = Self(digits: parts.joined(), fractionCount: parts.count == 2 ? parts[1].count : 0)
        else { return nil }
        self = amount
    }

    /// The value of ASCII `digits` with the last `fractionCount` of them after the decimal point; `nil` beyond
    /// 30 significant digits or 30 decimals.
    init?(digits: some StringProtocol, fractionCount: Int) {
        let significant = digits.utf8.drop { $0 == UInt8(ascii: "0") }
        guard significant.count <= 30, fractionCount <= 30 else { return nil }
        var units: UInt128 = 0
        for byte in significant {
            guard ValueText.isDigit(byte) else { return nil }
            units = units * 10 + UInt128(byte - UInt8(ascii: "0"))
        }
        self.init(exactly: units, scale: fractionCount)
    }

    static let zero = ExactAmount(exactly: 0, scale: 0)

    package var isZero: Bool { units == 0 }

    public var description: String { plain }

    // MARK: Comparing

    public static func == (left: ExactAmount, right: ExactAmount) -> Bool { compare(left, right) == 0 }

    public static func < (left: ExactAmount, right: ExactAmount) -> Bool { compare(left, right) < 0 }

    public func hash(into hasher: inout Hasher) {
        let normal = normalized
        hasher.combine(normal.units)
        hasher.combine(normal.scale)
    }

    /// -1, 0 or 1 as `left` is below, equal to or above `right`.
    private static func compare(_ left: ExactAmount, _ right: ExactAmount) -> Int {
        let scale = max(left.scale, right.scale)
        // A side whose units do not fit at the finer scale is the larger one.
        guard let leftUnits = times(left.units, powerOfTen: scale - left.scale) else { return 1 }
        guard let rightUnits = times(right.units, powerOfTen: scale - right.scale) else { return -1 }
        return leftUnits < rightUnits ? -1 : leftUnits == rightUnits ? 0 : 1
    }

    /// The same amount without trailing zeros after the point.
    private var normalized: ExactAmount {
        var (units, scale) = (units, scale)
        while scale > 0, units % 10 == 0 {
            units /= 10
            scale -= 1
        }
        return ExactAmount(exactly: units, scale: scale)
    }

    // MARK: Arithmetic

    /// The sum.
    func adding(_ other: ExactAmount) -> ExactAmount {
        combined(with: other) { $0.addingReportingOverflow($1) }
    }

    /// The difference between the two amounts, whichever is larger.
    package func distance(to other: ExactAmount) -> ExactAmount {
        let (larger, smaller) = self < other ? (other, self) : (self, other)
        return larger.combined(with: smaller) { $0.subtractingReportingOverflow($1) }
    }

    /// Both amounts at the finer of their scales, or at the finest coarser one at which they and the result fit.
    private func combined(with other: ExactAmount, _ operation: (UInt128, UInt128) -> (partialValue: UInt128, overflow: Bool)) -> ExactAmount {
        var scale = max(self.scale, other.scale)
        while true {
            if let left = units(atScale: scale), let right = other.units(atScale: scale) {
                let (result, overflow) = operation(left, right)
                if !overflow { return ExactAmount(exactly: result, scale: scale) }
            }
            guard scale > 0 else { return ExactAmount(exactly: .max, scale: 0) }
            scale -= 1
        }
    }

    /// The amount times `count` (0 or more; a negative count is taken as 0).
    func multiplied(by count: Int) -> ExactAmount {
        var amount = self
        while true {
            let (product, overflow) = amount.units.multipliedReportingOverflow(by: UInt128(max(0, count)))
            if !overflow { return ExactAmount(exactly: product, scale: amount.scale) }
            guard amount.scale > 0 else { return ExactAmount(exactly: .max, scale: 0) }
            amount = amount.rounded(toScale: amount.scale - 1)
        }
    }

    /// The amount divided by `count` (1 or more), as `Decimal` divides: exact when the quotient ends within 128
    /// bits and `maxScale` decimals (100 / 8 = 12.5), else cut off after as many decimals as fit
    /// (100 / 3 = 33.333…333, 38 digits in all). Its text is rounded from the exact quotient (`roundedText`).
    func divided(by count: Int) -> ExactAmount {
        let divisor = UInt128(max(1, count))
        var (quotient, remainder) = units.quotientAndRemainder(dividingBy: divisor)
        var scale = self.scale
        while remainder != 0, scale < Self.maxScale {
            // The remainder is below the divisor, a 64-bit count: ten times it fits.
            let (digit, rest) = (remainder * 10).quotientAndRemainder(dividingBy: divisor)
            let (shifted, overflow) = quotient.multipliedReportingOverflow(by: 10)
            guard !overflow, case let (next, false) = shifted.addingReportingOverflow(digit) else { break }
            (quotient, remainder, scale) = (next, rest, scale + 1)
        }
        return ExactAmount(exactly: quotient, scale: scale)
    }

    /// The amount at a coarser scale, rounded half up.
    private func rounded(toScale target: Int) -> ExactAmount {
        guard target < scale else { return self }
        let divisor = Self.powersOfTen[scale - target]
        let (quotient, remainder) = units.quotientAndRemainder(dividingBy: divisor)
        return ExactAmount(exactly: remainder >= divisor - remainder ? quotient + 1 : quotient, scale: target)
    }

    /// The units at `target` scale: exact when it is at least this one and they fit (else `nil`), rounded half
    /// up when it is coarser.
    private func units(atScale target: Int) -> UInt128? {
        target < scale ? rounded(toScale: target).units : Self.times(units, powerOfTen: target - scale)
    }

    /// `value` × 10^power for a power of 0 or more, or `nil` when it does not fit.
    private static func times(_ value: UInt128, powerOfTen power: Int) -> UInt128? {
        guard power < powersOfTen.count else { return value == 0 ? 0 : nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: powersOfTen[power])
        return overflow ? nil : product
    }

    private static let powersOfTen: [UInt128] = (0...38).map { power in (0..<power).reduce(1) { value, _ in value * 10 } }

    // MARK: Text

    /// The plain digits: no trailing zeros after the point, no point for a whole amount ("443", "1481.5",
    /// "0.005", "0").
    public var plain: String {
        let normal = normalized
        let digits = Self.digits(normal.units, decimals: normal.scale)
        return normal.scale > 0 ? String(digits.whole) + "." + String(digits.fraction) : String(digits.whole)
    }

    /// The amount divided by `divisor` (1 or more), rounded half up to `decimals` (0 to 3) digits and grouped by
    /// thousands with ",": "1,234.50".
    func roundedText(dividedBy divisor: Int = 1, decimals: Int) -> String {
        // The fraction's digits are worked out one at a time below a denominator kept under 10^36, so that ten
        // times a remainder always fits: the amount is first rounded to a scale at which it is.
        let count = UInt128(max(1, divisor))
        var amount = self
        var denominator: UInt128
        while true {
            let (product, overflow) = count.multipliedReportingOverflow(by: Self.powersOfTen[amount.scale])
            if !overflow, product < Self.powersOfTen[36] {
                denominator = product
                break
            }
            amount = amount.rounded(toScale: amount.scale - 1)
        }
        var (whole, remainder) = amount.units.quotientAndRemainder(dividingBy: denominator)
        var fraction: [UInt8] = []
        for _ in 0..<decimals {
            remainder *= 10
            let (digit, rest) = remainder.quotientAndRemainder(dividingBy: denominator)
            fraction.append(UInt8(ascii: "0") + UInt8(digit))
            remainder = rest
        }
        // Half up, carrying through the fraction's nines into the whole part.
        if remainder >= denominator - remainder {
            var index = fraction.count - 1
            while index >= 0, fraction[index] == UInt8(ascii: "9") {
                fraction[index] = UInt8(ascii: "0")
                index -= 1
            }
            if index >= 0 { fraction[index] += 1 } else if whole < .max { whole += 1 }
        }
        return Self.grouped(Array(String(whole).utf8), fraction: fraction)
    }

    /// The digits of `units` split before its last `decimals` (zeros added in front as needed, so that the
    /// whole part has at least one).
    private static func digits(_ units: UInt128, decimals: Int) -> (whole: Substring, fraction: Substring) {
        var digits = String(units)
        if digits.utf8.count <= decimals {
            digits = String(repeating: "0", count: decimals - digits.utf8.count + 1) + digits
        }
        let point = digits.index(digits.endIndex, offsetBy: -decimals)
        return (digits[..<point], digits[point...])
    }

    /// Whole digits grouped by thousands with ",", then "." and the fraction's digits when there are any.
    private static func grouped(_ whole: [UInt8], fraction: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(whole.count + whole.count / 3 + fraction.count + 1)
        for (offset, digit) in whole.enumerated() {
            if offset > 0, (whole.count - offset) % 3 == 0 { result.append(UInt8(ascii: ",")) }
            result.append(digit)
        }
        if !fraction.isEmpty { result.append(UInt8(ascii: ".")); result += fraction }
        return String(decoding: result, as: UTF8.self)
    }
}
