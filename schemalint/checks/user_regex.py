"""Regular expressions from the configuration (SL023 `patterns`, SL034's name patterns), run in
linear time: with Python's backtracking `re`, `^(a+)+$` took 38 s on a 31-character name, and a
configuration comes with the pull request under review.

RE2 (google-re2) matches in time linear in the name whatever the pattern; it has no lookaround
and no backreferences, so a pattern using them is a configuration error (exit 2) that says so.
It is imported only for a configured pattern: the rules' own defaults go through `re`.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from ..config import compile_user

class Pattern:
    """A compiled pattern whose `search` and `fullmatch` answer True or False."""

    __slots__ = ("_compiled",)

    def __init__(self, compiled: Any):
        self._compiled = compiled

    def search(self, text: str) -> bool:
        try:
            return self._compiled.search(text) is not None
        except UnicodeEncodeError:  # RE2 takes UTF-8: a lone surrogate (undecodable input byte) is shown escaped
            return self._compiled.search(_encodable(text)) is not None

    def fullmatch(self, text: str) -> bool:
        try:
            return self._compiled.fullmatch(text) is not None
        except UnicodeEncodeError:
            return self._compiled.fullmatch(_encodable(text)) is not None


def _encodable(text: str) -> str:
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def matcher(pattern: str, where: str, config_path: Optional[Any] = None, defaults: frozenset = frozenset()) -> Pattern:
    """`re` for one of the rule's own `defaults`, else RE2 (linear time). `where` names the
    option (rules.SL034.table) for an error."""
    if pattern in defaults:
        return Pattern(re.compile(pattern))
    return Pattern(compile_user(pattern, f"{config_path}: {where}" if config_path else where))
