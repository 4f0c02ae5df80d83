"""Source: read files, split them into statements with exact spans, collect suppressions.

This is a lexer-level job, done the way the `mysql` client does it: quotes, comments,
`DELIMITER` lines and executable comments (`/*!50100 … */`) are understood; SQL itself is not
(that is sqlglot's job in parse.py). Splitting ourselves keeps parsing linear: handing a whole
mysqldump to sqlglot is quadratic.
"""

from __future__ import annotations

import codecs
import os
import re
from array import array
from bisect import bisect_right as _bisect_right
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import BinaryIO, Callable, Optional, Sequence

from . import possessive
from ..model import Span


class InputError(Exception):
    """A path that cannot be read: exit code 2."""

# The patterns of rarer paths are compiled on first use (a one-table check needs none of them):
# a suppression comment, a DELIMITER line, an executable comment where a statement is scanned
# token by token.
_suppression_re = cache(lambda: re.compile(
    r"schemalint:\s*(ignore-file|ignore)\b\s*((?:SL\d+\s*,?\s*)*)(.*)", re.IGNORECASE | re.DOTALL))
_delimiter_re = cache(lambda: re.compile(r"delimiter[ \t]+(\S+)[^\n\r]*", re.IGNORECASE))
_exec_comment_re = cache(lambda: re.compile(r"/\*(M?)!(\d{5,6})?"))
_NEWLINE_RE = re.compile("\n")
_ANY_NEWLINE_RE = re.compile("\r\n?|\n")  # CRLF, lone CR (old Mac files) and LF all end a line
_LINE_END_RE = re.compile("[\r\n]")  # where a `--` or `#` comment ends (a lone CR too, as an editor shows it)
_MATCH_END = re.Match.end

MAX_NONTEXT_SHARE = 0.10  # share of NUL/control bytes above which a file is called binary
_CONTROL_BYTES = bytes(b for b in range(32) if b < 9 or 13 < b)  # not tab, newlines, VT, FF, CR


