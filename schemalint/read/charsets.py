"""Character sets: maximum bytes per character, and collation → charset.

Figures from MySQL 8.0's `SHOW CHARACTER SET` (Maxlen); MariaDB 10.11 agrees for these.
`utf8` is read as `utf8mb3`, as both servers do (MySQL 8.0 warns it is deprecated).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Optional

SERVER_DEFAULT_CHARSET = "utf8mb4"  # MySQL 8.0 default (MariaDB 10.11 defaults to latin1)

MAXLEN = {
    "armscii8": 1, "ascii": 1, "big5": 2, "binary": 1, "cp1250": 1, "cp1251": 1,
    "cp1256": 1, "cp1257": 1, "cp850": 1, "cp852": 1, "cp866": 1, "cp932": 2,
    "dec8": 1, "eucjpms": 3, "euckr": 2, "gb18030": 4, "gb2312": 2, "gbk": 2,
    "geostd8": 1, "greek": 1, "hebrew": 1, "hp8": 1, "keybcs2": 1, "koi8r": 1,
    "koi8u": 1, "latin1": 1, "latin2": 1, "latin5": 1, "latin7": 1, "macce": 1,
    "macroman": 1, "sjis": 2, "swe7": 1, "tis620": 1, "ucs2": 2, "ujis": 3,
    "utf16": 4, "utf16le": 4, "utf32": 4, "utf8mb3": 3, "utf8mb4": 4,
    # MariaDB's (and MySQL's) internal `filename` character set, not listed by SHOW CHARACTER SET
    # but accepted in a column's definition (MariaDB 10.11: CHARACTER_OCTET_LENGTH 5 per character)
    "filename": 5,
}

_ALIASES = {"utf8": "utf8mb3", "utf-8": "utf8mb3"}
_LONGEST_FIRST = sorted(list(MAXLEN) + list(_ALIASES), key=len, reverse=True)

DEFAULT_COLLATION = {
    "utf8mb4": "utf8mb4_0900_ai_ci", "utf8mb3": "utf8mb3_general_ci", "latin1": "latin1_swedish_ci",
    "ascii": "ascii_general_ci", "binary": "binary", "gbk": "gbk_chinese_ci", "ucs2": "ucs2_general_ci",
    "utf16": "utf16_general_ci", "utf32": "utf32_general_ci", "big5": "big5_chinese_ci",
    "sjis": "sjis_japanese_ci", "cp1251": "cp1251_general_ci", "latin2": "latin2_general_ci",
}


def normalize(charset: Optional[str]) -> Optional[str]:
    if charset is None:
        return None
    low = charset.strip().strip("'\"`").lower()
    return _ALIASES.get(low, low)


def charset_of_collation(collation: Optional[str]) -> Optional[str]:
    """`utf8mb4_unicode_ci` → utf8mb4; `utf8_bin` → utf8mb3; `binary` → binary."""
    if not collation:
        return None
    return _charset_of_collation(collation)


@lru_cache(maxsize=4096)  # (a dump names a handful of collations, table after table, column after column)
def _charset_of_collation(collation: str) -> Optional[str]:
    low = collation.strip().strip("'\"`").lower()
    if low == "binary":
        return "binary"
    # longest known charset name that prefixes the collation (utf8mb4 before utf8)
    for name in _LONGEST_FIRST:
        if low.startswith(name + "_"):
            return normalize(name)
    return None


def normalize_collation(collation: Optional[str]) -> Optional[str]:
    if not collation:
        return None
    low = collation.strip().strip("'\"`").lower()
    if low.startswith("utf8_"):
        return "utf8mb3_" + low[5:]
    return low


def max_bytes_per_char(charset: Optional[str]) -> int:
    """Unknown charsets count as 4 bytes per character: the estimate errs on the large side."""
    return MAXLEN.get(normalize(charset) or SERVER_DEFAULT_CHARSET, 4)
