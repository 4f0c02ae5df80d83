"""Rules: pure functions from a RuleContext to violations. No parsing, no I/O, no printing.

A rule module defines one function decorated with `@rule("SL103")`. Its code, slug, default
severity and documentation live in the catalogue (`rules/SL103-*.toml`), so the text a user
reads with `schemalint explain` and the behaviour cannot drift apart.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional

from ..config import Config
from ..model import Model, Span


@dataclass(eq=False)  # never compared or changed: no generated __eq__, __setattr__ or __delattr__ to start
class Violation:
    """What a rule returns: whether and where. The registry adds code, slug and severity."""

    message: str
    span: Optional[Span]
    table: Optional[str] = None
    index: Optional[str] = None
    evidence: dict[str, Any] = field(default_factory=dict)
    fix: Optional[str] = None
    severity: Optional[str] = None  # overrides the catalogue default (e.g. info for small tables)
    headline: Optional[str] = None  # short form for the default text output (Finding.headline)


@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class Query:
    """A SELECT statement found in the checked files or in --queries files."""

    tree: Any  # sqlglot expression
    span: Span
    text: str


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class RuleContext:
    """What a rule reads: the model, the configuration, the estimates and the other inputs."""

    model: Model
    config: Config
    estimates: Any = None  # estimate.ModelEstimate when the estimator ran, else None
    queries: list[Query] = field(default_factory=list)
    assessments: list[Any] = field(default_factory=list)  # online_ddl.AlterAssessment, statement order
    live: Any = None  # stats.ServerData: statistics from a live server or a snapshot (SL110–SL112), else None

    def option(self, code: str, key: str, default: Any) -> Any:
        return self.config.option(code, key, default)


RuleFunc = Callable[[RuleContext], Iterable[Violation]]

# How far a rule looks, so that identical copies of a schema (schema per tenant) share one run
# and one finding (identical_schemas.py). Rules here read one table, or tables of its own
# schema, and nothing that differs between copies but what the set says:
# - SCHEMA_DDL_RULES read the DDL and the server profile only;
# - SCHEMA_NUMBERS_RULES also read the table's hints (rows, growth, measured sizes), its
#   estimate, its AUTO_INCREMENT counter or a live server's statistics of it, so copies
#   group only when those agree too.
# Every other rule (SL401's queries, SL501's schema count, the SL6xx migration checks, a new
# rule) sees the whole model.
SCHEMA_DDL_RULES = frozenset({
    "SL010", "SL011", "SL012", "SL021", "SL022", "SL023", "SL024", "SL027", "SL028", "SL029",
    "SL030", "SL031", "SL034", "SL035", "SL103", "SL302",
})
SCHEMA_NUMBERS_RULES = frozenset({
    "SL020", "SL025", "SL026", "SL032", "SL033", "SL101", "SL102", "SL110", "SL111", "SL112",
    "SL201", "SL202", "SL203", "SL301",
})
# Rules that read the estimator's figures (ctx.estimates, directly or through checks.sizing).
# On a big model every other rule runs in a forked child while the estimator works
# (lint.rules_ahead); a rule missing here that does read them fails the child, and the
# parent then runs the child's rules itself, so a stale list costs time, never findings.
READS_ESTIMATES = frozenset({
    "SL020", "SL025", "SL026", "SL032", "SL101", "SL102", "SL201", "SL202", "SL203", "SL301", "SL401",
    "SL601", "SL602", "SL603", "SL604", "SL605", "SL606", "SL607", "SL608", "SL609",
})
_REGISTRY: dict[str, RuleFunc] = {}

# Every rule module, imported on first use. Add a new rule's module here.
RULE_MODULES = (
    "sl010_key_too_long",
    "sl011_row_size_too_large",
    "sl012_invalid_definition",
    "sl020_redundant_index",
    "sl021_charset",
    "sl022_engine",
    "sl023_float_for_money",
    "sl024_zero_date_default",
    "sl025_timestamp_2038",
    "sl026_auto_increment_type",
    "sl027_foreign_key_checks",
    "sl028_reserved_word",
    "sl029_display_width",
    "sl030_nullable_unique",
    "sl031_has_enum",
    "sl032_too_many_indexes",
    "sl033_wide_primary_key",
    "sl034_naming",
    "sl035_creation_time_on_update",
    "sl101_random_unique_key",
    "sl102_primary_key_insert_order",
    "sl103_missing_primary_key",
    "sl110_auto_increment_exhaustion",
    "sl111_unused_index",
    "sl112_redundant_by_pk_suffix",
    "sl201_working_set_exceeds_buffer_pool",
    "sl202_btree_depth",
    "sl203_shard_size",
    "sl301_missing_time_partitioning",
    "sl302_partition_key_not_in_unique_key",
    "sl401_select_star_double_lookup",
    "sl501_tenant_schema_explosion",
    "sl601_table_rebuild",
    "sl602_blocking_ddl",
    "sl603_destructive_change",
    "sl604_data_dependent_change",
    "sl605_online_tool_preflight",
    "sl606_copy_tool_data_loss",
    "sl607_instant_possible",
    "sl608_lock_wait_timeout",
    "sl609_rename_in_use",
)


def rule(code: str) -> Callable[[RuleFunc], RuleFunc]:
    def register(func: RuleFunc) -> RuleFunc:
        _REGISTRY[code] = func
        return func

    return register


def registry() -> dict[str, RuleFunc]:
    global _ALL_IMPORTED
    if not _ALL_IMPORTED:  # not "if not _REGISTRY": one rule module imported first must not hide the rest
        for name in RULE_MODULES:
            importlib.import_module(f"{__name__}.{name}")
        _ALL_IMPORTED = True
    return _REGISTRY


_ALL_IMPORTED = False
