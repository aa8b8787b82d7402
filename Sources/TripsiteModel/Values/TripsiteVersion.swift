/// The program's version, which is part of every page's fingerprint (a new version may render differently).
public enum TripsiteVersion {
    public static let current = "0.5.0"
}
