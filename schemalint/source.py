"""Source: read files, split them into statements with exact spans, collect suppressions.

This is a lexer-level job, done the way the `mysql` client does it: quotes, comments,
`DELIMITER` lines and executable comments (`/*!50100 … */`) are understood; SQL itself is not
(that is sqlglot's job in parse.py). Splitting ourselves keeps parsing linear: handing a whole
mysqldump to sqlglot is quadratic.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator, Optional

from .model import Span

# Statement kinds we classify from the leading words, so that data (INSERT, LOCK TABLES, SET …)
# never reaches the parser.
_LEAD_RE = re.compile(r"[A-Za-z_]+")

_SUPPRESSION_RE = re.compile(
    r"schemalint:\s*(ignore-file|ignore)\b\s*((?:SL\d+\s*,?\s*)*)(.*)", re.IGNORECASE | re.DOTALL
)
_DELIMITER_RE = re.compile(r"delimiter[ \t]+(\S+)[^\n]*", re.IGNORECASE)
_EXEC_COMMENT_RE = re.compile(r"/\*(M?)!(\d{5,6})?")

MAX_NONTEXT_SHARE = 0.10  # share of NUL/control bytes above which a file is called binary
_CONTROL_BYTES = bytes(b for b in range(32) if b < 9 or 13 < b)  # not tab, newlines, VT, FF, CR


@dataclass
class Suppression:
    path: str
    line: int
    codes: tuple[str, ...]
    reason: str
    file_level: bool
    used: bool = False
    column: int = 1
    own_line: bool = True  # nothing but blanks before the comment on its line

    def matches(self, code: str) -> bool:
        return any(code.startswith(c) for c in self.codes)


@dataclass
class SourceFile:
    """The decoded text of one input, with a line index for offset → line:column."""

    path: str
    text: str
    encoding: str = "utf-8"
    diagnostics: list[tuple[int, str]] = field(default_factory=list)  # (offset, message)
    _line_starts: Optional[list[int]] = None

    @property
    def line_starts(self) -> list[int]:
        if self._line_starts is None:
            starts = [0]
            find = self.text.find
            pos = find("\n")
            while pos != -1:
                starts.append(pos + 1)
                pos = find("\n", pos + 1)
            self._line_starts = starts
        return self._line_starts

    def position(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset."""
        starts = self.line_starts
        i = bisect.bisect_right(starts, offset) - 1
        return i + 1, offset - starts[i] + 1

    def span(self, start: int, end: int) -> Span:
        line, col = self.position(start)
        end_line, end_col = self.position(max(start, end))
        return Span(self.path, line, col, end_line, end_col)


@dataclass
class Statement:
    """One statement: its text (executable-comment markers blanked, same length as the
    original, so offsets still map back) and where it sits in its file."""

    source: SourceFile
    start: int
    end: int
    text: str
    kind: str  # leading keywords, upper-case: "CREATE TABLE", "INSERT", "ALTER TABLE", ...
    index: int  # position among the file's statements

    @property
    def path(self) -> str:
        return self.source.path

    @property
    def span(self) -> Span:
        return self.source.span(self.start, self.end)

    @property
    def line(self) -> int:
        return self.source.position(self.start)[0]

    def span_at(self, start: int, end: int) -> Span:
        """Span of text[start:end] (offsets inside this statement) in the file."""
        return self.source.span(self.start + start, self.start + end)


