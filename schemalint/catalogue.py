"""The rule catalogue: one TOML file per rule in the top-level `rules/` folder.

The wheel carries the folder as `schemalint/catalogue/`; a source checkout reads `rules/`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional


@dataclass(frozen=True)
class Example:
    sql: str
    config: str = ""  # .schemalint.toml text used when running the example
    line: Optional[int] = None  # for bad examples: the line the finding must point at


@dataclass(frozen=True)
class RuleDoc:
    code: str
    slug: str
    severity: str
    summary: str
    why: str
    fix: str
    default: bool = True  # enabled unless selected explicitly when False (opt-in rules)
    peers: str = ""
    references: tuple[str, ...] = ()
    bad: tuple[Example, ...] = ()
    good: tuple[Example, ...] = ()
    path: str = ""
    options: dict = field(default_factory=dict)


def catalogue_dir() -> Path:
    here = Path(__file__).resolve().parent
    shipped = here / "catalogue"
    if shipped.is_dir():
        return shipped
    return here.parent / "rules"


def _examples(items: list) -> tuple[Example, ...]:
    return tuple(Example(sql=i["sql"], config=i.get("config", ""), line=i.get("line")) for i in items)


@lru_cache(maxsize=1)
def load_catalogue() -> dict[str, RuleDoc]:
    docs: dict[str, RuleDoc] = {}
    for path in sorted(catalogue_dir().glob("SL*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        doc = RuleDoc(
            code=data["code"], slug=data["slug"], severity=data["severity"], summary=data["summary"],
            why=data["why"].strip(), fix=data.get("fix", "").strip(), default=data.get("default", True),
            peers=data.get("peers", ""), references=tuple(data.get("references", [])),
            bad=_examples(data.get("bad", [])), good=_examples(data.get("good", [])), path=str(path),
            options=data.get("options", {}),
        )
        docs[doc.code] = doc
    return docs


def get(code: str) -> Optional[RuleDoc]:
    return load_catalogue().get(code.upper())
