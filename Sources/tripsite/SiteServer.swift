import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import TripsiteCore

/// The HTTP side of `tripsite serve`, on SwiftNIO: it listens on one address and answers GET and HEAD
/// with what `SiteFiles` finds in the site folder, adding the live-reload script to HTML pages; every
/// other method gets 405. No HTTP parsing is written here: NIOHTTP1 does it. A connection that does not complete a
/// request within `idleTimeout` (of opening, or of its last response being sent) is closed, so that clients that
/// connect and send nothing, or send a request a byte at a time, cannot hold connections open.
final class SiteServer: Sendable {
    /// How long a connection may go without a complete request, unless the server is told otherwise.
    static let defaultIdleTimeout = TimeAmount.seconds(30)

    private let files: SiteFiles
    private let state: ServeState
    private let idleTimeout: TimeAmount
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let channel: NIOLockedValueBox<Channel?> = NIOLockedValueBox(nil)

    init(files: SiteFiles, state: ServeState, idleTimeout: TimeAmount = SiteServer.defaultIdleTimeout) {
        self.files = files
        self.state = state
        self.idleTimeout = idleTimeout
    }

    /// Starts listening and returns the port it listens on (the one picked when `port` is 0).
    func start(host: String, port: Int) async throws -> Int {
        let files = files, state = state, idleTimeout = idleTimeout
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(SiteRequestHandler(files: files, state: state, idleTimeout: idleTimeout))
                }
            }
        let listening = try await bootstrap.bind(host: host, port: port).get()
        channel.withLockedValue { $0 = listening }
        return listening.localAddress?.port ?? port
    }

    /// Why listening failed, in words: "Address already in use", "not an IP address or a known host name".
    static func reason(_ error: any Error) -> String {
        switch error {
        case let error as IOError: String(cString: strerror(error.errnoCode))
        case is SocketAddressError, is SocketAddressError.UnknownHost: "not an IP address or a known host name"
        default: "\(error)"
        }
    }

    /// Whether listening failed because another program listens on the port.
    static func isPortInUse(_ error: any Error) -> Bool {
        (error as? IOError)?.errnoCode == EADDRINUSE
    }

    /// The first of the 100 ports after `port` that `host` can listen on now, if one is.
    static func freePort(after port: Int, host: String) async -> Int? {
        guard port < 65_535 else { return nil }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var found: Int?
        for candidate in (port + 1)...min(port + 100, 65_535) {
            guard let channel = try? await ServerBootstrap(group: group).bind(host: host, port: candidate).get() else { continue }
            try? await channel.close()
            found = candidate
            break
        }
        try? await group.shutdownGracefully()
        return found
    }

    /// Stops listening, closes the open connections and ends the server's thread.
    func stop() async {
        let listening = channel.withLockedValue { $0 }
        try? await listening?.close()
        try? await group.shutdownGracefully()
    }
}

/// The server's view of the builds: a version that changes with every build (open pages reload when it
/// does), and the errors of the last build when it failed, else its warnings. Read by the server's thread, written by the
/// builds.
final class ServeState: Sendable {
    private let current = NIOLockedValueBox((version: 0, errors: [String](), warnings: [LiveReload.Warning]()))

    var version: Int { current.withLockedValue { $0.version } }
    /// The errors of the last build when it failed (else none), and its warnings when it built, read together.
    var messages: (errors: [String], warnings: [LiveReload.Warning]) { current.withLockedValue { ($0.errors, $0.warnings) } }

    func succeeded(warnings: [LiveReload.Warning]) {
        current.withLockedValue { $0 = ($0.version + 1, [], warnings) }
    }

    func failed(_ messages: [String]) {
        current.withLockedValue { $0 = ($0.version + 1, messages, []) }
    }
}

/// Answers each request of one connection once its head has arrived and its body (ignored) has ended, and closes
/// the connection when no request is complete within the idle timeout of its opening or of the last response.
private final class SiteRequestHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let files: SiteFiles
    private let state: ServeState
    private let idleTimeout: TimeAmount
    private var head: HTTPRequestHead?
    /// The close that comes if no request is complete before it.
    private var idleClose: Scheduled<Void>?

    init(files: SiteFiles, state: ServeState, idleTimeout: TimeAmount) {
        self.files = files
        self.state = state
        self.idleTimeout = idleTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        waitForRequest(context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        idleClose?.cancel()
        idleClose = nil
    }

    /// Starts the wait for the next complete request, ending the one before.
    private func waitForRequest(context: ChannelHandlerContext) {
        idleClose?.cancel()
        let channel = context.channel
        idleClose = context.eventLoop.scheduleTask(in: idleTimeout) { channel.close(promise: nil) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
        case .body:
            break
        case .end:
            // A slow reader of a large response is not closed on: the wait starts again once it has been sent.
            idleClose?.cancel()
            idleClose = nil
            if let head { respond(to: head, context: context) }
            head = nil
        }
    }

    private func respond(to request: HTTPRequestHead, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        let status: HTTPResponseStatus
        var body: [UInt8]
        switch request.method {
        case .GET, .HEAD:
            if request.uri.split(separator: "?", maxSplits: 1).first == Substring(LiveReload.versionPath) {
                status = .ok
                headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
                body = Array(String(state.version).utf8)
            } else {
                let answer = files.response(for: request.uri)
                status = HTTPResponseStatus(statusCode: answer.status)
                headers.add(name: "Content-Type", value: answer.contentType)
                if let location = answer.location { headers.add(name: "Location", value: location) }
                body = answer.body
                if answer.contentType.hasPrefix("text/html") {
                    let messages = state.messages
                    body = LiveReload.inject(into: body, errors: messages.errors, warnings: messages.warnings)
                }
            }
        default:
            status = .methodNotAllowed
            headers.add(name: "Allow", value: "GET, HEAD")
            headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
            body = Array("Only GET and HEAD are answered here.\n".utf8)
        }
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "Content-Length", value: String(body.count))
        let keepAlive = request.isKeepAlive
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")

        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: request.version, status: status, headers: headers))), promise: nil)
        if request.method != .HEAD {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
        }
        let channel = context.channel
        let handler = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { result in
            guard keepAlive else { return channel.close(promise: nil) }
            if case .success = result, channel.isActive { handler.value.0.waitForRequest(context: handler.value.1) }
        }
    }
}