@dataclass(repr=False)  # never printed: no generated __repr__ to start
class Suppression:
    """A `-- schemalint: ignore CODE reason` (or ignore-file) comment."""

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


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class SourceFile:
    """The decoded text of one input, with a line index for offset → line:column."""

    path: str
    text: str
    encoding: str = "utf-8"
    diagnostics: list[tuple[int, str]] = field(default_factory=list)  # (offset, message)
    _line_starts: Optional[Sequence[int]] = None
    # where `text` begins in its file: (1, 1) but for one statement built alone (a pool worker)
    origin: tuple[int, int] = (1, 1)
    # (offset, "string" | "identifier" | "comment") of a quote or comment the split found never
    # closed: it runs to the end of the file
    unterminated: Optional[tuple[int, str]] = None
    # (offset of the first NUL byte, how many) in the file; decode blanked them in `text`
    nul: Optional[tuple[int, int]] = None
    # (the text it was decoded to, SHA-256 of the bytes read): the cache's run key reads the
    # digest instead of encoding the text again, while `text` is still that very string
    read_digest: Optional[tuple[str, bytes]] = None

    @property
    def line_starts(self) -> Sequence[int]:
        if self._line_starts is None:
            # an array, not a list: 8 bytes a line instead of ~36 (millions of lines in a dump)
            starts = array("q", [0])
            newline = _ANY_NEWLINE_RE if "\r" in self.text else _NEWLINE_RE
            starts.extend(map(_MATCH_END, newline.finditer(self.text)))
            self._line_starts = starts
        return self._line_starts

    def position(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset."""
        starts = self._line_starts or self.line_starts
        i = _bisect_right(starts, offset) - 1
        if self.origin != (1, 1):
            return self._in_file(i, offset - starts[i] + 1)
        return i + 1, offset - starts[i] + 1

    def span(self, start: int, end: int) -> Span:
        """Span of text[start:end]; the model builds one for every column and index, so this
        looks the line up once when the end is on the start's line (it nearly always is)."""
        starts = self._line_starts or self.line_starts
        i = _bisect_right(starts, start) - 1
        col = start - starts[i] + 1
        if end <= start:
            j, end_col = i, col
        else:
            j = i if i + 1 == len(starts) or starts[i + 1] > end else _bisect_right(starts, end, i) - 1
            end_col = end - starts[j] + 1
        # _in_file's shift written out (a pool worker's every span is shifted); a no-op at (1, 1)
        first_line, first_column = self.origin
        return Span(self.path, i + first_line, col + first_column - 1 if i == 0 else col,
                    j + first_line, end_col + first_column - 1 if j == 0 else end_col)

    def _in_file(self, i: int, column: int) -> tuple[int, int]:
        """(line, column) in the file of column `column` on line index `i` of `text`, which
        begins at `origin`: only its first line is shifted sideways."""
        first_line, first_column = self.origin
        return i + first_line, column + (first_column - 1 if i == 0 else 0)


@dataclass(slots=True, eq=False, repr=False)  # half a million in a big dump; never compared or printed
class Statement:
    """One statement: its text (executable-comment markers blanked, same length as the
    original, so offsets still map back) and where it sits in its file."""

    source: SourceFile
    start: int
    end: int
    blanked: Optional[str]  # the text when markers were blanked; None: it is source.text[start:end]
    kind: str  # leading keywords, upper-case: "CREATE TABLE", "INSERT", "ALTER TABLE", ...
    index: int  # position among the file's statements

    @property
    def text(self) -> str:
        # sliced on use: a dump's half-million statements do not hold a second copy of the file
        return self.blanked if self.blanked is not None else self.source.text[self.start:self.end]

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


# Byte-order marks, the longest first: UTF-32 LE's (FF FE 00 00) begins with UTF-16 LE's (FF FE).
_BOMS = ((b"\x00\x00\xfe\xff", "utf-32-be"), (b"\xff\xfe\x00\x00", "utf-32-le"),
         (b"\xfe\xff", "utf-16-be"), (b"\xff\xfe", "utf-16-le"))


def decode(data: bytes, path: str) -> SourceFile:
    """Decode bytes: by the byte-order mark (UTF-8, UTF-16 or UTF-32, LE or BE), else UTF-8,
    else latin-1 with a diagnostic.

    Binary or text: a file whose first 64 KiB are more than MAX_NONTEXT_SHARE control bytes
    (NUL and the other C0 controls but tab, newlines, VT, FF and CR), or more than a tenth of
    that and not UTF-8 (compressed data and images: random bytes are ~10% control bytes and
    never UTF-8), is not text (a PNG, an executable, a gzipped dump): it is not read, and says
    so as an error (encoding `binary`), so a gate never passes on a file nobody checked. Below
    that share it is text: each NUL byte is read as a blank (so the rest of the file is linted)
    and the first one is an error at its place (the mysql client stops at it)."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    else:
        for bom, encoding in _BOMS:
            if data.startswith(bom):  # e.g. `mysqldump > x.sql` in Windows PowerShell 5 (UTF-16 LE)
                try:
                    text = data[len(bom):].decode(encoding)
                except UnicodeDecodeError:
                    break  # not that encoding after all: judged below like any other bytes
                name = encoding.upper().replace("-LE", " LE").replace("-BE", " BE")
                return _with_nul_bytes(SourceFile(path, text, encoding, [(0, f"file is {name} (it has a BOM): read as {name}")]))
    sample = data[:65536]
    if sample:
        control = len(sample) - len(sample.translate(None, _CONTROL_BYTES))
        if control / len(sample) > MAX_NONTEXT_SHARE or (
                control / len(sample) > MAX_NONTEXT_SHARE / 10 and not _utf8(sample)):
            return SourceFile(path, "", "binary", [(0, f"file is binary, not SQL ({control / len(sample):.0%} control bytes in "
                                                        f"its first {len(sample):,} bytes): not checked")])
    try:
        src = SourceFile(path, data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        text = data.decode("latin-1")
        src = SourceFile(
            path, text, "latin-1",
            [(exc.start, f"file is not valid UTF-8 (byte {exc.start}): read as latin-1")],
        )
    return _with_nul_bytes(src)


def _utf8(sample: bytes) -> bool:
    """Whether the bytes are UTF-8 (a character cut at the end of the sample allowed)."""
    try:
        codecs.getincrementaldecoder("utf-8")().decode(sample, final=False)
    except UnicodeDecodeError:
        return False
    return True


def _with_nul_bytes(src: SourceFile) -> SourceFile:
    """NUL bytes blanked (same length: offsets hold), the first one an error in `src.nul`."""
    first = src.text.find("\x00")
    if first >= 0:
        src.nul = (first, src.text.count("\x00"))
        src.text = src.text.replace("\x00", " ")
    return src


MAX_INPUT_BYTES = 256 * 1024 * 1024  # a file or stdin; a 100 MB dump (schema and data) takes ~250 MB to check
_SNIFF_BYTES = 65536  # what decode judges binary or text by


class InputTooLarge(OSError):
    """An input over MAX_INPUT_BYTES (the message says so); an OSError, as what cannot be read."""


DIGEST_FROM_BYTES = 1 << 20  # inputs from 1 MiB: the cache's run key hashes the bytes read (SourceFile.read_digest)


def read_stream(stream: BinaryIO, name: str, limit: Optional[int] = None) -> SourceFile:
    """decode() of a stream read to its end, but no further than its first 64 KiB when those are
    binary (/dev/zero never ends), nor past `limit` bytes (MAX_INPUT_BYTES: InputTooLarge)."""
    limit = MAX_INPUT_BYTES if limit is None else limit
    head = stream.read(_SNIFF_BYTES)
    probe = decode(head, name) if len(head) == _SNIFF_BYTES else None
    if probe is not None and probe.encoding == "binary":
        return probe
    if len(head) == _SNIFF_BYTES:
        head += stream.read(limit + 1 - len(head))  # (no second copy held while it is decoded)
    if len(head) > limit:
        raise _too_large(name, limit)
    src = decode(head, name)
    if len(head) >= DIGEST_FROM_BYTES:  # (a one-table run does not even import hashlib)
        import hashlib

        src.read_digest = (src.text, hashlib.sha256(head).digest())
    return src


def _too_large(name: str, limit: int) -> InputTooLarge:
    shown = f"{limit // (1024 * 1024):,} MiB" if limit >= 1024 * 1024 else f"{limit:,} bytes"
    return InputTooLarge(f"{name}: more than {shown}: schemalint reads inputs up to that "
                         "(a schema is far smaller: dump it without its rows, mysqldump --no-data)")


def read_source(path: Path, display: Optional[str] = None) -> SourceFile:
    """A file decoded: refused unread when it is over MAX_INPUT_BYTES, else read in one go."""
    name = display or str(path)
    with open(path, "rb") as stream:
        if os.fstat(stream.fileno()).st_size > MAX_INPUT_BYTES:
            raise _too_large(name, MAX_INPUT_BYTES)
        return read_stream(stream, name)


def executable_version_runs(marker: str, version: Optional[str], server_version: int, mariadb: bool) -> bool:
    """`/*!NNNNN body */` runs on servers of version >= NNNNN; `/*M!…` only on MariaDB, which
    takes a five-digit version from 50700 up as MySQL's and skips the body (measured on 10.11.19:
    `/*!50699 …*/` runs, `/*!50700 …*/` and `/*!80003 SRID 4326 */` do not; its lexer's rule)."""
    if marker == "M" and not mariadb:
        return False
    if not version:
        return True
    if mariadb and not marker and MYSQL_ONLY_VERSIONS[0] <= int(version) <= MYSQL_ONLY_VERSIONS[1]:
        return False
    return int(version) <= server_version


MYSQL_ONLY_VERSIONS = (50700, 99999)  # `/*!NNNNN` MariaDB reads as a comment


# Between statements: whitespace, `-- ` and `#` comments (to the end of the line) and `/* … */`
# comments that are not executable ones (group "open": what follows a `/*` never closed) — the rules of _Splitter._skip_space_and_comments,
# which still walks such a stretch when it may hold a suppression comment.
_TRIVIA = r"(?:\s++|--(?=[\s-]|\Z)[^\n\r]*+|#[^\n\r]*+|/\*(?!M?!)(?:.*?\*/|(?P<open>.*+)))*+"
_SUPPRESSION_MIN_LEN = len("schemalint")  # a shorter stretch of comments holds no suppression


class _Scanner:
    """The compiled patterns for one delimiter.

    `special` finds what can change the statement scanner's state: quotes, comments, the
    delimiter and the end of an executable comment; the order of its alternatives settles a tie at
    one offset. `scan` passes, in one match, everything the scanner would pass without acting on
    it — other characters, complete quoted strings (the rules of `_end_of_quoted`; possessive, so
    an unterminated one is not passed), `--` followed by a non-blank, and a `-`, `/`, `*` or the
    delimiter's first character where no special token starts — then captures the special token
    it stopped at (group "tok"; None only at the end of the text).

    `first` matches at the end of the previous statement: the blanks and comments before the next
    one (group "trivia"), then either a whole statement that is one executable comment, such as
    mysqldump's `/*!40101 SET NAMES utf8mb4 */;` (group "exec": marker M, version, body, then
    "etok", the special token after the comment and blanks), or what `scan` matches."""

    _cache: dict[str, "_Scanner"] = {}

    def __init__(self, delim: str):
        self.delim = delim
        tok = self._special = r"['\"`#]|--|/\*|\*/|" + re.escape(delim)
        stops = "".join(re.escape(c) for c in sorted(set("'\"`#-/*" + delim[0])))
        units = []
        for quote in "`'\"":
            if quote == delim:  # a quote as delimiter ends the statement: it opens nothing
                continue
            escape = "" if quote == "`" else "\\\\"  # backslash escapes in strings, not identifiers
            # first one without doubled quotes or escapes (most are), then any
            units.append(f"{quote}[^{quote}{escape}]*+{quote}(?!{quote})")
            inside = f"[^{quote}{escape}]++|{quote}{quote}" + (f"|{escape}." if escape else "")
            units.append(f"{quote}(?:{inside})*+{quote}")
        if delim != "--":
            units.append(r"--(?=\S)")
        units.append(f"(?!{tok})[{re.escape('-/*' + delim[0])}]")
        plain = f"[^{stops}]*+"
        passed = f"{plain}(?:(?:{'|'.join(units)}){plain})*+"  # (plain | unit)*, unrolled
        self._scan = f"{passed}(?P<tok>{tok})?"
        executable = rf"(?P<exec>/\*(?P<marker>M?)!(?P<version>\d{{5,6}})?+)(?P<body>{passed})\*/\s*+(?P<etok>{tok})"
        if delim in ("/*", "*/"):  # the delimiter, not a comment's start or end: never matches
            executable = "(?P<exec>(?!)(?P<marker>)(?P<version>))(?P<body>)(?P<etok>)"
        self.first = possessive.compile(rf"(?P<trivia>{_TRIVIA})(?:{executable}|{passed}(?P<tok>{tok})?)", re.DOTALL)
        # `first`'s groups by number, read for every statement (possessive.compile may add groups)
        self.groups = tuple(self.first.groupindex[name] for name in _FIRST_GROUP_NAMES)
        # after an empty statement: the blanks and delimiters of the empty ones that follow (`;;;;`)
        self.empties = re.compile(rf"(?:\s*+{re.escape(delim)})*+")

    # `scan` and `special` serve statements that hold a comment or an unterminated quote (the
    # token-by-token scan): compiled on first use
    @cached_property
    def scan(self) -> re.Pattern[str]:
        return possessive.compile(self._scan, re.DOTALL)

    @cached_property
    def special(self) -> re.Pattern[str]:
        return re.compile(self._special)

    @classmethod
    def get(cls, delim: str) -> "_Scanner":
        """The scanner for a delimiter (compiled once, kept for the next file)."""
        found = cls._cache.get(delim)
        if found is None:
            if len(cls._cache) > 32:
                cls._cache.clear()
            found = cls._cache[delim] = cls(delim)
        return found


_FIRST_GROUP_NAMES = ("trivia", "tok", "exec", "marker", "version", "body", "etok", "open")


BATCH = 1000  # statements split's on_batch gets at a time


class _Splitter:
    """Scans a SourceFile once, left to right, collecting statements and suppressions."""

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
        m = _suppression_re().search(body)
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

    def _skip_space_and_comments(self, pos: int, limit: Optional[int] = None) -> int:
        """Past blanks and comments (not executable ones, unless they do not run on this
        server), one at a time up to `limit`, each comment seen by _comment. `_Scanner.first`
        passes the same stretch in one match (group "trivia"); this walks it only when it may
        hold a suppression."""
        text, n = self.text, len(self.text)
        limit = n if limit is None else limit
        while pos < limit:
            ch, ex = text[pos], None
            if ch.isspace():
                pos += 1
            elif text.startswith("--", pos) and (pos + 2 >= n or text[pos + 2].isspace() or text[pos + 2] == "-"):
                # "--" needs a space after it in MySQL; a line of dashes at the start of a
                # statement is a separator in some hand-written files (OpenCart): a comment too.
                eol = _LINE_END_RE.search(text, pos)
                end = n if eol is None else eol.start()
                self._comment(pos, text[pos:end])
                pos = end
            elif ch == "#":
                eol = _LINE_END_RE.search(text, pos)
                end = n if eol is None else eol.start()
                self._comment(pos, text[pos:end])
                pos = end
            elif text.startswith("/*", pos) and not (ex := _exec_comment_re().match(text, pos)):
                end = text.find("*/", pos + 2)
                end = n if end == -1 else end + 2
                self._comment(pos, text[pos:end])
                pos = end
            elif ex is not None and (skip := self._comment_to_this_server(pos)):
                pos = skip  # a comment to this server (see split)
            else:
                break
        return pos

    def _comment_to_this_server(self, pos: int) -> int:
        """Just past the executable comment at pos when it does not run on this server (and is
        closed), else 0."""
        ex = _exec_comment_re().match(self.text, pos)
        if ex is None or executable_version_runs(ex.group(1), ex.group(2), self.server_version, self.mariadb):
            return 0
        close = self.text.find("*/", pos + 2)
        return close + 2 if close != -1 else 0

    def _delimiter_line(self, pos: int) -> Optional[re.Match[str]]:
        """The `DELIMITER x` command at pos, if one is there at the start of a line."""
        text = self.text
        if text[pos + 1:pos + 2] not in ("e", "E"):  # not even `de`: most often DROP
            return None
        m = _delimiter_re().match(text, pos)
        if m is None or pos == 0:
            return m
        k = pos  # only spaces and tabs back to a newline
        while k > 0 and text[k - 1] in " \t":
            k -= 1
        return m if k > 0 and text[k - 1] in "\n\r" else None

    def split(self, on_batch: Optional[Callable[[list[Statement]], None]] = None) -> list[Statement]:
        """The statements, in order; each one's end excludes the delimiter. `on_batch` gets
        them as they are found, BATCH at a time (the last call: the rest)."""
        text, n, source = self.text, len(self.text), self.src
        statements: list[Statement] = []
        add, new, kind_of = statements.append, Statement, classify
        server_version, mariadb = self.server_version, self.mariadb
        scanner = _Scanner.get(self.delimiter)
        first, delim = scanner.first.match, scanner.delim
        g_trivia, g_tok, g_exec, g_marker, g_version, g_body, g_etok, g_open = scanner.groups
        pos = handed = 0
        batch = BATCH
        hand_at = batch if on_batch is not None else n + 1  # (n + 1: more statements than a file can hold)
        while pos < n:
            if len(statements) >= hand_at:
                on_batch(statements[handed:])
                handed, hand_at = len(statements), len(statements) + batch
            # One match: the blanks and comments before the statement, then up to its first
            # special token — the delimiter, for most statements — or all of it when it is one
            # executable comment.
            m = first(text, pos)
            start = m.end(g_trivia)
            if start - pos >= _SUPPRESSION_MIN_LEN and "schemalint" in text[pos:start].lower():
                self._skip_space_and_comments(pos, start)  # records the suppressions
            if start >= n:
                if m.start(g_open) >= 0 and source.unterminated is None:  # a `/*` never closed
                    source.unterminated = (m.start(g_open) - 2, "comment")
                break
            if text[start] in "dD" and (d := self._delimiter_line(start)) is not None:
                self.delimiter = d.group(1)
                scanner = _Scanner.get(self.delimiter)
                first, delim = scanner.first.match, scanner.delim
                g_trivia, g_tok, g_exec, g_marker, g_version, g_body, g_etok, g_open = scanner.groups
                pos = d.end()
                continue
            if text.startswith("/*", start) and (skip := self._comment_to_this_server(start)):
                # an executable comment for another server or version, like the sandbox line today's
                # mariadb-dump begins with (`/*M!999999\- enable the sandbox mode */`, no delimiter
                # after it): the statement begins after it, not at it
                pos = skip
                continue
            end = m.start(g_tok)
            if end >= 0 and m.group(g_tok) == delim:  # nothing to act on before the delimiter
                pos = end + len(delim)
                body = text[start:end].rstrip()
                if body:
                    add(new(source, start, start + len(body), None, kind_of(body), len(statements)))
                else:  # (one step over a run of them, not a step each)
                    pos = scanner.empties.match(text, pos).end()
                continue
            if end < 0 and m.start(g_exec) == start:
                if m.group(g_etok) == delim and executable_version_runs(m.group(g_marker), m.group(g_version),
                                                                        server_version, mariadb):
                    # its text is the comment's body: the markers around it are blanked
                    pos = m.end()
                    inner = m.group(g_body)
                    body = inner.strip()
                    if body:
                        lead = m.start(g_body) + len(inner) - len(inner.lstrip())
                        add(new(source, lead, lead + len(body), None, kind_of(body), len(statements)))
                    continue
                m = None  # scanned again below, the general way
            end, body, pos = self._scan_statement(start, m)
            blanked = body is not None
            if body is None:  # nothing blanked: it starts at a real character
                lead = start
                body = text[start:end].rstrip()
            else:  # a blanked executable-comment marker may lead: start at the first real character
                lead = start + len(body) - len(body.lstrip())
                body = body[lead - start:].rstrip()
            if body:
                add(new(source, lead, lead + len(body), body if blanked else None, kind_of(body), len(statements)))
        if on_batch is not None:
            on_batch(statements[handed:])
        return statements

    def _scan_statement(self, pos: int, m: Optional[re.Match[str]] = None) -> tuple[int, Optional[str], int]:
        """Scan from pos to the current delimiter, outside quotes and comments; `m` is the
        delimiter's `scan` (or `first`) already matched at pos. Returns (end offset, the text
        with executable-comment markers blanked — None when nothing was blanked, as it is then
        text[pos:end] —, next pos)."""
        text, n, delim = self.text, len(self.text), self.delimiter
        scanner = _Scanner.get(delim)
        scan = scanner.scan.match
        pieces: Optional[list[str]] = None
        piece_start = pos
        exec_depth = 0
        while True:
            if m is None:
                m = scan(text, pos)
            tok = m.group("tok")
            if tok is None:
                m = scanner.special.search(text, m.end())  # None: `scan` stopped at the end
                if m is None:
                    if pieces is None:
                        return n, None, n
                    pieces.append(text[piece_start:n])
                    return n, "".join(pieces), n
                tok = m.group(0)
                at = m.start()
            else:
                at = m.start("tok")
            m = None
            if tok == delim:
                if pieces is None:
                    return at, None, at + len(delim)
                pieces.append(text[piece_start:at])
                return at, "".join(pieces), at + len(delim)
            if tok in ("'", '"', "`"):
                pos = self._end_of_quoted(at, tok)
            elif tok == "#" or (tok == "--" and (at + 2 >= n or text[at + 2].isspace())):
                eol = _LINE_END_RE.search(text, at)
                end = n if eol is None else eol.start()
                self._comment(at, text[at:end])
                pos = end
            elif tok == "--":
                pos = at + 2
            elif tok == "/*":
                ex = _exec_comment_re().match(text, at)
                if ex:
                    if pieces is None:
                        pieces = []
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
                    if end == -1 and self.src.unterminated is None:
                        self.src.unterminated = (at, "comment")
                    end = n if end == -1 else end + 2
                    self._comment(at, text[at:end])
                    pos = end
            elif tok == "*/":
                if exec_depth:
                    exec_depth -= 1
                    if pieces is None:
                        pieces = []
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
                if self.src.unterminated is None:
                    self.src.unterminated = (at, "identifier" if quote == "`" else "string")
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
    return "\n".join(" " * len(line) for line in s.split("\n"))


# Clauses between CREATE/ALTER and the object kind whose *values* are not keywords:
# DEFINER = user@host | CURRENT_USER[()], ALGORITHM = x, SQL SECURITY x.
_NAME = r"(?:`[^`]*`|'[^']*'|\"[^\"]*\"|[\w.$%-]+)"
# (compiled on first use: _classify_words' rare path, as is _lead_re)
_lead_option_re = cache(lambda: re.compile(
    rf"\bDEFINER\s*=\s*{_NAME}(?:\s*@\s*{_NAME})?(?:\s*\(\s*\))?|\bALGORITHM\s*=\s*\w+|\bSQL\s+SECURITY\s+\w+",
    re.IGNORECASE))
# Statement kinds are classified from the leading words, so that data (INSERT, LOCK TABLES,
# SET …) never reaches the parser: a word of the lead
_lead_re = cache(lambda: re.compile(r"[A-Za-z_]+"))


# The first two words of a statement. When the first is not one of these, it is the kind.
_HEAD_RE = re.compile(r"([A-Za-z_]+)(?:[^A-Za-z_]+([A-Za-z_]+))?")
_FILLER_WORDS = frozenset(("OR", "REPLACE", "TEMPORARY", "IF", "NOT", "EXISTS", "ONLINE", "OFFLINE",
                           "IGNORE", "DEFINER", "ALGORITHM", "SQL", "SECURITY", "DEFAULT"))
_TWO_WORD_LEADS = frozenset(("CREATE", "ALTER", "DROP", "RENAME", "SHOW", "LOCK", "UNLOCK"))
_SECOND_WORD_KIND = {"UNIQUE": "INDEX", "FULLTEXT": "INDEX", "SPATIAL": "INDEX", "SCHEMA": "DATABASE",
                     "TABLES": "TABLE"}  # (DROP TABLES is a synonym of DROP TABLE)


# classify's answers by the first characters of the statement, when these decide it (so for
# every CREATE TABLE, ALTER TABLE, DROP TABLE, INSERT INTO, LOCK TABLES, SET … followed by a blank)
_KIND_KEY_LENGTH = len("CREATE TABLE ")
_KINDS_KEPT = 4096
_kinds: dict[str, str] = {}


def classify(body: str) -> str:
    """The statement's leading keywords, e.g. "CREATE TABLE", "ALTER TABLE", "INSERT"."""
    key = body[:_KIND_KEY_LENGTH]
    kind = _kinds.get(key)
    if kind is None:
        kind, read = _classify(body)
        if read <= len(key):  # decided by the key's characters: the same for any body with this key
            if len(_kinds) >= _KINDS_KEPT:
                _kinds.clear()
            _kinds[key] = kind
    return kind


def _classify(body: str) -> tuple[str, int]:
    """classify(body), and how many of its first characters decided it, counting the one that
    ends the last word read (past the end of the body when the body ends the word; more than 400
    when the full rules of _classify_words were needed)."""
    # The common shapes from the first two words of the first 400 characters; the rest (a
    # filler word such as IF NOT EXISTS or DEFINER=… second, a body that does not start with a
    # word, non-ASCII text before the second word) by the full rules.
    m = _HEAD_RE.match(body, 0, 400)
    if m is not None:
        first = m.group(1).upper()
        if first not in _TWO_WORD_LEADS:
            return first, m.end(1) + 1  # the word, and the character that ends it
        second = m.group(2)
        if first == "SHOW":
            return first, m.end(1) + 1
        if first in ("RENAME", "LOCK", "UNLOCK"):
            if second is None:
                return first, 401
            second = second.upper()
            return f"{first} {'TABLE' if first == 'RENAME' and second == 'TABLES' else second}", m.end() + 1
        if second is not None:
            second = second.upper()
            # ASCII up to the character after it: no DEFINER=/ALGORITHM=/SQL SECURITY clause
            # (matched case-insensitively, `ſ` for `s` too) can start before the end of the second
            # word, so _lead_option_re cannot change the first two words.
            if second not in _FILLER_WORDS and body[:m.end() + 1].isascii():
                return f"{first} {_SECOND_WORD_KIND.get(second, second)}", m.end() + 1
    return _classify_words(body), 401


def _classify_words(body: str) -> str:
    """classify's full rules: word by word, the clauses and filler words after CREATE, ALTER and
    DROP skipped."""
    words: list[str] = []
    head = body[:400]
    if head[:6].upper().startswith(("CREATE", "ALTER")):
        head = _lead_option_re().sub(" ", head)
    for m in _lead_re().finditer(head):
        w = m.group(0).upper()
        if w in _FILLER_WORDS:
            if words and words[0] in ("CREATE", "ALTER", "DROP"):
                continue
        words.append(w)
        if len(words) == 2 or words[0] not in _TWO_WORD_LEADS:
            break
    if not words:
        return ""
    if words[0] in ("CREATE", "ALTER", "DROP") and len(words) > 1:
        second = words[1]
        if second in ("UNIQUE", "FULLTEXT", "SPATIAL"):
            second = "INDEX"
        if second == "SCHEMA":
            second = "DATABASE"
        if second == "TABLES":
            second = "TABLE"
        return f"{words[0]} {second}"
    if words[0] == "RENAME" and words[1:] == ["TABLES"]:
        return "RENAME TABLE"  # (RENAME TABLES is a synonym)
    return words[0] if words[0] not in ("RENAME", "LOCK", "UNLOCK") else " ".join(words)


def split(source: SourceFile, server_version: int = 80040, mariadb: bool = False,
          on_batch: Optional[Callable[[list[Statement]], None]] = None) -> tuple[list[Statement], list[Suppression]]:
    """The statements and suppressions of `source`; `on_batch` sees the statements while
    the split goes on (lint.load starts the process pool on the first CREATE TABLEs)."""
    splitter = _Splitter(source, server_version, mariadb)
    return splitter.split(on_batch), splitter.suppressions
