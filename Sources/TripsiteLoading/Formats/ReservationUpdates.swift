import TripsiteModel

/// A booking comes in several e-mails: the confirmation, a change of time or room, a cancellation, and the same
/// confirmation saved twice (as an e-mail and as a page). Before reservations are grouped into trips, those with
/// the same reservation number and the same thing booked (`Reservation.bookedThing`: the flight's number and
/// airports, the hotel, the activity, the car) are one booking, of which the latest stands: the one changed last by
/// its `modifiedTime`; without one, a cancellation, then the one read last (files are read in the order given, a
/// folder's in name order). When the booking that stands is cancelled, every reservation of it is left out; a
/// cancelled reservation without a number is left out on its own. Every reservation left out gets a note saying
/// which one stood, so nothing disappears without a word.
enum ReservationUpdates {
    static func latest(_ reservations: [Reservation]) -> (kept: [Reservation], notes: [Diagnostic]) {
        var bookings: [String: [Int]] = [:]
        for (index, reservation) in reservations.enumerated() {
            guard let number = reservation.number?.nonEmpty else { continue }
            bookings[number.uppercased() + "|" + reservation.bookedThing, default: []].append(index)
        }
        var leftOut: [Int: Diagnostic] = [:]
        for indices in bookings.values where indices.count > 1 || reservations[indices[0]].isCancelled {
            let standing = indices.max { order(reservations[$0], $0) < order(reservations[$1], $1) }!
            let latest = reservations[standing]
            for index in indices where index != standing || latest.isCancelled {
                let reservation = reservations[index]
                let number = reservation.number ?? ""
                let message: String
                if latest.isCancelled {
                    message = index == standing
                        ? "left out: booking \(number) is cancelled (reservationStatus)"
                        : "left out: booking \(number) is cancelled, as \(place(of: latest)) says"
                } else {
                    message = "left out: the same booking \(number) as \(place(of: latest)), \(why(latest, over: reservation)), which is used"
                }
                leftOut[index] = note(reservation, message)
            }
        }
        for (index, reservation) in reservations.enumerated() where reservation.number?.nonEmpty == nil && reservation.isCancelled {
            leftOut[index] = note(reservation, "left out: the booking is cancelled (reservationStatus)")
        }
        let kept = reservations.indices.filter { leftOut[$0] == nil }.map { reservations[$0] }
        return (kept, leftOut.keys.sorted().map { leftOut[$0]! })
    }

    /// Which of two reservations of a booking is the later: by `modifiedTime` when both give it (one that gives it
    /// over one that does not), then a cancellation over a confirmation, then the one read later.
    private static func order(_ reservation: Reservation, _ index: Int) -> (Int, Int, Int) {
        (reservation.modified ?? Int.min, reservation.isCancelled ? 1 : 0, index)
    }

    private static func why(_ latest: Reservation, over other: Reservation) -> String {
        if let modified = latest.modified, modified != other.modified { return "changed later (modifiedTime)" }
        return "read after it"
    }

    private static func place(of reservation: Reservation) -> String {
        guard let position = reservation.source.position else { return reservation.file }
        return "\(reservation.file):\(position.line):\(position.column)"
    }

    private static func note(_ reservation: Reservation, _ message: String) -> Diagnostic {
        Diagnostic(severity: .note, file: reservation.file, position: reservation.source.position, path: reservation.type, message: message)
    }
}
