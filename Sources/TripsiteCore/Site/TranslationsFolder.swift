import Foundation
import TripsiteModel
import TripsiteRendering
import TripsiteResources

/// A site's translation files (`translations/` beside the trips file): which languages they change or add, and
/// copies of built-in translation files written into the folder to be changed (`tripsite translations`).
public struct TranslationsFolder: Sendable {
    public let path: String
    public let fileSystem: any FileSystem

    public init(_ path: String, fileSystem: any FileSystem = LocalFileSystem()) {
        self.path = path
        self.fileSystem = fileSystem
    }

    /// Where the folder's file of a language is (or would be): `translations/fr.toml`.
    public func file(of code: String) -> String {
        (path.isEmpty ? "" : path + "/") + code + ".toml"
    }

    /// The languages the folder has a file for (named for a language code), sorted.
    public func codes() -> [String] {
        guard fileSystem.directoryExists(path), let files = try? fileSystem.files(under: path) else { return [] }
        return files.filter { $0.hasSuffix(".toml") && !$0.contains("/") }.map { String($0.dropLast(".toml".count)) }
            .filter(LanguageCode.isValid).sorted()
    }

    /// How many of tripsite's messages the folder's file of `code` gives; nil without a readable file.
    public func messageCount(of code: String) -> Int? {
        guard let bytes = try? fileSystem.read(file(of: code), limit: TemplateSet.maximumFileSize),
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let keys = LanguageCatalog.keys
        return TranslationFile.read(text, file: file(of: code)).messages.keys.filter(keys.contains).count
    }

    /// The built-in language whose file `code` names, by the code as written or in another case (`zh-hans`).
    public static func builtIn(_ code: String) -> String? {
        LanguageCatalog.builtInCodes.first { $0.lowercased() == code.lowercased() }
    }

    /// The language's name in English and in its own words: "French (français)".
    public static func name(of code: String) -> String {
        let english = Locale(identifier: "en").localizedString(forIdentifier: code) ?? code
        let own = Locale(identifier: code).localizedString(forIdentifier: code) ?? english
        return own == english ? english : "\(english) (\(own))"
    }

    /// Writes each built-in language's file into the folder, making it if needed, and returns the paths written
    /// (`BuiltInCopies`: nothing is replaced without `force`, and nothing is written when anything is in the way).
    /// With `newCode`, the one language given is copied as the start of that language's file instead.
    public func copy(_ codes: [String], as newCode: String? = nil, force: Bool) throws(DiagnosticsError) -> [String] {
        let copies = codes.compactMap(Self.builtIn).map { code in
            let text = String(decoding: EmbeddedResources.translations[code] ?? [], as: UTF8.self)
            guard let newCode else { return BuiltInCopies.Copy(file: file(of: code), name: code + ".toml", text: text) }
            let start = "# \(Self.name(of: newCode)), started from tripsite's \(code).toml: translate each message, and delete the ones left "
                + "as they are,\n# so that they keep following tripsite's own (a message this file lacks is taken from tripsite's files).\n\n"
            return BuiltInCopies.Copy(file: file(of: newCode), name: code + ".toml", text: start + text)
        }
        return try BuiltInCopies.write(copies, into: path, force: force, fileSystem: fileSystem)
    }
}
