import Testing
@testable import Settings

/// Where keys are written, so that messages can name the line.
@Suite struct KeyLocatorTests {
    @Test func findsKeysTablesAndDottedKeys() {
        let locator = KeyLocator(text: """
            view = "week"   # a comment with = in it
            theme.sunday = "red"
              [keys]
              next-page = [
                "right",
                "n", # next = page
              ]
            "quoted key" = 1
            [calendars.colors]
            'my cal' = "red"
            """)
        #expect(locator.place(of: ["view"])! == (1, 1))
        #expect(locator.place(of: ["theme", "sunday"])! == (2, 1))
        #expect(locator.place(of: ["keys"])! == (3, 3))
        #expect(locator.place(of: ["keys", "next-page"])! == (4, 3))
        #expect(locator.place(of: ["keys", "quoted key"])! == (8, 1))
        #expect(locator.place(of: ["calendars", "colors", "my cal"])! == (10, 1))
        #expect(locator.place(of: ["keys", "n"]) == nil, "inside an array is not a key")
    }

    @Test func skipsMultilineStrings() {
        let locator = KeyLocator(text: """
            a = \"\"\"
            b = not a key
            \"\"\"
            c = '''x'''
            d = 1
            """)
        #expect(locator.place(of: ["b"]) == nil)
        #expect(locator.place(of: ["c"])! == (4, 1))
        #expect(locator.place(of: ["d"])! == (5, 1))
    }
}
