import AppLoop
import SystemServices
import Testing

/// The loop's wake at a moment of the wall clock: a moment that passed
/// while nobody waited (as during a suspend) wakes the wait at once; a
/// wake taken back never comes. (The monotonic timeouts of the loop's
/// timers stop during a suspend: an alarm due then would come late.)
@Suite struct InboxWallClockTests {
    @Test func aMomentThatPassedWakesAtOnceAndAWakeTakenBackNeverComes() {
        let inbox = Inbox()
        var reactor = Reactor<Int>()
        reactor.watch(inbox.wallClockDescriptor, as: 1)
        #expect(inbox.wallClockDescriptor >= 0)
        inbox.wake(atSystemInstant: WallClock().instant() - 5)
        #expect(reactor.wait(atMost: 2000).ready == [1])
        #expect(inbox.takeWallClockWake())
        #expect(!inbox.takeWallClockWake(), "taken once")
        inbox.wakeOnWallClock(afterMilliseconds: 3_600_000)
        #expect(reactor.wait(atMost: 30).ready.isEmpty)
        inbox.wakeOnWallClock(afterMilliseconds: nil)
        #expect(reactor.wait(atMost: 30).ready.isEmpty)
        #expect(!inbox.takeWallClockWake())
        // Never before the time asked: 200 ms from now rings at the next whole second, not sooner.
        let asked = MonotonicClock.milliseconds
        inbox.wakeOnWallClock(afterMilliseconds: 200)
        #expect(reactor.wait(atMost: 2500).ready == [1])
        #expect(MonotonicClock.milliseconds - asked >= 190)
        #expect(inbox.takeWallClockWake())
    }
}
