import Testing
@testable import CalendarUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [("a", 1), ("일", 2), ("月", 2), ("ｱ", 1), ("Ａ", 2), ("é", 1), ("e\u{301}", 1), ("😀", 2), ("\u{7}", 0)])
    func widths(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func koreanTitleWidth() {
        #expect(DisplayWidth.of("2026년 11월") == 11)
        #expect(DisplayWidth.truncate("일요일", toColumns: 3) == "일")
    }
}

@Suite struct CellBufferTests {
    @Test func putClipsAtTheEdgeAndReportsColumns() {
        var buffer = CellBuffer(width: 5, height: 1)
        #expect(buffer.put("abcdefg", x: 1, y: 0) == 4)
        #expect(buffer.lines == [" abcd"])
    }

    @Test func wideCharacterThatDoesNotFitBecomesASpace() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.put("a일월", x: 0, y: 0)
        #expect(buffer.lines == ["a일"])
        #expect(buffer.character(x: 3, y: 0) == " ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.put("일월", x: 0, y: 0)
        buffer.put("x", x: 1, y: 0)
        #expect(buffer.lines == [" x월"])
        buffer.put("y", x: 2, y: 0)
        #expect(buffer.lines == [" xy"])
    }

    @Test func centeredText() {
        var buffer = CellBuffer(width: 10, height: 1)
        buffer.putCentered("2026년", x: 0, y: 0, columns: 10)
        #expect(buffer.lines == ["  2026년"])
    }

    @Test func blitClipsAndRepairsCutWideCharacters() {
        var source = CellBuffer(width: 4, height: 1)
        source.put("일월", x: 0, y: 0)
        var target = CellBuffer(width: 3, height: 1)
        target.blit(source, x: 0, y: 0)
        #expect(target.lines == ["일"])
    }

    @Test func ansiTextOnlyEmitsEscapesWhenColourIsOn() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.put("ab", x: 0, y: 0, style: CellStyle(foreground: .red))
        buffer.put("c", x: 2, y: 0, style: CellStyle(reverse: true))
        #expect(AnsiText.render(buffer, color: false) == "abc\n")
        #expect(AnsiText.render(buffer, color: true) == "\u{1B}[0;31mab\u{1B}[0;7mc\u{1B}[0m\n")
    }
}

@Suite struct FrameDiffTests {
    @Test func identicalFramesHaveNoRuns() {
        var frame = CellBuffer(width: 10, height: 3)
        frame.put("hello", x: 1, y: 1)
        #expect(FrameDiff.runs(from: frame, to: frame).isEmpty)
    }

    @Test func noOldFrameOrANewSizeRepaintsEverything() {
        let frame = CellBuffer(width: 4, height: 2)
        #expect(FrameDiff.runs(from: nil, to: frame) == [.init(y: 0, x: 0, count: 4), .init(y: 1, x: 0, count: 4)])
        #expect(FrameDiff.runs(from: CellBuffer(width: 3, height: 2), to: frame).count == 2)
    }

    @Test func changedCellsFormRunsThatIncludeWholeWideCharacters() {
        let old = CellBuffer(width: 10, height: 2)
        var new = old
        new.put("ab", x: 2, y: 0)
        new.put("일", x: 6, y: 1)
        #expect(FrameDiff.runs(from: old, to: new) == [.init(y: 0, x: 2, count: 2), .init(y: 1, x: 6, count: 2)])
        var styled = new
        styled.restyle(x: 3, y: 0, columns: 1) { $0.bold = true }
        #expect(FrameDiff.runs(from: new, to: styled) == [.init(y: 0, x: 3, count: 1)])
    }

    /// Graphemes terminals draw differently keep only what they all draw
    /// in the columns counted, so nothing after them shifts.
    @Test func flagsJoinedEmojiAndSkinTonesDrawTheirFirstPicture() {
        var buffer = CellBuffer(width: 20, height: 1)
        let used = buffer.put("🇰🇷|👨‍👩‍👧|👍🏽|❤️|e\u{301}|", x: 0, y: 0)
        #expect(buffer.lines == ["🇰|👨|👍|❤|e\u{301}|"])
        #expect(used == 1 + 1 + 2 + 1 + 2 + 1 + 1 + 1 + 1 + 1, "the columns counted are the columns drawn")
        #expect(buffer.scalars(x: 10, y: 0) == ["e", "\u{301}"], "combining marks stay")
    }
}
