/// What is beside the trips file at the relative path an image names, as far as publishing it goes.
public enum LocalFile: Sendable, Equatable {
    /// Nothing there (or a link that leads out of the input's folder).
    case missing
    /// A file that may be copied into the site and shown.
    case usable
    /// Something there that is not published, and why: "is not a regular file", "is an SVG with a script".
    case refused(String)

    /// A file named from a test or a tool: present or not, nothing refused.
    public init(exists: Bool) {
        self = exists ? .usable : .missing
    }
}
