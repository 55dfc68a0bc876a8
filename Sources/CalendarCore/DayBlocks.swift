/// Days in blocks of `length`, numbered from day number 0 (1970-01-01):
/// how recurring events are expanded, kept, saved between runs and made
/// busy time. The one definition of the block arithmetic.
public enum DayBlocks {
    /// Days per block.
    public static let length = 32

    /// The block a day is in.
    public static func block(of date: CivilDate) -> Int {
        let day = date.dayNumber
        return day >= 0 ? day / length : (day - length + 1) / length
    }

    /// The blocks `days` reach into.
    public static func blocks(of days: ClosedRange<CivilDate>) -> ClosedRange<Int> {
        block(of: days.lowerBound)...block(of: days.upperBound)
    }

    /// A block's days.
    public static func days(of block: Int) -> ClosedRange<CivilDate> {
        let first = CivilDate(dayNumber: block * length)
        return first...first.adding(days: length - 1)
    }

    /// A block's day numbers.
    public static func dayNumbers(of block: Int) -> ClosedRange<Int> {
        block * length...(block + 1) * length - 1
    }
}