def decode(data: bytes, path: str) -> SourceFile:
    """Decode bytes: UTF-8 (with or without BOM), else latin-1 with a diagnostic.
    A file that looks binary becomes an empty source with a diagnostic."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):  # e.g. `mysqldump > x.sql` in Windows PowerShell 5
        try:
            return SourceFile(path, data.decode("utf-16"), "utf-16", [(0, "file is UTF-16 (it has a BOM): read as UTF-16")])
        except UnicodeDecodeError:
            pass  # not UTF-16 after all: judged below like any other bytes
    sample = data[:65536]
    if sample:
        control = len(sample) - len(sample.translate(None, _CONTROL_BYTES))
        if b"\x00" in sample and control / len(sample) > MAX_NONTEXT_SHARE / 10 or control / len(sample) > MAX_NONTEXT_SHARE:
            return SourceFile(path, "", "binary", [(0, "file looks binary (control bytes), not SQL: skipped")])
    try:
        return SourceFile(path, data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        text = data.decode("latin-1")
        return SourceFile(
            path, text, "latin-1",
            [(exc.start, f"file is not valid UTF-8 (byte {exc.start}): read as latin-1")],
        )


def read_source(path: Path, display: Optional[str] = None) -> SourceFile:
    return decode(path.read_bytes(), display or str(path))


def executable_version_runs(marker: str, version: Optional[str], server_version: int, mariadb: bool) -> bool:
    """`/*!NNNNN body */` runs on servers of version >= NNNNN; `/*M!…` only on MariaDB."""
    if marker == "M" and not mariadb:
        return False
    if not version:
        return True
    return int(version) <= server_version


class _Splitter:
    """Scans a SourceFile once, left to right, yielding statements and suppressions."""

    def __init__(self, source: SourceFile, server_version: int, mariadb: bool):
        self.src = source
        self.text = source.text
        self.server_version = server_version
        self.mariadb = mariadb
        self.suppressions: list[Suppression] = []
        self.delimiter = ";"

    def _comment(self, start: int, body: str) -> None:
        if "schemalint" not in body.lower():
            return
        m = _SUPPRESSION_RE.search(body)
        if not m:
            return
        codes = tuple(c.upper() for c in re.findall(r"SL\d+", m.group(2), re.IGNORECASE))
        line, column = self.src.position(start)
        line_start = start - column + 1
        self.suppressions.append(
            Suppression(self.src.path, line, codes or ("SL",), m.group(3).strip().rstrip("*/").strip(),
                        m.group(1).lower() == "ignore-file", column=column,
                        own_line=not self.text[line_start:start].strip())
        )

    def _skip_space_and_comments(self, pos: int) -> int:
        text, n = self.text, len(self.text)
        while pos < n:
            ch = text[pos]
            if ch.isspace():
                pos += 1
            elif text.startswith("--", pos) and (pos + 2 >= n or text[pos + 2].isspace() or text[pos + 2] == "-"):
                # "--" needs a space after it in MySQL; a line of dashes at the start of a
                # statement is a separator in some hand-written files (OpenCart): a comment too.
                end = text.find("\n", pos)
                end = n if end == -1 else end
                self._comment(pos, text[pos:end])
                pos = end
            elif ch == "#":
                end = text.find("\n", pos)
                end = n if end == -1 else end
                self._comment(pos, text[pos:end])
                pos = end
            elif text.startswith("/*", pos) and not _EXEC_COMMENT_RE.match(text, pos):
                end = text.find("*/", pos + 2)
                end = n if end == -1 else end + 2
                self._comment(pos, text[pos:end])
                pos = end
            else:
                break
        return pos

    def statements(self) -> Iterator[tuple[int, int, str]]:
        """Yield (start, end, text) per statement; end excludes the delimiter."""
        text, n = self.text, len(self.text)
        pos = 0
        while True:
            pos = self._skip_space_and_comments(pos)
            if pos >= n:
                return
            m = _DELIMITER_RE.match(text, pos)
            if m and (pos == 0 or text[pos - 1] == "\n" or text[:pos].rstrip(" \t").endswith("\n")):
                self.delimiter = m.group(1)
                pos = m.end()
                continue
            start = pos
            end, pieces, pos = self._scan_statement(pos)
            body = "".join(pieces) if len(pieces) > 1 else text[start:end]
            # a blanked executable-comment marker may lead: start at the first real character
            lead = len(body) - len(body.lstrip())
            body = body[lead:].rstrip()
            if body:
                yield start + lead, start + lead + len(body), body

    def _scan_statement(self, pos: int) -> tuple[int, list[str], int]:
        """Scan from pos to the current delimiter, outside quotes and comments.
        Returns (end offset, text pieces with executable-comment markers blanked, next pos)."""
        text, n, delim = self.text, len(self.text), self.delimiter
        pieces: list[str] = []
        piece_start = pos
        # Everything that can change the scanner's state: quotes, comments, the delimiter,
        # and the end of an executable comment when inside one.
        special = re.compile(r"['\"`#]|--|/\*|\*/|" + re.escape(delim))
        exec_depth = 0
        while True:
            m = special.search(text, pos)
            if m is None:
                pieces.append(text[piece_start:n])
                return n, pieces, n
            tok = m.group(0)
            at = m.start()
            if tok == delim:
                pieces.append(text[piece_start:at])
                return at, pieces, at + len(delim)
            if tok in ("'", '"', "`"):
                pos = self._end_of_quoted(at, tok)
            elif tok == "#" or (tok == "--" and (at + 2 >= n or text[at + 2].isspace())):
                end = text.find("\n", at)
                end = n if end == -1 else end
                self._comment(at, text[at:end])
                pos = end
            elif tok == "--":
                pos = at + 2
            elif tok == "/*":
                ex = _EXEC_COMMENT_RE.match(text, at)
                if ex:
                    if executable_version_runs(ex.group(1), ex.group(2), self.server_version, self.mariadb):
                        # keep the body as code: blank the opening marker (same length)
                        pieces.append(text[piece_start:at])
                        pieces.append(" " * (ex.end() - at))
                        piece_start = pos = ex.end()
                        exec_depth += 1
                    else:
                        end = text.find("*/", at + 2)
                        end = n if end == -1 else end + 2
                        pieces.append(text[piece_start:at])
                        pieces.append(_blank(text[at:end]))
                        piece_start = pos = end
                else:
                    end = text.find("*/", at + 2)
                    end = n if end == -1 else end + 2
                    self._comment(at, text[at:end])
                    pos = end
            elif tok == "*/":
                if exec_depth:
                    exec_depth -= 1
                    pieces.append(text[piece_start:at])
                    pieces.append("  ")
                    piece_start = pos = at + 2
                else:
                    pos = at + 2
            else:  # pragma: no cover - every alternative of `special` is handled above
                pos = at + len(tok)
            if pos <= at:
                pos = at + 1

    def _end_of_quoted(self, at: int, quote: str) -> int:
        """Offset just past the closing quote (doubled quotes and backslash escapes inside
        strings); the end of the file when it is unterminated."""
        text, n = self.text, len(self.text)
        pos = at + 1
        while True:
            close = text.find(quote, pos)
            if close == -1:
                return n
            if quote != "`":
                # count backslashes immediately before the quote: odd ⇒ escaped
                k = close - 1
                while k >= pos and text[k] == "\\":
                    k -= 1
                if (close - 1 - k) % 2 == 1:
                    pos = close + 1
                    continue
            if close + 1 < n and text[close + 1] == quote:
                pos = close + 2
                continue
            return close + 1


def _blank(s: str) -> str:
    """Same length, newlines kept, everything else a space: offsets and lines stay valid."""
    return "".join(c if c == "\n" else " " for c in s)


# Clauses between CREATE/ALTER and the object kind whose *values* are not keywords:
# DEFINER = user@host | CURRENT_USER[()], ALGORITHM = x, SQL SECURITY x.
_NAME = r"(?:`[^`]*`|'[^']*'|\"[^\"]*\"|[\w.$%-]+)"
_LEAD_OPTION_RE = re.compile(
    rf"\bDEFINER\s*=\s*{_NAME}(?:\s*@\s*{_NAME})?(?:\s*\(\s*\))?|\bALGORITHM\s*=\s*\w+|\bSQL\s+SECURITY\s+\w+",
    re.IGNORECASE,
)


def classify(body: str) -> str:
    """The statement's leading keywords, e.g. "CREATE TABLE", "ALTER TABLE", "INSERT"."""
    words: list[str] = []
    head = body[:400]
    if head[:6].upper().startswith(("CREATE", "ALTER")):
        head = _LEAD_OPTION_RE.sub(" ", head)
    for m in _LEAD_RE.finditer(head):
        w = m.group(0).upper()
        if w in ("OR", "REPLACE", "TEMPORARY", "IF", "NOT", "EXISTS", "ONLINE", "OFFLINE",
                 "IGNORE", "DEFINER", "ALGORITHM", "SQL", "SECURITY", "DEFAULT"):
            if words and words[0] in ("CREATE", "ALTER", "DROP"):
                continue
        words.append(w)
        if len(words) == 2 or words[0] not in ("CREATE", "ALTER", "DROP", "RENAME", "SHOW", "LOCK", "UNLOCK"):
            break
    if not words:
        return ""
    if words[0] in ("CREATE", "ALTER", "DROP") and len(words) > 1:
        second = words[1]
        if second in ("UNIQUE", "FULLTEXT", "SPATIAL"):
            second = "INDEX"
        if second == "SCHEMA":
            second = "DATABASE"
        return f"{words[0]} {second}"
    return words[0] if words[0] not in ("RENAME", "LOCK", "UNLOCK") else " ".join(words)


def split(source: SourceFile, server_version: int = 80040, mariadb: bool = False) -> tuple[list[Statement], list[Suppression]]:
    splitter = _Splitter(source, server_version, mariadb)
    statements = []
    for i, (start, end, body) in enumerate(splitter.statements()):
        statements.append(Statement(source, start, end, body, classify(body), i))
    return statements, splitter.suppressions
