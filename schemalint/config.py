"""Configuration: `[tool.schemalint]` in pyproject.toml or `.schemalint.toml`, plus CLI overrides.

Everything here is validated up front; a bad key or value raises ConfigError with a message
that names the file and the key, and the CLI turns it into exit code 2.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from .findings import SEVERITIES

INSERT_ORDERS = ("sequential", "random")
DEFAULT_PAGE_SIZE = 16 * 1024
DEFAULT_BUFFER_POOL = 128 * 1024 * 1024
DEFAULT_SERVER_VERSION = "8.0.40"  # the MySQL version whose /*!NNNNN */ comments we execute

# What the output prints, read back (estimate.units.count: 950 k, 40 M, 2.44 bn, 3 tn). "B" is
# bytes, never billions, and G/T are sizes: a count written with them is refused (ask_count_unit).
_COUNT_SUFFIX = {"": 1, "k": 10**3, "m": 10**6, "bn": 10**9, "tn": 10**12}
# Binary, as my.cnf reads 16G and as the output prints 16 GiB. "16 GB" is refused (ask_size_unit):
# a reader may mean 16×10⁹ bytes, the server would read 16 GiB.
_BYTES_SUFFIX = {"": 1, "k": 1024, "m": 1024**2, "g": 1024**3, "t": 1024**4}


class ConfigError(Exception):
    """A configuration problem the user must fix (exit code 2)."""


RE2_SYNTAX = "https://github.com/google/re2/wiki/Syntax"


def compile_user(pattern: str, where: str) -> Any:
    """A configured regular expression compiled by RE2, which runs it in linear time (user_regex.py);
    ConfigError (naming `where`) when RE2 cannot run it. RE2 is imported only here, for a
    configured pattern."""
    import re2

    options = re2.Options()
    options.log_errors = False  # (RE2 would also print the error on stderr)
    try:
        return re2.compile(pattern, options)
    except re2.error as exc:
        reason = exc.args[0].decode("utf-8", "replace") if exc.args and isinstance(exc.args[0], bytes) else str(exc)
        raise ConfigError(f"{where}: {pattern!r} is not a regular expression schemalint can run in linear time: "
                          f"{reason} (RE2 syntax: no lookaround or backreferences; {RE2_SYNTAX})") from None


MAX_COUNT = 2**64 - 1  # InnoDB counts rows, pages and ids in 64 bits at most
MIN_BUFFER_POOL = 5 * 1024 * 1024  # innodb_buffer_pool_size's minimum (MySQL 8.0/8.4 reference manual)
PAGE_SIZES = (4096, 8192, 16384, 32768, 65536)


def parse_count(value: Any, what: str = "count", most: float = MAX_COUNT) -> int:
    """Row counts as the output prints them: 950k, 40M, 2.44bn, 3tn, 2.5e9, 1_000 and plain
    integers; not negative, not NaN, not beyond `most` (2^64 − 1; a table's row count is checked
    against the table once it is known). "2B", "2G", "2T" are refused with what to write."""
    if isinstance(value, bool):
        raise ConfigError(f"{what}: expected a number, got {value!r}")
    if isinstance(value, int):
        number = float(value)
    elif isinstance(value, float):
        number = value
    elif isinstance(value, str):
        text = value.strip().replace("_", "").replace(",", "")
        if text.lower().lstrip("+-") in ("nan", "inf", "infinity"):
            number = float(text)
        else:
            m = re.fullmatch(r"([-+]?[0-9]*\.?[0-9]+(?:e[+-]?[0-9]+)?)\s*([a-z]*)", text, re.IGNORECASE)
            unit = m.group(2) if m else ""
            scale = _COUNT_SUFFIX.get(unit.lower())
            if not m or scale is None:
                raise ConfigError(f"{what}: cannot read {value!r} as a count{_count_hint(m.group(1), unit) if m else ' (try 40M, 2.5bn, 1_000)'}")
            number = float(m.group(1)) * scale
    else:
        raise ConfigError(f"{what}: expected a number, got {value!r}")
    if math.isnan(number):
        raise ConfigError(f"{what}: {value!r} is not a number (try 40M, 2.5bn, 1_000)")
    if number < 0:
        raise ConfigError(f"{what}: must be a non-negative number, got {value!r}")
    if number > most or math.isinf(number):
        raise ConfigError(f"{what}: {value!r} is beyond what InnoDB can count (2^64 − 1 ≈ 1.8e19)")
    return int(round(number))


def _count_hint(number: str, unit: str) -> str:
    """What to write instead of a count's unknown or ambiguous unit."""
    low = unit.lower()
    if low in ("b", "g", "bil", "billion"):
        return f" (B and G are sizes, not counts: write {number}bn for {number} billion rows)"
    if low in ("t", "tril", "trillion"):
        return f" (write {number}tn for {number} trillion rows)"
    if low in ("mn", "mil", "million"):
        return f" (write {number}M for {number} million rows)"
    if low in ("thousand",):
        return f" (write {number}k)"
    return " (counts take k, M, bn, tn: 950k, 40M, 2.5bn, 3tn)"


