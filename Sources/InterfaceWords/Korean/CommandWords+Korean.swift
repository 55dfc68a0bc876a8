// 한국어 낱말: 직역하지 않고 한국 달력 앱이 쓰는 말로 (일정, 할 일, 알림, 빈 시간).
extension CommandWords {
    public static let korean = CommandWords(
        unknownLanguage: Phrase { "'\($0)'는 dal이 쓰는 언어가 아닙니다. en(영어)이나 ko(한국어)를 쓰세요." }
    )
}
