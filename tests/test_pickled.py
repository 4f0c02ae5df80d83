"""pickled_by_fields: a copy of one of the model's slotted dataclasses (the builder copies a
shared column for every table that repeats it) is what copy.copy made of its __reduce__
before __copy__ stood in for that: the same fields, in a new object the caller may change.
And its __reduce_ex__, which spares pickle object.__reduce_ex__'s lookups, gives what that
gave: its __reduce__, at every protocol (so the pickled bytes are the same)."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from schemalint.model import ClusteredIndex, Span
from tests.helpers import FIXTURES, lint_result

_PARTITIONED = """CREATE TABLE p (id INT NOT NULL, a INT, PRIMARY KEY (id), KEY ka (a),
  CONSTRAINT fk FOREIGN KEY (a) REFERENCES p (id))
PARTITION BY RANGE (id) (PARTITION p0 VALUES LESS THAN (10), PARTITION p1 VALUES LESS THAN MAXVALUE);
CREATE TABLE q (v VARCHAR(10) NULL);
"""


def _spans():
    result = lint_result(_PARTITIONED + (FIXTURES / "example.sql").read_text(encoding="utf-8"))
    for table in result.model.tables():
        yield table.span
        yield from (c.span for c in table.columns)


def _instances():
    """One of everything the decorator applies to, from a linted schema with findings."""
    result = lint_result(_PARTITIONED + (FIXTURES / "example.sql").read_text(encoding="utf-8"))
    yield from result.findings
    for table in result.model.tables():
        yield table.options
        yield table.clustered_index()
        yield ClusteredIndex("hidden", None)
        yield from table.columns
        yield from table.foreign_keys
        for index in table.indexes:
            yield index
            yield from index.parts
        if table.partitioning is not None:
            yield table.partitioning
            yield from table.partitioning.partitions


def _by_reduce(x):
    """What copy.copy does with an object that has __reduce_ex__ but no __copy__."""
    return copy._reconstruct(x, None, *x.__reduce_ex__(4))


def test_a_copy_is_the_copy_through_reduce():
    kinds = set()
    for x in _instances():
        kinds.add(type(x).__name__)
        assert "__copy__" in type(x).__dict__
        made = copy.copy(x)
        want = _by_reduce(x)
        assert made is not x and type(made) is type(want)
        assert _fields(made) == _fields(want)
        assert all(getattr(made, f.name) is getattr(x, f.name) for f in dataclasses.fields(x))  # shallow
    assert kinds >= {"Finding", "Column", "Index", "IndexPart", "ForeignKey", "Partitioning", "PartitionDef",
                     "TableOptions", "ClusteredIndex"}


def test_a_copied_column_changes_alone():
    column = next(x for x in _instances() if type(x).__name__ == "Column")
    before = _by_reduce(column)
    made = copy.copy(column)
    made.name, made.nullable = "other", not column.nullable
    assert column == before


def test_reduce_ex_is_reduce_at_every_protocol():
    for x in _instances():
        assert "__reduce_ex__" in type(x).__dict__
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            assert x.__reduce_ex__(protocol) == object.__reduce_ex__(x, protocol) == x.__reduce__()
            assert _fields(pickle.loads(pickle.dumps(x, protocol))) == _fields(x)
        deep = copy.deepcopy(x)
        assert _fields(deep) == _fields(x) and deep is not x


def _fields(x) -> list:
    """What a dataclass holds, compared field by field: some (ClusteredIndex) have no __eq__."""
    return [getattr(x, f.name) for f in dataclasses.fields(x)]


def test_a_span_is_an_immutable_value_that_pickles_and_copies_as_itself():
    spans = list(_spans())
    assert len(spans) > 10 and all(type(s) is Span for s in spans)
    for span in spans:
        assert copy.copy(span) is span and copy.deepcopy(span) is span
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            loaded = pickle.loads(pickle.dumps(span, protocol))
            assert type(loaded) is Span and loaded == span
            assert (loaded.path, loaded.line, loaded.column, loaded.end_line, loaded.end_column) == tuple(span)
        with pytest.raises(AttributeError):
            span.line = 1
