import CalendarCore
import Calendars
import Settings
import Storage
import SystemServices

/// The config's `[subscriptions]` as copies in dal's state folder: what
/// `dal refresh` fetches, the background refresher keeps current, and the
/// calendars are read from (those with a copy) beside `[calendars] read`.
enum ConfiguredSubscriptions {
    /// Every subscription's copy; none without a state folder (no home).
    static func copies(_ config: Config) -> [SubscriptionCopy] {
        guard let state = Store.stateFolder(environment: ProcessEnvironment.all) else { return [] }
        return config.subscriptions.map { SubscriptionCopy($0.value, in: state) }
    }

    /// The folders to read: those with a copy kept so far, or named
    /// (`prepareFolders`) for a copy to come.
    static func readFolders(_ config: Config) -> [String] {
        copies(config).filter { $0.hasCopy || Folders.exists($0.folder + "/displayname") }.map(\.folder)
    }

    /// The full screen reads every subscription's folder, so that a copy
    /// its background refresh brings for the first time shows at once (the
    /// folder watch reads it): each gets its folder and name now.
    static func prepareFolders(_ config: Config) {
        for copy in copies(config) { copy.prepareFolder() }
    }

    /// Minutes between refreshes.
    static func refreshMinutes(_ config: Config) -> Int {
        config.subscriptionRefresh?.value ?? Subscription.standardRefreshMinutes
    }
}
