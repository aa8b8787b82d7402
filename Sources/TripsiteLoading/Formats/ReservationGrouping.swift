import TripsiteModel

/// Groups loose reservations (from confirmations, from any number of files) into trips, the way TripIt does:
/// in time order, a reservation joins the trip being made when it starts at most `closeDays` after the latest
/// day of that trip so far, or at most `samePlaceDays` after it in a town the trip already goes to; otherwise it
/// starts a new trip. A trip is named after its main destination: the town of its most hotel nights, else where
/// its first flight lands, else the first town a reservation names. Each reservation gets a note saying which
/// trip it went into and why, which `check` prints.
enum ReservationGrouping {
    static let closeDays = 1
    static let samePlaceDays = 3

    static func trips(_ reservations: [Reservation]) -> (trips: [Trip], notes: [Diagnostic]) {
        var groups: [(reservations: [Reservation], end: CivilDate, byPlace: Bool)] = []
        for reservation in ReservationTrip.inTimeOrder(reservations) {
            if let last = groups.last {
                let gap = reservation.start.days(since: last.end)
                let samePlace = reservation.place.map { place in last.reservations.contains { $0.place == place } } ?? false
                if gap <= closeDays || (gap <= samePlaceDays && samePlace) {
                    groups[groups.count - 1].reservations.append(reservation)
                    groups[groups.count - 1].end = max(last.end, reservation.end)
                    groups[groups.count - 1].byPlace = last.byPlace || gap > closeDays
                    continue
                }
            }
            groups.append(([reservation], reservation.end, false))
        }
        var trips: [Trip] = []
        var notes: [Diagnostic] = []
        for group in groups {
            let (destination, countryCode) = mainDestination(group.reservations)
            let first = group.reservations[0]
            var trip = ReservationTrip.make(
                title: Trip.defaultTitle(destination: destination), destination: destination, countryCode: countryCode, range: nil,
                reservations: group.reservations, source: first.source)
            var fingerprint = Fingerprint()
            var seen: Set<UInt64> = []
            for reservation in group.reservations where seen.insert(reservation.digest).inserted {
                withUnsafeBytes(of: reservation.digest.littleEndian) { fingerprint.add($0) }
            }
            trip.sourceDigest = fingerprint.value
            // Its problems are said of the file of its first reservation.
            trip.sourceFile = first.file
            trips.append(trip)
            let others = group.reservations.count - 1
            let dates = "(\(trip.startDate.iso) to \(trip.endDate.iso))"
            let why: String
            if others == 0 {
                why = "on its own: no other reservation is within \(closeDays) day of it"
            } else {
                let rule = group.byPlace ? "within \(closeDays) day of each other, or \(samePlaceDays) days in the same town" : "within \(closeDays) day of each other"
                why = "with \(others) other reservation\(others == 1 ? "" : "s") \(rule)"
            }
            for reservation in group.reservations {
                notes.append(Diagnostic(
                    severity: .note, file: reservation.file, position: reservation.source.position, path: reservation.type,
                    message: "grouped into \"\(trip.title)\" \(dates) \(why)"))
            }
        }
        return (trips, notes)
    }

    /// The town of the most hotel nights; else where the first flight lands; else the first town named.
    private static func mainDestination(_ reservations: [Reservation]) -> (String, String?) {
        var nights: [String: Int] = [:]
        for reservation in reservations where reservation.nights > 0 {
            if let place = reservation.place { nights[place, default: 0] += reservation.nights }
        }
        let byNights = reservations.filter { $0.place.map { nights[$0] != nil } ?? false }
            .max { nights[$0.place!]! < nights[$1.place!]! }
        let firstFlight = reservations.first { $0.place != nil && $0.items.contains { if case .flight = $0 { true } else { false } } }
        let chosen = byNights ?? firstFlight ?? reservations.first { $0.place != nil }
        return (chosen?.place ?? "Unknown destination", chosen?.countryCode)
    }
}
