import Foundation

/// The real trip-app export kept beside the project's checkout (`../shared/seed-data`), when it is there: the
/// tests that read it are skipped without it.
public enum SeedData {
    public static let folder = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/seed-data")
    /// The export's trips and countries files.
    public static let trips = folder.appendingPathComponent("voyatek-trips.json")
    public static let countries = folder.appendingPathComponent("voyatek-countries.json")
    public static var isPresent: Bool { FileManager.default.fileExists(atPath: trips.path) }
}
