"""The rule catalogue: one TOML file per rule in the top-level `rules/` folder.

The wheel carries the folder as `schemalint/catalogue/`; a source checkout reads `rules/`.

Every run needs each rule's code, slug, severity and default; few need the prose and the
examples, which are most of each file. So loading reads only the simple `key = value` lines
at the top of each file (the head), and a RuleDoc parses its whole file on the first use of
anything else. A file whose head does not give all of them is parsed whole at once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional


@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class Example:
    """A bad or good example of a rule's catalogue entry."""

    sql: str
    config: str = ""  # .schemalint.toml text used when running the example
    line: Optional[int] = None  # for bad examples: the line the finding must point at


HEAD_KEYS = ("code", "slug", "severity", "category", "summary")  # read when the catalogue loads, with `default`

# A head line: `key = "text"`, `key = 'text'`, `key = true|false`, optionally commented.
# Strings with an escape or a quote inside end the head (the full TOML parser reads them).
_HEAD_LINE = re.compile(r"""([A-Za-z0-9_-]+)[ \t]*=[ \t]*(?:"([^"\\\x00-\x08\x0a-\x1f\x7f]*)"|'([^'\x00-\x08\x0a-\x1f\x7f]*)'|(true|false))[ \t]*(?:#.*)?""")
_SKIP_LINE = re.compile(r"[ \t]*(?:#.*)?")
# Anything after the head that may set a head key (or `default`): then the head is not trusted.
_LATER_HEAD_KEY = re.compile(r"""\n[ \t]*["']?(?:code|slug|severity|category|summary|default)["']?[ \t]*[=.]""")
# An [options.NAME] table header: keys below it (its `default`) are the table's, never top-level.
_OPTIONS_HEADER = re.compile(r"\n\[[ \t]*options[ \t]*\.")


def _read_head(text: str) -> Optional[dict[str, Any]]:
    """The simple top-level keys above the first other line, or None when the rest of the
    file might set code, slug, severity, category, summary or default (or the head lacks one)."""
    head: dict[str, Any] = {}
    pos = 0
    while pos < len(text):
        end = text.find("\n", pos)
        end = len(text) if end == -1 else end
        line = text[pos:end].removesuffix("\r")
        m = _HEAD_LINE.fullmatch(line)
        if m is not None:
            key, basic, literal, boolean = m.groups()
            if key in head:
                return None  # a duplicate key: let the TOML parser say so
            head[key] = basic if basic is not None else literal if literal is not None else boolean == "true"
        elif not _SKIP_LINE.fullmatch(line):
            break
        pos = end + 1
    if not all(isinstance(head.get(k), str) for k in HEAD_KEYS) or not isinstance(head.get("default", True), bool):
        return None
    tables = _OPTIONS_HEADER.search(text, pos - 1)
    later = _LATER_HEAD_KEY.search(text, pos - 1, tables.start() if tables else len(text))
    return None if later else head  # (pos > 0: the head has lines)


def _examples(items: list) -> tuple[Example, ...]:
    return tuple(Example(sql=i["sql"], config=i.get("config", ""), line=i.get("line")) for i in items)


class RuleDoc:
    """One catalogue entry. `code`, `slug`, `severity`, `category`, `summary` and `default` come from the
    file's head; `why`, `fix`, `peers`, `references`, `bad`, `good` and `options` from the
    whole file, parsed on first use."""

    __slots__ = ("code", "slug", "severity", "category", "summary", "default", "path", "_body")

    def __init__(self, path: str, data: dict[str, Any], whole: bool) -> None:
        self.path = path
        self.code: str = data["code"]
        self.slug: str = data["slug"]
        self.severity: str = data["severity"]
        self.category: str = data["category"]  # the severity policy's category (severity.CATEGORY_SEVERITY)
        self.summary: str = data["summary"]
        self.default: bool = data.get("default", True)  # enabled unless selected explicitly when False
        self._body: Optional[dict[str, Any]] = self._body_of(data) if whole else None

    @staticmethod
    def _body_of(data: dict[str, Any]) -> dict[str, Any]:
        return {
            "why": data["why"].strip(), "fix": data.get("fix", "").strip(), "peers": data.get("peers", ""),
            "references": tuple(data.get("references", [])), "bad": _examples(data.get("bad", [])),
            "good": _examples(data.get("good", [])), "options": data.get("options", {}),
        }

    def _get(self, key: str) -> Any:
        if self._body is None:
            self._body = self._body_of(_parse(Path(self.path)))
        return self._body[key]

    why = property(lambda self: self._get("why"))
    fix = property(lambda self: self._get("fix"))
    peers = property(lambda self: self._get("peers"))
    references = property(lambda self: self._get("references"))
    bad = property(lambda self: self._get("bad"))
    good = property(lambda self: self._get("good"))
    options = property(lambda self: self._get("options"))

    def __repr__(self) -> str:
        return f"RuleDoc(code={self.code!r}, slug={self.slug!r}, severity={self.severity!r}, path={self.path!r})"


def _parse(path: Path) -> dict[str, Any]:
    import tomllib

    return tomllib.loads(path.read_text(encoding="utf-8"))


def catalogue_dir() -> Path:
    here = Path(__file__).resolve().parent
    shipped = here / "catalogue"
    if shipped.is_dir():
        return shipped
    return here.parent / "rules"


@lru_cache(maxsize=1)
def load_catalogue() -> dict[str, RuleDoc]:
    docs: dict[str, RuleDoc] = {}
    for path in sorted(catalogue_dir().glob("SL*.toml")):
        head = _read_head(path.read_text(encoding="utf-8"))
        doc = RuleDoc(str(path), head, whole=False) if head is not None else RuleDoc(str(path), _parse(path), whole=True)
        docs[doc.code] = doc
    return docs


def get(code: str) -> Optional[RuleDoc]:
    return load_catalogue().get(code.upper())
