"""`--format json`: the stable contract other tools parse (schema: schemas/check.schema.json)."""

from __future__ import annotations

import json
from typing import Any

from ..findings import Finding
from . import summarize
from .untrusted import json_inert

JSON_VERSION = 1


def finding_dict(f: Finding) -> dict[str, Any]:
    s = f.span
    return {
        "code": f.code, "slug": f.slug, "severity": f.severity, "message": f.message,
        "path": s.path if s else None, "line": s.line if s else None, "column": s.column if s else None,
        "end_line": s.end_line if s else None, "end_column": s.end_column if s else None,
        "table": f.table, "index": f.index, "evidence": f.evidence, "fix": f.fix,
        "fix_kind": f.fix_kind, "headline": f.headline,
        "also": [finding_dict(g) for g in f.also],
        "members": [finding_dict(g) for g in f.members],
    }


def render(result) -> str:
    summary = summarize(result)
    doc = {
        "version": JSON_VERSION,
        "findings": [finding_dict(f) for f in result.findings],
        "summary": {
            "files": summary.files, "statements": summary.statements, "tables": summary.tables,
            "errors": summary.errors, "warnings": summary.warnings, "infos": summary.infos,
        },
    }
    return json_inert(json.dumps(doc, indent=2, ensure_ascii=False, default=str)) + "\n"
