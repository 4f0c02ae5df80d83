"""`schemalint estimate --format json`: the contract other tools parse
(schema: schemas/estimate.schema.json). Every number comes from the estimate objects."""

from __future__ import annotations

import json
from typing import Any, Optional

from .untrusted import json_inert

JSON_VERSION = 1


def _round(value: Optional[float], digits: int = 2) -> Optional[float]:
    return None if value is None else round(float(value), digits)


def index_dict(ix, t) -> dict[str, Any]:
    """One index of table estimate `t` (the pool model's figures are the table's to give)."""
    return {
        "name": ix.name,
        "primary": ix.primary,
        "unique": ix.unique,
        "columns": list(ix.columns),
        "insert_order": ix.insert_order,
        "record_bytes": _round(ix.record_bytes),
        "records_per_leaf": _round(ix.records_per_leaf),
        "fanout": _round(ix.fanout),
        "leaf_pages": ix.leaf_pages,
        "internal_pages": ix.internal_pages,
        "depth": ix.depth,
        "size_bytes": ix.size_bytes,
        "hot_bytes": ix.hot_bytes,
        "rows_at_next_depth": ix.rows_at_next_depth,
        "size_source": ix.size_source,
        "reads_per_insert": _round(t.index_reads_per_insert(ix), 3),
        "cliff_rows": t.index_cliff_rows(ix),
    }


def table_dict(t) -> dict[str, Any]:
    return {
        "table": t.table,
        "rows": t.rows,
        "rows_source": t.rows_source,
        "size_bytes": t.size_bytes,
        "hot_bytes": t.hot_bytes,
        "fit": t.fit,
        "rows_when_not_fitting": t.rows_when_not_fitting,
        "reads_per_insert": _round(t.reads_per_insert, 3),
        "cliff_rows": t.cliff_rows,
        "indexes": [index_dict(ix, t) for ix in t.indexes],
    }


def pool_figures_dict(figures) -> dict[str, Any]:
    """The pool figures the cliff model used, each with where it came from."""
    def item(figure):
        return {"value": figure.value, "source": figure.source}
    return {
        "pool_bytes": {"value": figures.pool_bytes, "source": figures.pool_source},
        "usable_pages": round(figures.usable_pages()),
        "reserve_pages": round(figures.reserve_pages),
        "instances": item(figures.instances),
        "lru_scan_depth": item(figures.lru_scan_depth),
        "old_blocks_pct": item(figures.old_blocks_pct),
        "old_blocks_time_ms": item(figures.old_blocks_time_ms),
        "change_buffering": item(figures.change_buffering),
        "change_buffer_max_pct": item(figures.change_buffer_max_pct),
    }


def to_dict(estimates) -> dict[str, Any]:
    server = estimates.server
    return {
        "version": JSON_VERSION,
        "server": {
            "page_size": server.page_size,
            "buffer_pool_bytes": server.buffer_pool_bytes,
            "source": server.source,
            **({"cliff_pool": pool_figures_dict(estimates.pool_figures)} if estimates.pool_figures else {}),
        },
        "tables": [table_dict(t) for t in estimates.tables],
    }


def render(estimates) -> str:
    return json_inert(json.dumps(to_dict(estimates), indent=2, ensure_ascii=False)) + "\n"
