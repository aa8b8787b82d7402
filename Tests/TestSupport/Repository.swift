import Foundation

/// The repository the tests run in, found once from this file's place in it, and the folders the tests read.
public enum Repository {
    /// The repository's root folder (where Package.swift is).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder of the repository, by its path from the root: `Repository.file("Examples/trips.json")`.
    public static func file(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// The example trips and their images.
    public static let examples = file("Examples")
    /// The trips files the end-to-end tests copy into their scratch folders.
    public static let fixtures = file("Tests/Fixtures")
}
