/// Writes SVG path data with coordinates rounded to whole pixels (land) or tenths (routes), leaving out
/// points that round to the one before: only numbers, which keeps a map small.
struct PathWriter {
    private(set) var text = ""
    private let tenths: Bool
    /// Points nearer than this to the one before (along x plus along y, in the written units) are left out.
    private let minimumStep: Int
    private var last: (Int, Int)?

    init(tenths: Bool, minimumStep: Int = 1) {
        self.tenths = tenths
        self.minimumStep = minimumStep
    }

    private func number(_ value: Int) -> String {
        tenths ? MapSVG.number(Double(value) / 10) : String(value)
    }

    /// Starts a new line at the point, or goes on to it.
    mutating func add(_ x: Double, _ y: Double, starting: Bool) {
        let factor = tenths ? 10.0 : 1.0
        let point = (Int((x * factor).rounded()), Int((y * factor).rounded()))
        if !starting, let last, abs(last.0 - point.0) + abs(last.1 - point.1) < minimumStep { return }
        text += (starting ? "M" : " ") + number(point.0) + " " + number(point.1)
        last = point
    }

    mutating func close() { text += "Z" }
}
