"""The severity policy (issue 26): every rule's catalogue entry names its category, its default
severity is the one the policy gives that category, and the configuration raises a style rule.

error = the server refuses it, or data is lost; warning = a cost the finding measures at a
stated scale; info = advice, style, deprecation, notes on what schemalint could not read.
Then the false-positive patterns of real schemas never tuned on: each finding below was a
warning before, on a table written here from the principle (not taken from any corpus).
"""

from __future__ import annotations

import pytest

from schemalint.catalogue import load_catalogue
from schemalint.severity import CATEGORY_SEVERITY
from tests.helpers import lint_sql

CATALOGUE = load_catalogue()


@pytest.mark.parametrize("code", sorted(CATALOGUE))
def test_default_severity_follows_the_category(code):
    doc = CATALOGUE[code]
    assert (doc.category in CATEGORY_SEVERITY, CATEGORY_SEVERITY.get(doc.category)) == (True, doc.severity)


def test_style_rules_are_info():
    style = {c: d.severity for c, d in CATALOGUE.items() if d.category in ("style", "deprecation")}
    assert style == {"SL028": "info", "SL029": "info", "SL031": "info", "SL034": "info"}


def _found(sql, config="", code=None):
    return [(f.code, f.severity, f.span.line if f.span else None) for f in lint_sql(sql, config)
            if code is None or f.code == code]


NARROW = """CREATE TABLE stock (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT,
  qty SMALLINT(3) NOT NULL,
  PRIMARY KEY (id)
) ENGINE=InnoDB;
"""


def test_display_width_is_info_by_default_and_raisable_in_config():
    assert _found(NARROW, code="SL029") == [("SL029", "info", 3)]
    assert _found(NARROW, '[severity]\nSL029 = "warning"\n', code="SL029") == [("SL029", "warning", 3)]
    assert _found(NARROW, '[severity]\nSL0 = "warning"\n', code="SL029") == [("SL029", "warning", 3)]
