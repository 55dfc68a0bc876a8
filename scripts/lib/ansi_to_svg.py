#!/usr/bin/env python3
"""Turns a terminal screen captured with `tmux capture-pane -e -p` (text with
SGR escapes) into an SVG picture: every cell at its column, colours of the
xterm 256-colour palette, bold, dim, underline and reverse, wide (CJK)
characters over two columns. Used by scripts/screenshot.

    ansi_to_svg.py COLUMNS ROWS < capture > picture.svg
"""
import re
import sys
import unicodedata
from xml.sax.saxutils import escape

CELL_W, CELL_H, FONT = 8.4, 17, 14
DEFAULT_FG, DEFAULT_BG = "#d0d0d0", "#1c1c1c"
BASIC = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#1f6fd1", "#cd00cd", "#00cdcd", "#e5e5e5",
         "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"]


def palette(index):
    if index < 16:
        return BASIC[index]
    if index < 232:
        index -= 16
        levels = [0, 95, 135, 175, 215, 255]
        r, g, b = levels[index // 36], levels[index // 6 % 6], levels[index % 6]
        return f"#{r:02x}{g:02x}{b:02x}"
    gray = 8 + 10 * (index - 232)
    return f"#{gray:02x}{gray:02x}{gray:02x}"


def width(char):
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def parse(lines, columns, rows):
    """Cells as rows of (char, style) with style a dict; None for the right
    half of a wide character."""
    screen = [[(" ", {}) for _ in range(columns)] for _ in range(rows)]
    for y, line in enumerate(lines[:rows]):
        style, x = {}, 0
        for token in re.split(r"(\x1b\[[0-9;]*m)", line):
            if token.startswith("\x1b["):
                style = apply_sgr(style, token[2:-1])
                continue
            for char in token:
                w = width(char)
                if w == 0 or x >= columns:
                    continue
                screen[y][x] = (char, dict(style))
                if w == 2 and x + 1 < columns:
                    screen[y][x + 1] = None
                x += w
    return screen


def apply_sgr(style, params):
    style = dict(style)
    codes = [int(c) if c else 0 for c in params.split(";")] if params else [0]
    i = 0
    while i < len(codes):
        c = codes[i]
        if c == 0:
            style = {}
        elif c in (1, 2, 4, 7):
            style[{1: "bold", 2: "dim", 4: "underline", 7: "reverse"}[c]] = True
        elif c == 22:
            style.pop("bold", None)
            style.pop("dim", None)
        elif c in (24, 27):
            style.pop({24: "underline", 27: "reverse"}[c], None)
        elif 30 <= c <= 37 or 90 <= c <= 97:
            style["fg"] = c - 30 if c < 90 else c - 90 + 8
        elif 40 <= c <= 47 or 100 <= c <= 107:
            style["bg"] = c - 40 if c < 100 else c - 100 + 8
        elif c in (38, 48) and i + 2 < len(codes) and codes[i + 1] == 5:
            style["fg" if c == 38 else "bg"] = codes[i + 2]
            i += 2
        elif c == 39:
            style.pop("fg", None)
        elif c == 49:
            style.pop("bg", None)
        i += 1
    return style


def colours(style):
    fg = palette(style["fg"]) if "fg" in style else DEFAULT_FG
    bg = palette(style["bg"]) if "bg" in style else None
    if style.get("bold") and "fg" in style and style["fg"] < 8:
        fg = palette(style["fg"] + 8) if style["fg"] not in (0, 4) else fg
    if style.get("reverse"):
        fg, bg = bg or DEFAULT_BG, fg
    return fg, bg


def render(screen, columns, rows):
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{columns * CELL_W:.0f}" height="{rows * CELL_H}" '
           f'viewBox="0 0 {columns * CELL_W:.1f} {rows * CELL_H}" font-family="DejaVu Sans Mono, Menlo, Consolas, Noto Sans Mono CJK KR, monospace" '
           f'font-size="{FONT}">',
           f'<rect width="100%" height="100%" fill="{DEFAULT_BG}"/>']
    for y, row in enumerate(screen):
        top = y * CELL_H
        # Backgrounds first, one rectangle per run of a colour (cell by cell
        # they would show seams).
        x = 0
        while x < columns:
            bg = colours(row[x][1])[1] if row[x] else None
            end = x + 1
            while end < columns and (row[end] is None or colours(row[end][1])[1] == bg):
                end += 1
            if bg:
                out.append(f'<rect x="{x * CELL_W:.1f}" y="{top}" width="{(end - x) * CELL_W:.1f}" height="{CELL_H}" fill="{bg}"/>')
            x = end
        for x, cell in enumerate(row):
            if cell is None:
                continue
            char, style = cell
            fg, bg = colours(style)
            w = CELL_W * width(char)
            # Half blocks are drawn as rectangles: fonts draw them unevenly.
            if char in "▌▐":
                left = x * CELL_W + (CELL_W / 2 if char == "▐" else 0)
                out.append(f'<rect x="{left:.1f}" y="{top}" width="{CELL_W / 2 + 0.3:.1f}" height="{CELL_H}" fill="{fg}"/>')
                continue
            if char != " ":
                attributes = f' fill="{fg}"'
                if style.get("bold"):
                    attributes += ' font-weight="bold"'
                if style.get("dim"):
                    attributes += ' fill-opacity="0.6"'
                out.append(f'<text x="{x * CELL_W:.1f}" y="{top + CELL_H - 4}"{attributes}>{escape(char)}</text>')
            if style.get("underline"):
                out.append(f'<rect x="{x * CELL_W:.1f}" y="{top + CELL_H - 2}" width="{w:.1f}" height="1" fill="{fg}"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    lines = sys.stdin.read().split("\n")
    sys.stdout.write(render(parse(lines, columns, rows), columns, rows))


if __name__ == "__main__":
    main()
