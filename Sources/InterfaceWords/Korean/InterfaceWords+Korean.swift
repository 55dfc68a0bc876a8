// 한국어 낱말: 직역하지 않고 한국 달력 앱이 쓰는 말로 (일정, 할 일, 알림, 빈 시간).
extension InterfaceWords {
    public static let korean = InterfaceWords(language: .korean, screen: .korean, commands: .korean, calendars: .korean)
}
