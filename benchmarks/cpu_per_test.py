"""A pytest plugin: the CPU seconds of each test (set-up, call and tear-down), this process's own
and its waited-for children's (pre-commit, pip, git, `python -m schemalint`), one JSON line per
test in the file named by SCHEMALINT_CPU_LOG (each pytest-xdist worker appends its own lines).

    SCHEMALINT_CPU_LOG=cpu.jsonl python -m pytest -p benchmarks.cpu_per_test …

benchmarks/suite_time.py loads it and prints the CPU per file and the costliest tests: wall
durations on a shared machine follow the other processes' load, CPU seconds much less. Not
counted where it ran: a child's CPU lands on the test during which it is reaped (a server a
session fixture starts, on the test that tears it down; a pool's workers, on whatever test is
running when they are collected, e.g. 5 s on a 0.15 s test of test_workflow.py).
"""

from __future__ import annotations

import json
import os
import resource
import time

import pytest


def _cpu() -> tuple[float, float]:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    log = os.environ.get("SCHEMALINT_CPU_LOG")
    own, children, wall = *_cpu(), time.perf_counter()
    yield
    if not log:
        return
    own_after, children_after = _cpu()
    line = {"test": item.nodeid, "own": round(own_after - own, 4), "children": round(children_after - children, 4),
            "wall": round(time.perf_counter() - wall, 4), "worker": os.environ.get("PYTEST_XDIST_WORKER", "")}
    with open(log, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(line) + "\n")
