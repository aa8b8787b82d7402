/// One file of trips as read from disk: its name as the user gave it (messages quote it) and its bytes.
public struct InputFile: Sendable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}
