import Foundation

/// Trips that earlier builds in the same process decoded and planned, by the bytes they were read from, so a
/// rebuild after one trip changed (`tripsite serve` on every save) decodes and plans only that trip.
///
/// Only trips that gave no error or warning are kept: a cached trip is taken as is, and everything a
/// diagnostic would point at is left to a fresh decode. A trip is found again by a digest and the length of
/// its bytes in the trips file, within builds with the same countries list; one that uses
/// an image beside the input that is no longer there is decoded again. Each build keeps only the trips it
/// used, so trips deleted from the file do not stay in memory.
public final class TripCache: @unchecked Sendable {
    /// A trip's bytes in the file: their digest and length.
    public struct Key: Hashable, Sendable {
        var digest: UInt64
        var length: Int
    }

    /// The trip's `id` member, with its offset from the trip's first byte (it moves with the trip).
    struct IDInfo: Sendable, Equatable {
        var id: String
        var key: String
        var offsetInTrip: Int
    }

    struct Entry: Sendable {
        var trip: Trip
        var id: IDInfo?
        var slug: String
        var plan: TripPlan
        /// The plan's listing, once a build made it.
        var listing = KeptListing()
    }

    /// The trips' cards for the pages that list them, by fingerprint.
    public let cards = TripCards()
    /// The templates, parsed with the overrides they were parsed with.
    let templates = KeptValue<[String: TemplateSet.Source], TemplateSet>()
    /// The countries list, read from the bytes and the file name it was read from, with what reading it found.
    let countries = KeptValue<CountriesInput, (CountryDirectory, DiagnosticLog)>()

    struct CountriesInput: Equatable, Sendable {
        var bytes: [UInt8]
        var fileName: String
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    /// The trips the last build took from the previous build's listings (`ListingStore`), as it found them.
    private var listed: [Key: TripListing] = [:]
    /// The digest of the countries list the entries were planned with; empty before the first build.
    private var scope = ""

    public init() {}

    /// The entries made in `scope`; none when the file name or the countries changed.
    func snapshot(scope: String) -> [Key: Entry] {
        lock.withLock { self.scope == scope ? entries : [:] }
    }

    /// The trips the last build in `scope` took as listings; `nil` before a build in that scope.
    ///
    /// With `snapshot`, they are every trip the last build kept in the output folder's listings (a trip with a
    /// diagnostic is in neither), so a build after it finds nothing more there and need not read them.
    func listedSnapshot(scope: String) -> [Key: TripListing]? {
        lock.withLock { self.scope == scope ? listed : nil }
    }

    /// Keeps exactly `entries` and `listed`, for `scope`.
    func replace(with entries: [Key: Entry], listed: [Key: TripListing] = [:], scope: String) {
        lock.withLock {
            self.entries = entries
            self.listed = listed
            self.scope = scope
        }
    }

    /// How many trips are kept (for tests).
    var count: Int { lock.withLock { entries.count } }
    /// How many trips taken as listings are kept (for tests).
    var listedCount: Int { lock.withLock { listed.count } }
}
