/// One file of trips as read from disk: its name as the user gave it (messages quote it) and its bytes.
public struct InputFile: Sendable {
    public var name: String
    public var bytes: [UInt8]
    /// Reads a range of the file's bytes again, when the file can be read again (a regular file, not a pipe) and
    /// is large enough that its trips are not held once checked: each is decoded again from its bytes when it is
    /// planned (`DecodedTrip`), so that a build holds a batch of trips at a time rather than all of them.
    public var reread: (@Sendable (Range<Int>) throws -> [UInt8])?

    public init(name: String, bytes: [UInt8], reread: (@Sendable (Range<Int>) throws -> [UInt8])? = nil) {
        self.name = name
        self.bytes = bytes
        self.reread = reread
    }
}
