/// The vehicle of a road trip (RV and car travel apps): what it is and what it runs on.
public struct Vehicle: Sendable {
    /// "RV", "campervan", "car", as the app names it.
    public var type: String?
    public var make: String?
    public var model: String?
    public var year: Int?
    public var fuelType: String?
    /// The name the travellers gave it ("Wanda").
    public var nickname: String?
    public var image: ImageReference?
    public var source: SourceLocation

    public init(source: SourceLocation) {
        self.source = source
    }

    /// "2019 Winnebago View", or whichever parts are known; `nil` when none is.
    public var description: String? {
        let parts = [year.map { String($0) }, make, model].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