def parse_bytes(value: Any, what: str = "size") -> int:
    """Sizes in bytes, binary as the output prints them and as my.cnf reads them: 16G, 16GiB,
    128M, 128MiB, 16K, 16KiB, 512B, 1.5G, plain integers. "16 GB" is refused: decimal or binary?"""
    if isinstance(value, bool):
        raise ConfigError(f"{what}: expected a size, got {value!r}")
    if isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str):
        text = value.strip().replace("_", "")
        m = re.fullmatch(r"([-+]?[0-9]*\.?[0-9]+)\s*([kmgt]?)(i?b?)", text, re.IGNORECASE)
        if not m or m.group(3) in ("b", "ib", "Ib", "IB") or (m.group(3) and not m.group(2) and m.group(3) != "B"):
            raise ConfigError(f"{what}: cannot read {value!r} as a size (try 16G or 16GiB, 128M, 16K)")
        if m.group(3) == "B" and m.group(2):  # 16GB: 16×10⁹ to some, 16 GiB to the server
            n, prefix = m.group(1), m.group(2).upper()
            raise ConfigError(
                f"{what}: {value!r} is ambiguous ({n}×10^{ {'K': 3, 'M': 6, 'G': 9, 'T': 12}[prefix]} or "
                f"{n}×2^{ {'K': 10, 'M': 20, 'G': 30, 'T': 40}[prefix]} bytes?): write {n}{prefix}iB (or {n}{prefix}, "
                f"as my.cnf reads it) for the binary size")
        number = float(m.group(1)) * _BYTES_SUFFIX[m.group(2).lower()]
    else:
        raise ConfigError(f"{what}: expected a size, got {value!r}")
    if not math.isfinite(number) or number <= 0:
        raise ConfigError(f"{what}: must be a positive size, got {value!r}")
    if number > MAX_COUNT:
        raise ConfigError(f"{what}: {value!r} is beyond any server (2^64 − 1 bytes)")
    return int(round(number))


def _unitless(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) or (
        isinstance(value, str) and re.fullmatch(r"[0-9_.]+", value.strip()) is not None)


def parse_buffer_pool(value: Any, what: str) -> int:
    """innodb_buffer_pool_size: a size of at least 5 MiB (the server's minimum); a bare small
    number is taken for a forgotten unit."""
    size = parse_bytes(value, what)
    if size < MIN_BUFFER_POOL:
        hint = f"; did you mean {value}G?" if _unitless(value) else ""
        raise ConfigError(f"{what}: {value!r} is {size:,} bytes, below the 5 MiB a buffer pool needs at least "
                          f"(innodb_buffer_pool_size){hint}")
    return size


def parse_page_size(value: Any, what: str) -> int:
    """innodb_page_size: 4K, 8K, 16K, 32K or 64K."""
    size = parse_bytes(value, what)
    if size not in PAGE_SIZES:
        hint = f"; did you mean {value}K?" if _unitless(value) and size * 1024 in PAGE_SIZES else ""
        raise ConfigError(f"{what}: innodb_page_size must be 4K, 8K, 16K, 32K or 64K, got {size} bytes{hint}")
    return size


# innodb_change_buffering's values (MySQL 8.0 Reference Manual, "Change Buffer")
CHANGE_BUFFERING = ("none", "inserts", "deletes", "changes", "purges", "all")


