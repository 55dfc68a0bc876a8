import CalendarCore
import CalendarUI
#if canImport(Glibc)
import Glibc
#endif
import SystemServices

/// A runner without a terminal: a `HeadlessFeature` on the one reactor —
/// the inbox (the calendars' answers), SIGHUP, SIGTERM and SIGINT, and a
/// wake-up on the wall clock that also comes when the system's clock is
/// set. The feature decides everything; its own effects go to `perform`,
/// which ends the run by answering false (a state that cannot be kept).
public final class HeadlessRunner<Feature: HeadlessFeature> {
    /// Why a runner cannot run here.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    private var feature: Feature
    private let calendars: CalendarService
    private let clock: WallClock
    private let perform: (Feature.Effect, _ now: Int) -> Bool
    private let signals: SignalReader
    private let timer: WallClockTimer

    /// Blocks the signals it handles at once, so that threads started after
    /// this (the calendars') leave them to its wait: make it before those.
    public init(feature: Feature, calendars: CalendarService, clock: WallClock,
                perform: @escaping (Feature.Effect, _ now: Int) -> Bool) throws(Unavailable) {
        guard let signals = SignalReader([SIGHUP, SIGTERM, SIGINT]), let timer = WallClockTimer() else {
            throw Unavailable(description: "a headless runner needs Linux's timerfd and signalfd, which this system refused")
        }
        self.feature = feature
        self.calendars = calendars
        self.clock = clock
        self.perform = perform
        self.signals = signals
        self.timer = timer
    }

    private enum Waker: Hashable { case inbox, signals, wallClock }

    /// Runs until the feature stops; its state then.
    public func run() -> Feature {
        let inbox = Inbox()
        calendars.start(posting: inbox)
        defer { calendars.stop() }
        var reactor = Reactor<Waker>()
        reactor.watch(inbox.wakeDescriptor, as: .inbox)
        reactor.watch(signals.descriptor, as: .signals)
        reactor.watch(timer.descriptor, as: .wallClock)
        var wakeAt: Int?
        var pending: [HeadlessEvent] = [.started]
        while true {
            let now = clock.instant()
            for event in pending {
                // A wake-up that came a moment early on the system's coarse
                // clock is its moment all the same.
                let at = event == .wallClock ? max(now, wakeAt ?? now) : now
                for effect in feature.apply(event, now: at) {
                    switch effect {
                    case .calendar(let job): calendars.perform(job)
                    case .wake(let moment):
                        wakeAt = moment
                        timer.wake(at: moment - clock.offset)
                    case .stop: return feature
                    case .own(let own): if !perform(own, at) { return feature }
                    }
                }
            }
            let wake = reactor.wait()
            pending = []
            if wake.contains(.signals) {
                let arrived = signals.take()
                if arrived.contains(where: { $0 == SIGTERM || $0 == SIGINT }) {
                    pending.append(.end)
                } else if arrived.contains(SIGHUP) {
                    pending.append(.readAgain)
                }
            }
            if wake.contains(.wallClock) {
                // The time came, or the clock was set: a look either way.
                if timer.take() { wakeAt = nil }
                pending.append(.wallClock)
            }
            if wake.contains(.inbox) {
                for case .calendar(let answer) in inbox.take() { pending.append(.calendar(answer)) }
            }
        }
    }
}
