import Testing
@testable import Settings

/// The config file's problems in Korean (issue 43): the same place, the
/// key's name as written, the rest in the words it is given.
@Suite struct ConfigInKoreanTests {
    let path = "/home/u/.config/dal/config.toml"

    func failure(_ text: String) -> String? {
        do {
            _ = try ConfigReader.parse(text, path: path, home: "/home/u", words: .korean)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aValueDalDoesNotKnowIsSaidInKorean() {
        #expect(failure("view = \"month\"\nfirst-weekday = \"funday\"\n")
            == "\(path):2:1: first-weekday: 값 'funday': 요일이 아닙니다. monday … sunday(mon … sun도 됨)나 \"locale\"을 쓰세요")
        #expect(failure("language = \"fr\"\n")?.hasPrefix("\(path):1:1: language: 값 'fr': dal이 쓰는 언어가 아닙니다.") == true)
        #expect(failure("timezone = \"Mars/Base\"\n")?.hasPrefix("\(path):1:1: timezone: 값 'Mars/Base': 시스템 시간대") == true)
    }

    @Test func aValueOfTheWrongKindSaysWhatWasExpectedInKorean() {
        #expect(failure("animation = \"no\"\n") == "\(path):1:1: animation: 값의 종류가 맞지 않습니다. 필요한 값: true나 false, 지금 값: 문자열")
        #expect(failure("also-show = [\"Asia/Seoul\", 3]\n") == "\(path):1:1: also-show: 값의 종류가 맞지 않습니다. 필요한 값: "
            + "시간대 하나나 최대 두 개의 목록(예: [\"Asia/Seoul\"]), 2번째 항목: 정수")
    }

    @Test func aNameOrPathThatIsNoTextIsSaidInKorean() {
        #expect(failure("locale = \"\"\n") == "\(path):1:1: locale: 로캘 이름이 비어 있습니다. \"de_DE\" 같은 이름을 쓰거나 이 키를 지우세요")
        #expect(failure("data = \"  \"\n") == "\(path):1:1: data: 경로가 공백뿐입니다. 파일이나 폴더를 지정하세요")
        #expect(failure("[categories]\n\"\" = \"red\"\n")?.hasPrefix("\(path):2:1: 키 '': 이름이 비어 있습니다. 여기서 키는 분류의 id나 이름입니다")
            == true, "\(failure("[categories]\n\"\" = \"red\"\n") ?? "")")
    }

    @Test func anUnknownKeyNamesTheKnownOnesInKorean() {
        #expect(failure("[calendars]\nreadonly = []\n") == "\(path):2:1: [calendars]에 알 수 없는 키 'readonly'. "
            + "쓸 수 있는 키: read, write, new-events, colors, names, holds, alarms")
    }

    @Test func aFileThatIsNotUTF8IsSaidInKorean() {
        #expect(throws: ConfigError.self) { try ConfigReader.text(of: [0x61, 0xFF], path: path, words: .korean) }
        do { _ = try ConfigReader.text(of: [0x61, 0xFF], path: path, words: .korean) } catch {
            #expect(error.description.hasPrefix("\(path):1:2: UTF-8 텍스트가 아닙니다. 여기 있는 바이트 0xFF"))
        }
    }
}