@dataclass(frozen=True)
class ServerProfile:
    """The server the figures assume: page size, buffer pool, version, and where each came from."""

    page_size: int = DEFAULT_PAGE_SIZE
    buffer_pool_bytes: int = DEFAULT_BUFFER_POOL
    version: str = DEFAULT_SERVER_VERSION
    # where each figure came from: default | config | cli | live | stats
    page_size_source: str = "default"
    buffer_pool_source: str = "default"
    table_definition_cache: Optional[int] = None
    table_open_cache: Optional[int] = None
    open_files_limit: Optional[int] = None
    innodb_open_files: Optional[int] = None
    change_buffering: Optional[str] = None  # innodb_change_buffering as read from a server; None: unknown
    version_source: str = "default"  # default | config | live: only a named version judges version-only syntax
    # the buffer pool's variables that decide how many pages hold index pages (estimate.buffer_pool);
    # None: the documented default for the version. pool_variables_source: where the set ones came from
    buffer_pool_instances: Optional[int] = None
    lru_scan_depth: Optional[int] = None
    old_blocks_pct: Optional[int] = None
    old_blocks_time_ms: Optional[int] = None
    change_buffer_max_size: Optional[int] = None  # percent of the pool
    pool_variables_source: str = "default"
    change_buffering_source: str = "default"

    @property
    def source(self) -> str:
        """One word for the profile as a whole: the most specific source of its two figures."""
        order = ("live", "stats", "cli", "config", "default")
        return min((self.page_size_source, self.buffer_pool_source), key=order.index)

    @property
    def version_number(self) -> int:
        """"8.0.40" -> 80040, the number /*!NNNNN */ comments compare against."""
        parts = [int(p) for p in re.findall(r"\d+", self.version)[:3]] + [0, 0, 0]
        return parts[0] * 10000 + parts[1] * 100 + parts[2]


@dataclass(frozen=True)
class IndexStats:
    """One index as the server measured it (mysql.innodb_index_stats, summed over partitions)."""

    size: Optional[int] = None  # pages allocated to the index (stat_name 'size')
    n_leaf_pages: Optional[int] = None  # leaf pages (stat_name 'n_leaf_pages')


@dataclass
class TableHints:
    """What the DDL cannot say about one table: rows, growth, value lengths, insert order."""

    rows: Optional[int] = None
    rows_source: str = "default"  # cli | config | stats | live | default
    growth_per_day: Optional[int] = None
    avg_lengths: dict[str, float] = field(default_factory=dict)  # column -> average stored bytes
    insert_order: dict[str, str] = field(default_factory=dict)  # index name -> sequential|random
    random_columns: list[str] = field(default_factory=list)
    avg_row_length: Optional[int] = None  # from live stats, when known
    # from a live server or a stats snapshot (schemalint/pipeline/stats.py), when known:
    data_length: Optional[int] = None  # bytes of the clustered index (information_schema DATA_LENGTH)
    index_length: Optional[int] = None  # bytes of the secondary indexes (INDEX_LENGTH)
    index_stats: dict[str, IndexStats] = field(default_factory=dict)  # lower-case index name -> pages


@dataclass
class Config:
    """The settings of a run: rule selection, severities, the server profile, table hints."""

    select: list[str] = field(default_factory=list)  # code prefixes; empty = default rule set
    extend_select: list[str] = field(default_factory=list)  # opt-in rules added to the default
    ignore: list[str] = field(default_factory=list)
    severity: dict[str, str] = field(default_factory=dict)  # code -> severity
    per_file_ignores: dict[str, list[str]] = field(default_factory=dict)  # glob -> codes
    fail_on: str = "warning"
    server: ServerProfile = field(default_factory=ServerProfile)
    tables: dict[str, TableHints] = field(default_factory=dict)  # "name" or "schema.name"
    rule_options: dict[str, dict[str, Any]] = field(default_factory=dict)  # code -> options
    # real paths of the migrations the change adds or edits (--changed, --diff-base): not applied
    # yet, so a fix edits them (SL604)
    unapplied: frozenset[str] = frozenset()
    path: Optional[Path] = None  # the file it came from, for messages
    # `stats`: a snapshot file (str, relative to the config file) or one written inline (a table in
    # the snapshot's JSON shape); read by schemalint/pipeline/stats.py like --stats
    stats: Any = None
    help_base: Optional[str] = None  # `help-base`: the rules site's address (or where the rule files are)
    group: bool = True  # `group = false`: the reports print each finding, not "and N more tables" (fold.group)

    def hints_for(self, qualified_name: str) -> TableHints:
        """Hints for `schema.table`: an exact qualified entry wins over a bare-name entry."""
        low = qualified_name.lower()
        if low in self.tables:
            return self.tables[low]
        bare = low.rsplit(".", 1)[-1]
        return self.tables.get(bare, TableHints())

    def option(self, code: str, key: str, default: Any) -> Any:
        return self.rule_options.get(code, {}).get(key, default)

    def is_unapplied(self, path: Optional[str]) -> bool:
        """`path` is a migration of the change (--changed, --diff-base): not applied yet."""
        if not self.unapplied or not path:
            return False
        import os

        return os.path.realpath(path) in self.unapplied


