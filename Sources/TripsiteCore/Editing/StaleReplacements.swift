import Foundation

/// The new trips files that edits stopped by a `kill -9` (or a crash) left beside the file they were replacing:
/// `trips.json.tripsite-XXXXXX`, made by `LocalFileSystem.replaceFile`. An edit makes one only while it holds the
/// trips file's lock, so the edit that holds the lock knows any it finds to be left over, and removes them.
enum StaleReplacements {
    /// Removes every regular file named `<name>.tripsite-` and six letters or digits beside the file `file` leads
    /// to, and returns a note for each. Called with the trips file's lock held.
    static func remove(besides file: String) -> [String] {
        // (As the user named it, unless it is a link: the new file is made beside the one the link leads to.)
        let target = LocalFileSystem().isSymbolicLink(file) ? LocalFileSystem.realPath(file) ?? file : file
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let prefix = String(slash.map { target[target.index(after: $0)...] } ?? target[...]) + LocalFileSystem.replacementInfix
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return [] }
        var notes: [String] = []
        for name in names.sorted() where isReplacement(name, prefix: prefix) {
            let path = folder + name
            guard LocalFileSystem().isPlainFile(path), unlink(path) == 0 else { continue }
            notes.append("removed \(path), a new copy of \(file) left by an edit that was stopped before it ended")
        }
        return notes
    }

    /// `<prefix>` and six ASCII letters or digits, as `mkstemp` makes them.
    static func isReplacement(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let suffix = name.dropFirst(prefix.count)
        return suffix.count == 6 && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
