/// A point on the Earth: latitude from -90 (south) to 90 (north), longitude from -180 (west) to 180 (east), in degrees.
public struct GeoPoint: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) { (self.latitude, self.longitude) = (latitude, longitude) }
}