_TOP_KEYS = {
    "select", "extend-select", "ignore", "severity", "per-file-ignores", "fail-on",
    "server", "tables", "rules", "stats", "help-base", "group",
}
_SERVER_KEYS = {
    "buffer-pool", "page-size", "version", "table-definition-cache", "table-open-cache",
    "open-files-limit", "innodb-open-files", "buffer-pool-instances", "lru-scan-depth", "old-blocks-pct",
    "old-blocks-time", "change-buffering",
}
_TABLE_KEYS = {"rows", "growth-per-day", "avg-lengths", "insert-order", "random-columns"}


# The only spellings of a `schemalint` key under `tool`: the key path `tool.schemalint` (a
# header or a dotted key), or a key in a `[tool]` table or a `tool = {…}` inline table.
_TOOL_SCHEMALINT = r"""tool["']?[ \t]*\.[ \t]*["']?schemalint"""
_TOOL_TABLE = r"""tool["']?[ \t]*[]=]"""


BASELINE_FILE = ".schemalint-baseline.json"


def baseline_file(given: Optional[Path], disabled: bool, cfg: "Config", start: Optional[Path] = None) -> Optional[Path]:
    """The baseline `check` filters with: --baseline, else BASELINE_FILE in the working
    directory (the language server: its workspace root, `start`) or beside the config file,
    unless --no-baseline."""
    if disabled:
        return None
    if given is not None:
        return given
    for directory in [start or Path.cwd(), *([cfg.path.parent] if cfg.path else [])]:
        candidate = directory / BASELINE_FILE
        if candidate.is_file():
            return candidate
    return None


def find_config_file(start: Path) -> Optional[Path]:
    """Walk up from `start`: the first `.schemalint.toml`, or pyproject.toml with [tool.schemalint]."""
    for directory in [start, *start.parents]:
        candidate = directory / ".schemalint.toml"
        if candidate.is_file():
            return candidate
        pyproject = directory / "pyproject.toml"
        if pyproject.is_file():
            try:
                text = pyproject.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            if "\\u" not in text and "\\U" not in text and not (
                    "schemalint" in text and (re.search(_TOOL_SCHEMALINT, text) or re.search(_TOOL_TABLE, text))):
                continue  # [tool.schemalint] cannot be written without these (or an escape in a quoted key)
            import tomllib

            try:
                data = parse_toml(text)
            except (tomllib.TOMLDecodeError, RecursionError, MemoryError):
                # broken TOML that looks like ours: load_config reports it, rather than
                # silently linting with the defaults
                if "tool.schemalint" in text:
                    return pyproject
                continue
            if "schemalint" in data.get("tool", {}):
                return pyproject
    return None


@lru_cache(maxsize=2)
def parse_toml(text: str) -> dict[str, Any]:
    """tomllib.loads, once per text: the pyproject.toml find_config_file chose is read again by
    load_config. Callers must not change the result."""
    import tomllib

    return tomllib.loads(text)


