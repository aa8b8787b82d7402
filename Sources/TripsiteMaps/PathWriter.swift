/// Writes SVG path data with coordinates rounded to whole pixels (land) or tenths (routes), leaving out
/// points that fall too near the one before. Each line starts at an absolute point ("M470 296") and goes on by
/// steps from the point before ("l-1-6 4 0"): steps are short numbers, and a minus sign needs no space before it,
/// which keeps a map small (the seed data's near-world trip map: 24.3 KB of land as absolute points, 13.6 KB as
/// steps). Works on bytes, as a build writes thousands of points a trip.
struct PathWriter {
    private(set) var bytes: [UInt8] = []
    private let tenths: Bool
    /// Points nearer than this to the one before (along x plus along y, in the written units) are left out.
    private let minimumStep: Int
    private var last: (Int, Int)?
    /// Whether the next step is the first of its line, so "l" goes before it.
    private var firstStep = false

    init(tenths: Bool, minimumStep: Int = 1) {
        self.tenths = tenths
        self.minimumStep = minimumStep
        bytes.reserveCapacity(tenths ? 256 : 16384)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts a new line at the point, or goes on to it.
    mutating func add(_ x: Double, _ y: Double, starting: Bool) {
        let factor = tenths ? 10.0 : 1.0
        let point = (Int((x * factor).rounded()), Int((y * factor).rounded()))
        if !starting, let last {
            let step = (point.0 - last.0, point.1 - last.1)
            guard abs(step.0) + abs(step.1) >= minimumStep else { return }
            if firstStep { bytes.append(UInt8(ascii: "l")) }
            append(step.0, separated: !firstStep)
            append(step.1, separated: true)
            firstStep = false
        } else {
            bytes.append(UInt8(ascii: "M"))
            append(point.0, separated: false)
            append(point.1, separated: true)
            firstStep = true
        }
        last = point
    }

    mutating func close() { bytes.append(UInt8(ascii: "Z")) }

    /// Takes back what was written from `count` bytes on (a line that turned out not worth drawing).
    mutating func removeBytes(from count: Int) { bytes.removeSubrange(count...) }

    /// A whole number, or tenths as "12.5" and "12" (without ".0"); after another number, a space goes before
    /// it unless its minus sign separates the two.
    private mutating func append(_ value: Int, separated: Bool) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        } else if separated {
            bytes.append(UInt8(ascii: " "))
        }
        let magnitude = value.magnitude
        let (whole, tenth) = tenths ? magnitude.quotientAndRemainder(dividingBy: 10) : (magnitude, 0)
        appendDigits(whole)
        if tenth != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(tenth))
        }
    }

    /// The digits of a number, without recursion: most are below 1,000 (a map is 640 pixels wide).
    private mutating func appendDigits(_ value: UInt) {
        let zero = UInt8(ascii: "0")
        guard value < 1000 else {
            appendDigits(value / 1000)
            let rest = value % 1000
            bytes.append(zero + UInt8(rest / 100))
            bytes.append(zero + UInt8(rest / 10 % 10))
            bytes.append(zero + UInt8(rest % 10))
            return
        }
        if value >= 100 { bytes.append(zero + UInt8(value / 100)) }
        if value >= 10 { bytes.append(zero + UInt8(value / 10 % 10)) }
        bytes.append(zero + UInt8(value % 10))
    }
}
