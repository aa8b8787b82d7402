import Foundation
import TripsiteModel
import TripsiteLoading

/// The image files beside the trips file, each looked at once in a build however many trips name it: an SVG is
/// read once, checked, and its checked bytes kept to be published, so that a file changed after the check is
/// never published unchecked, and a large SVG named by many trips is parsed once.
final class LocalImages: Sendable {
    let fileSystem: any FileSystem
    /// The trips file's folder (`""` for the current folder): no image is read from outside it.
    let folder: String
    /// Each file's verdict, made by the first caller while the others for the same file wait.
    private let verdicts = LockedCache<String, Locked<LocalFile?>>()

    init(fileSystem: any FileSystem, folder: String) {
        self.fileSystem = fileSystem
        self.folder = folder
    }

    /// What is at the relative path `relative`, looked at on the first call and the same on every later one.
    func file(_ relative: String) -> LocalFile {
        verdicts.value(for: relative) { Locked(nil) }.withLock { verdict in
            if let known = verdict { return known }
            let found = look(at: relative)
            verdict = found
            return found
        }
    }

    private func look(at relative: String) -> LocalFile {
        // A link beside the trips that leads out of their folder counts as no file: nothing outside the folder is
        // published.
        let path = BuildInput.path(of: relative, in: folder)
        guard fileSystem.fileExists(path), fileSystem.isInside(path, folder: folder) else { return .missing }
        guard fileSystem.isRegularFile(path) else { return .refused("is not a regular file") }
        guard ImageReferenceRules.mediaType(of: relative) == "image/svg+xml" else { return .usable }
        // An SVG is a document of its own: opened from the site, a script in it would run there. The bytes read
        // here are the ones checked and the ones published.
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(path, inside: folder, limit: SVGSafety.sizeLimit)
        } catch let error as FileSystemError {
            return .refused(error.isTooLarge ? SVGSafety.sizeProblem : error.reason)
        } catch {
            return .refused("cannot be read")
        }
        return SVGSafety.problem(in: bytes).map { .refused($0) } ?? .checked(bytes)
    }
}