def load_config(path: Optional[Path]) -> Config:
    if path is None:
        return Config()
    import tomllib

    try:
        data = parse_toml(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: config file not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read config: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    except (RecursionError, MemoryError):
        raise ConfigError(f"{path}: invalid TOML: arrays or tables nested too deeply to read") from None
    if path.name == "pyproject.toml":
        data = data.get("tool", {}).get("schemalint", {})
    return config_from_dict(data, str(path), path)


def is_enabled(code: str, config: Config) -> bool:
    """Whether the rule `code` runs under `config` (select, extend-select, ignore, the
    catalogue's default): the pipeline asks it of every rule, and a rule of its peer."""
    from .catalogue import get

    doc = get(code)
    default_on = doc.default if doc else True
    selected = any(code.startswith(p) for p in config.select) if config.select else default_on
    selected = selected or any(code.startswith(p) for p in config.extend_select)  # adds to either
    return selected and not any(code.startswith(p) for p in config.ignore)


def _codes(value: Any, where: str, prefixes: bool = True) -> list[str]:
    """Rule codes (and, where `prefixes`, prefixes like SL1) that name rules of the catalogue."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where}: expected a list of rule codes")
    out = []
    for v in value:
        code = v.strip().upper()
        if not re.fullmatch(r"SL\d{0,3}" if prefixes else r"SL\d{3}", code):
            like = "a rule code or prefix (like SL103 or SL1)" if prefixes else "a rule code (like SL103)"
            raise ConfigError(f"{where}: {v!r} is not {like}")
        _known_code(code, v, where)
        out.append(code)
    return out


def _known_code(code: str, given: str, where: str) -> None:
    from .catalogue import load_catalogue

    known = load_catalogue()
    if any(c.startswith(code) for c in known):
        return
    import difflib

    close = difflib.get_close_matches(code, known, n=3, cutoff=0.75)
    hint = f"did you mean {' or '.join(close)}? " if close else ""
    raise ConfigError(f"{where}: {given!r} names no rule ({hint}`schemalint rules` lists them: "
                      f"{min(known)}–{max(known)})")


def _rule_options(code: str, options: dict[str, Any], where: str) -> dict[str, Any]:
    """[rules.CODE] options checked against the rule's catalogue entry ([options.NAME] with its
    type, range or choices): an unknown key or a wrong value is an error naming what is allowed."""
    from .catalogue import get

    declared = get(code).options
    out = {}
    for key, value in options.items():
        spec = declared.get(key)
        if spec is None:
            import difflib

            close = difflib.get_close_matches(key.replace("_", "-").lower(), declared, n=1, cutoff=0.6)
            hint = f"did you mean {close[0]!r}? " if close else ""
            allowed = f"allowed: {', '.join(declared)}" if declared else f"{code} takes no options"
            raise ConfigError(f"{where}: rules.{code}: unknown option {key!r} ({hint}{allowed})")
        out[key] = option_value(spec, value, f"{where}: rules.{code}.{key}")
    return out


_OPTION_WORDS = {"int": "an integer", "float": "a number", "bool": "true or false", "str": "a string",
                 "list[str]": "a list of strings", "size": "a size like 64M", "rows": "a row count like 40M"}


def option_value(spec: dict[str, Any], value: Any, where: str) -> Any:
    """`value` as a rule option of catalogue type `spec["type"]` (int, float, bool, str,
    list[str], size, rows) within `min`/`max` and `choices`; sizes and row counts as integers."""
    kind = spec["type"]
    low, high = spec.get("min"), spec.get("max")
    if kind in ("size", "rows"):
        parse = parse_bytes if kind == "size" else parse_count
        low, high = (None if b is None else parse(b) for b in (low, high))
    wanted = _OPTION_WORDS[kind]
    if low is not None and high is not None:
        wanted += f" from {spec['min']} to {spec['max']}"
    elif low is not None:
        wanted += f" of at least {spec['min']}"
    elif high is not None:
        wanted += f" of at most {spec['max']}"
    if spec.get("choices"):
        wanted += f" among {', '.join(map(str, spec['choices']))}"
    bad = ConfigError(f"{where}: expected {wanted}, got {value!r}")
    if kind in ("size", "rows"):
        try:
            value = parse(value, where)
        except ConfigError:
            raise bad from None
    elif kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise bad
    elif kind == "float":
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise bad
    elif kind == "bool":
        if not isinstance(value, bool):
            raise bad
    elif kind == "str":
        if not isinstance(value, str):
            raise bad
    elif kind == "list[str]":
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise bad
    if low is not None and value < low or high is not None and value > high:
        raise bad
    choices = spec.get("choices")
    if choices and any(v not in choices for v in (value if isinstance(value, list) else [value])):
        raise bad
    if kind in ("str", "list[str]") and "regular expression" in spec.get("help", ""):
        for pattern in value if isinstance(value, list) else [value]:
            compile_user(pattern, where)
    return value


def _severity(value: Any, where: str) -> str:
    if not isinstance(value, str) or value.lower() not in SEVERITIES:
        raise ConfigError(f"{where}: expected one of {', '.join(SEVERITIES)}, got {value!r}")
    return value.lower()


def _unknown(keys: set[str], allowed: set[str], where: str) -> None:
    extra = sorted(keys - allowed)
    if extra:
        raise ConfigError(
            f"{where}: unknown key{'s' if len(extra) > 1 else ''} {', '.join(map(repr, extra))}"
            f" (allowed: {', '.join(sorted(allowed))})"
        )


def config_from_dict(data: dict[str, Any], where: str = "config", path: Optional[Path] = None) -> Config:
    if not isinstance(data, dict):
        raise ConfigError(f"{where}: expected a table of settings")
    _unknown(set(data), _TOP_KEYS, where)
    cfg = Config(path=path)
    if "select" in data:
        cfg.select = _codes(data["select"], f"{where}: select")
    if "extend-select" in data:
        cfg.extend_select = _codes(data["extend-select"], f"{where}: extend-select")
    if "ignore" in data:
        cfg.ignore = _codes(data["ignore"], f"{where}: ignore")
    if "fail-on" in data:
        cfg.fail_on = _severity(data["fail-on"], f"{where}: fail-on")
    severity = data.get("severity", {})
    if not isinstance(severity, dict):
        raise ConfigError(f"{where}: severity: expected a table like {{ SL103 = \"error\" }}")
    for code, level in severity.items():
        cfg.severity[_codes(code, f"{where}: severity")[0]] = _severity(level, f"{where}: severity.{code}")
    pfi = data.get("per-file-ignores", {})
    if not isinstance(pfi, dict):
        raise ConfigError(f"{where}: per-file-ignores: expected a table of glob = [codes]")
    for glob, codes in pfi.items():
        cfg.per_file_ignores[glob] = _codes(codes, f"{where}: per-file-ignores.{glob!r}")
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise ConfigError(f"{where}: rules: expected tables like [rules.SL203]")
    for code, options in rules.items():
        if not isinstance(options, dict):
            raise ConfigError(f"{where}: rules.{code}: expected a table of options")
        known = _codes(code, f"{where}: rules", prefixes=False)[0]
        cfg.rule_options[known] = _rule_options(known, options, where)
    if "server" in data:
        cfg.server = _server(data["server"], f"{where}: server")
    tables = data.get("tables", {})
    if not isinstance(tables, dict):
        raise ConfigError(f"{where}: tables: expected [tables.NAME] sections")
    for name, hints in tables.items():
        cfg.tables[name.lower()] = _table_hints(hints, f"{where}: tables.{name}")
    if "group" in data:
        if not isinstance(data["group"], bool):
            raise ConfigError(f"{where}: group: expected true or false")
        cfg.group = data["group"]
    if "help-base" in data:
        if not isinstance(data["help-base"], str) or not data["help-base"].strip():
            raise ConfigError(f"{where}: help-base: expected a URL, like \"https://example.org/schemalint/\"")
        cfg.help_base = data["help-base"].strip()
    if "stats" in data:
        stats = data["stats"]
        if isinstance(stats, str) and stats.strip():
            cfg.stats = str(path.parent / stats) if path is not None and not Path(stats).is_absolute() else stats
        elif isinstance(stats, dict):
            cfg.stats = dict(stats)
        else:
            raise ConfigError(f"{where}: stats: expected the path of a snapshot (schemalint stats dump) or a [stats] table")
    return cfg


def _server(data: Any, where: str) -> ServerProfile:
    if not isinstance(data, dict):
        raise ConfigError(f"{where}: expected a table")
    _unknown(set(data), _SERVER_KEYS, where)
    profile = ServerProfile()
    if "buffer-pool" in data:
        profile = replace(profile, buffer_pool_bytes=parse_buffer_pool(data["buffer-pool"], f"{where}.buffer-pool"),
                          buffer_pool_source="config")
    if "page-size" in data:
        profile = replace(profile, page_size=parse_page_size(data["page-size"], f"{where}.page-size"),
                          page_size_source="config")
    if "version" in data:
        if not isinstance(data["version"], str) or not re.match(r"\d+\.\d+", data["version"]):
            raise ConfigError(f"{where}.version: expected a version like \"8.0.40\"")
        profile = replace(profile, version=data["version"], version_source="config")
    for key in ("table-definition-cache", "table-open-cache", "open-files-limit", "innodb-open-files"):
        if key in data:
            profile = replace(profile, **{key.replace("-", "_"): parse_count(data[key], f"{where}.{key}")})
    pool_keys = {"buffer-pool-instances": "buffer_pool_instances", "lru-scan-depth": "lru_scan_depth",
                 "old-blocks-pct": "old_blocks_pct", "old-blocks-time": "old_blocks_time_ms"}
    for key, attr in pool_keys.items():
        if key in data:
            profile = replace(profile, **{attr: parse_count(data[key], f"{where}.{key}")}, pool_variables_source="config")
    if "change-buffering" in data:
        value = data["change-buffering"]
        if value not in CHANGE_BUFFERING:
            raise ConfigError(f"{where}.change-buffering: expected one of {', '.join(CHANGE_BUFFERING)}, got {value!r}")
        profile = replace(profile, change_buffering=value, change_buffering_source="config")
    return profile


def _table_hints(data: Any, where: str) -> TableHints:
    if not isinstance(data, dict):
        raise ConfigError(f"{where}: expected a table of hints")
    _unknown(set(data), _TABLE_KEYS, where)
    hints = TableHints()
    if "rows" in data:
        hints.rows = parse_count(data["rows"], f"{where}.rows", most=math.inf)  # (the estimator checks it)
        hints.rows_source = "config"
    if "growth-per-day" in data:
        hints.growth_per_day = parse_count(data["growth-per-day"], f"{where}.growth-per-day")
    avg = data.get("avg-lengths", {})
    if not isinstance(avg, dict):
        raise ConfigError(f"{where}.avg-lengths: expected {{ column = bytes }}")
    for col, n in avg.items():
        if isinstance(n, bool) or not isinstance(n, (int, float)) or n < 0:
            raise ConfigError(f"{where}.avg-lengths.{col}: expected a non-negative number of bytes")
        hints.avg_lengths[col.lower()] = float(n)
    order = data.get("insert-order", {})
    if not isinstance(order, dict):
        raise ConfigError(f"{where}.insert-order: expected {{ index_name = \"sequential\"|\"random\" }}")
    for idx, value in order.items():
        if value not in INSERT_ORDERS:
            raise ConfigError(f"{where}.insert-order.{idx}: expected sequential or random, got {value!r}")
        hints.insert_order[idx.lower()] = value
    rnd = data.get("random-columns", [])
    if not isinstance(rnd, list) or not all(isinstance(c, str) for c in rnd):
        raise ConfigError(f"{where}.random-columns: expected a list of column names")
    hints.random_columns = [c.lower() for c in rnd]
    return hints


def apply_cli_overrides(
    cfg: Config,
    rows: list[str] = (),
    buffer_pool: Optional[str] = None,
    page_size: Optional[str] = None,
    fail_on: Optional[str] = None,
    select: Optional[list[str]] = None,
    ignore: Optional[list[str]] = None,
) -> Config:
    """The command line wins over the file."""
    server = cfg.server
    if buffer_pool is not None:
        server = replace(server, buffer_pool_bytes=parse_buffer_pool(buffer_pool, "--buffer-pool"), buffer_pool_source="cli")
    if page_size is not None:
        server = replace(server, page_size=parse_page_size(page_size, "--page-size"),
                         page_size_source="cli")
    cfg = replace(cfg, server=server, tables=dict(cfg.tables))
    for item in rows:
        if "=" not in item:
            raise ConfigError(f"--rows {item!r}: expected TABLE=N, like orders=40M")
        name, _, count = item.partition("=")
        key = name.strip().lower()
        old = cfg.tables.get(key, TableHints())
        cfg.tables[key] = replace(old, rows=parse_count(count, f"--rows {name}", most=math.inf), rows_source="cli")
    if fail_on is not None:
        cfg = replace(cfg, fail_on=_severity(fail_on, "--fail-on"))
    if select:
        cfg = replace(cfg, select=_codes(",".join(select).split(","), "--select"))
    if ignore:
        cfg = replace(cfg, ignore=cfg.ignore + _codes(",".join(ignore).split(","), "--ignore"))
    return cfg
