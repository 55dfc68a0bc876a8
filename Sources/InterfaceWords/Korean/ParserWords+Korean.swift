// 한국어 낱말: 직역하지 않고 한국 소프트웨어가 쓰는 말로.
extension ParserWords {
    public static let korean = ParserWords(
        error: Phrase { "오류: \($0)" },
        usage: Phrase { "사용법: \($0)" },
        help: Phrase { "도움말: \($0)" },
        seeHelp: Phrase { "  자세한 내용은 '\($0) --help'를 보세요." },
        warning: Phrase { "경고: \($0)" },
        note: Phrase { "참고: \($0)" },
        unknownOption: Phrase { "알 수 없는 옵션입니다: '\($0)'" },
        unknownOptionDidYouMean: Phrase { "알 수 없는 옵션입니다: '\($0)'. '\($1)'을(를) 쓰려던 것인가요?" },
        unexpectedArgument: Phrase { "필요 없는 인자가 있습니다: '\($0)'" },
        missingValue: Phrase { "'\($0)'에 값이 없습니다" },
        missingArgument: Phrase { "인자가 빠졌습니다: '\($0)'" },
        invalidValue: Phrase { "'\($1)'에 쓸 수 없는 값입니다: '\($0)'" },
        invalidValueBecause: Phrase { "'\($1)'에 쓸 수 없는 값입니다: '\($0)'. \($2)" },
        invalidValueOneOf: Phrase { "'\($1)'에 쓸 수 없는 값입니다: '\($0)'. \($2)를 쓰세요." },
        invalidValueOneOfBelow: Phrase { "'\($1)'에 쓸 수 없는 값입니다: '\($0)'. 다음 중 하나를 쓰세요:" },
        oneOf: Phrase { $0.joined(separator: ", ") + " 중 하나" }
    )
}
