"""The buffer pool's figures the cliff model needs, and where each came from.

innodb_buffer_pool_size is not all page cache. The page cleaner keeps up to
`innodb_lru_scan_depth` pages free in each buffer-pool instance, the change buffer takes up to
`innodb_change_buffer_max_size` percent of the pool where the server buffers changes, and a page
read from disk enters the LRU list `innodb_old_blocks_pct` from its tail, promoted only on a
touch at least `innodb_old_blocks_time` after the first. Each figure is read from the server
(live mode), a stats snapshot or the config's [server] table; otherwise it is the documented
default for the configured server and version:

| variable | MySQL 8.0 | MySQL 8.4 | MariaDB 10.5+ |
|---|---|---|---|
| innodb_buffer_pool_instances | 8, or 1 when the pool is < 1 GiB | 1 when the pool is ≤ 1 GiB, else by CPUs (8 assumed) | 1 (no variable from 10.6) |
| innodb_lru_scan_depth | 1,024 | 1,024 | 1,536 |
| innodb_old_blocks_pct / _time | 37 % / 1,000 ms | 37 % / 1,000 ms | 37 % / 1,000 ms |
| innodb_change_buffering | all | none | none (10.5.15+, 10.6.7+); removed in 11.0 |
| innodb_change_buffer_max_size | 25 % | 25 % | 25 % |

Sources: MySQL 8.0 and 8.4 Reference Manuals, "InnoDB Startup Options and System Variables"
and "Configuring Multiple Buffer Pool Instances" (Oracle); MariaDB Knowledge Base, "InnoDB
System Variables" and "InnoDB Change Buffering" (MariaDB Foundation).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from ..config import ServerProfile

GIB = 1 << 30
DEFAULT_OLD_BLOCKS_PCT = 37
DEFAULT_OLD_BLOCKS_TIME_MS = 1000
DEFAULT_CHANGE_BUFFER_MAX = 25
MYSQL_LRU_SCAN_DEPTH = 1024
MARIADB_LRU_SCAN_DEPTH = 1536  # from MariaDB 10.5.7 (1,024 before)
MYSQL_84_INSTANCES_ASSUMED = 8  # 8.4 derives it from the CPUs above 1 GiB: not knowable from here

# where a figure came from, in words the estimate prints
_SOURCE_WORDS = {"live": "server", "stats": "snapshot", "config": "config", "cli": "command line"}


@dataclass(frozen=True)
class Figure:
    """One server figure and where it came from."""

    value: object
    source: str  # "server" | "snapshot" | "config" | "command line" | "default for MySQL 8.0" …


@dataclass(frozen=True)
class PoolFigures:
    """The buffer pool as the cliff model sees it."""

    pool_bytes: int
    page_bytes: int
    pool_source: str
    instances: Figure
    lru_scan_depth: Figure
    old_blocks_pct: Figure
    old_blocks_time_ms: Figure
    change_buffering: Figure  # "none" | "inserts" | "all" … ; "none" also where the server has none
    change_buffer_max_pct: Figure

    @property
    def total_pages(self) -> float:
        from .buffer_pool import DESCRIPTOR_SHARE

        return self.pool_bytes / self.page_bytes * DESCRIPTOR_SHARE

    @property
    def reserve_pages(self) -> float:
        """The free pages the page cleaner keeps on average at a slow (or unknown) read rate."""
        return self.reserve_at(None)

    def reserve_at(self, reads_per_second: Optional[float]) -> float:
        """The free pages the page cleaner keeps on average: RESERVE_SHARE of
        innodb_lru_scan_depth in each instance, less as reads a second approach the pool's
        pages (RESERVE_TURNOVER), at most RESERVE_CAP of an instance."""
        from .buffer_pool import RESERVE_CAP, RESERVE_SHARE, RESERVE_TURNOVER

        instances = max(int(self.instances.value), 1)
        per_instance = self.total_pages / instances
        turnover = (reads_per_second or 0.0) / self.total_pages
        share = RESERVE_SHARE / (1 + turnover / RESERVE_TURNOVER)
        return instances * min(share * int(self.lru_scan_depth.value), RESERVE_CAP * per_instance)

    @property
    def buffers_inserts(self) -> bool:
        """Whether inserts into non-unique secondary indexes go to the change buffer."""
        return self.change_buffering.value in ("inserts", "changes", "all")

    @property
    def change_buffer_pages(self) -> float:
        """Pages the change buffer may take (it fills to its maximum where it is used)."""
        if not self.buffers_inserts:
            return 0.0
        return self.total_pages * int(self.change_buffer_max_pct.value) / 100

    def usable_pages(self, pool_bytes: Optional[float] = None, reads_per_second: Optional[float] = None) -> float:
        """Pages that hold index pages, of the whole pool or of a share of it (`pool_bytes`): the
        reserve comes off once."""
        from .buffer_pool import pool_pages

        return pool_pages(self.pool_bytes if pool_bytes is None else pool_bytes, self.page_bytes,
                          self.reserve_at(reads_per_second))

    def cliff_pool(self, pool_bytes: Optional[float] = None, buffered: bool = False,
                   reads_per_second: Optional[float] = None) -> tuple[float, float]:
        """(pages for the LRU list, bytes of buffered inserts the change buffer holds) for a pool
        share of `pool_bytes` (default: the whole pool) at `reads_per_second` (None: slow or
        unknown); with `buffered` streams the change buffer's pages come off the LRU list's."""
        from .buffer_pool import change_buffer_bytes

        pages = self.usable_pages(pool_bytes, reads_per_second)
        if not (buffered and self.buffers_inserts):
            return pages, 0.0
        ibuf = self.change_buffer_pages
        return max(pages - ibuf, 0.0), change_buffer_bytes(ibuf, self.page_bytes)

    def describe(self) -> str:
        """One line: the figures used and where each came from."""
        from .units import size

        usable = self.usable_pages()
        n = int(self.instances.value)
        parts = [f"pool {size(self.pool_bytes)} ({self.pool_source}) = {int(self.total_pages):,} pages",
                 f"reserve {int(round(self.reserve_pages)):,} free pages ({n} instance{'s' if n != 1 else ''}, "
                 f"{self.instances.source}; innodb_lru_scan_depth {int(self.lru_scan_depth.value):,}, "
                 f"{self.lru_scan_depth.source})"]
        if self.buffers_inserts:
            parts.append(f"change buffering {self.change_buffering.value} ({self.change_buffering.source}): "
                         f"non-unique secondary leaves merged, change buffer up to "
                         f"{self.change_buffer_max_pct.value} % ({self.change_buffer_max_pct.source})")
        else:
            parts.append(f"change buffering none ({self.change_buffering.source})")
        return f"buffer pool for the cliff: {int(usable):,} usable pages — " + "; ".join(parts)


def _version(profile: ServerProfile) -> tuple[bool, tuple[int, ...], str]:
    version = profile.version or ""
    numbers = tuple(int(n) for n in re.findall(r"\d+", version)[:3]) or (0,)
    mariadb = "mariadb" in version.lower()
    name = f"{'MariaDB' if mariadb else 'MySQL'} {'.'.join(str(n) for n in numbers[:2])}"
    return mariadb, numbers, name


def default_change_buffering(profile: ServerProfile) -> str:
    """innodb_change_buffering's default for the profile's server and version."""
    mariadb, numbers, _ = _version(profile)
    if mariadb:
        return "none" if numbers >= (11,) or numbers >= (10, 6, 7) or (10, 5, 15) <= numbers < (10, 6) else "all"
    return "none" if numbers >= (8, 4) else "all"


def pool_figures(profile: ServerProfile) -> PoolFigures:
    """The figures of `profile`: read or configured where set, else the version's defaults."""
    mariadb, numbers, name = _version(profile)
    default = f"default for {name}"
    given = _SOURCE_WORDS.get(profile.pool_variables_source, profile.pool_variables_source)

    def pick(value, fallback) -> Figure:
        return Figure(value, given) if value is not None else Figure(fallback, default)

    pool = profile.buffer_pool_bytes
    if mariadb and numbers >= (10, 5):
        instances = Figure(1, f"{name}: one instance")  # the variable is ignored (10.5) or gone (10.6+)
    elif mariadb:
        instances = pick(profile.buffer_pool_instances, 8 if pool >= GIB else 1)
    elif numbers >= (8, 4):
        instances = pick(profile.buffer_pool_instances, 1 if pool <= GIB else MYSQL_84_INSTANCES_ASSUMED)
        if profile.buffer_pool_instances is None and pool > GIB:
            instances = Figure(MYSQL_84_INSTANCES_ASSUMED, f"{default}: by CPUs, {MYSQL_84_INSTANCES_ASSUMED} assumed")
    else:
        instances = pick(profile.buffer_pool_instances, 8 if pool >= GIB else 1)
    depth_default = MARIADB_LRU_SCAN_DEPTH if mariadb and numbers >= (10, 5, 7) else MYSQL_LRU_SCAN_DEPTH
    if mariadb and numbers >= (11,):
        buffering = Figure("none", f"{name} has no change buffer")
    elif profile.change_buffering is not None:
        buffering = Figure(profile.change_buffering,
                           _SOURCE_WORDS.get(profile.change_buffering_source, profile.change_buffering_source)
                           if profile.change_buffering_source != "default" else "server")
    else:
        buffering = Figure(default_change_buffering(profile), default)
    pool_source = _SOURCE_WORDS.get(profile.buffer_pool_source, profile.buffer_pool_source)
    if pool_source == "default":
        pool_source = f"default for {name}"
    return PoolFigures(
        pool_bytes=pool, page_bytes=profile.page_size, pool_source=pool_source, instances=instances,
        lru_scan_depth=pick(profile.lru_scan_depth, depth_default),
        old_blocks_pct=pick(profile.old_blocks_pct, DEFAULT_OLD_BLOCKS_PCT),
        old_blocks_time_ms=pick(profile.old_blocks_time_ms, DEFAULT_OLD_BLOCKS_TIME_MS),
        change_buffering=buffering,
        change_buffer_max_pct=pick(profile.change_buffer_max_size, DEFAULT_CHANGE_BUFFER_MAX),
    )
