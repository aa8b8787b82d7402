import Foundation

/// The time a command took, as its summary line shows it: seconds with two decimals ("0.42 s").
///
/// Written by hand: `String(format:)` set up Foundation's formatting machinery for this one number, half
/// a millisecond of a small build.
enum ElapsedTime {
    static func text(since start: Date) -> String {
        let hundredths = max(0, Int((Date().timeIntervalSince(start) * 100).rounded()))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }
}
