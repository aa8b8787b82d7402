/// What is beside the trips file at the relative path an image names, as far as publishing it goes.
public enum LocalFile: Sendable, Equatable {
    /// Nothing there (or a link that leads out of the input's folder).
    case missing
    /// A file that may be copied into the site and shown, provided that, when it is copied, it is still a regular
    /// file inside the input's folder.
    case usable
    /// An SVG file that passed the check, with the bytes checked: these, not the file read again, are published.
    case checked([UInt8])
    /// Something there that is not published, and why: "is not a regular file", "is an SVG with a script".
    case refused(String)

    /// A file named from a test or a tool: present or not, nothing refused.
    public init(exists: Bool) {
        self = exists ? .usable : .missing
    }
}
