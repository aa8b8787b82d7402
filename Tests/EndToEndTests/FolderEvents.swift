import Foundation
#if canImport(Glibc)
import Glibc
#endif

#if os(Linux)
/// The kernel's notices (inotify) of files made and removed in watched folders, waited for as they come: a test
/// acts at the moment a build reaches a step, seen from outside the build.
final class FolderEvents {
    enum Change { case created, removed }

    private let descriptor: Int32
    private var folders: [Int32: String] = [:]

    init() throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    deinit { close(descriptor) }

    /// Starts telling of the files and folders made and removed directly in `folder`.
    func watch(_ folder: URL) throws {
        let watch = inotify_add_watch(descriptor, folder.path, UInt32(IN_CREATE | IN_DELETE))
        guard watch >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        folders[watch] = folder.path
    }

    /// Waits until `name` is made or removed (as `change` says) in a watched folder, and gives that folder; `nil`
    /// when it has not happened within `seconds`.
    func wait(for change: Change, of name: String, within seconds: Double) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(remaining * 1000)) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let eventName = String(decoding: buffer[nameStart..<(nameStart + length)].prefix { $0 != 0 }, as: UTF8.self)
                let wanted = change == .created ? UInt32(IN_CREATE) : UInt32(IN_DELETE)
                if mask & wanted != 0, eventName == name, let folder = folders[watch] { return folder }
                offset = nameStart + length
            }
        }
    }
}
#endif
