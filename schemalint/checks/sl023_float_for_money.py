"""SL023 float-for-money: FLOAT/DOUBLE where exact amounts are stored.

FLOAT keeps about 7 significant digits, DOUBLE about 15, both in binary: 0.10 is not exactly
representable, so sums drift and equality tests fail. Money wants DECIMAL, which stores the
digits exactly (DECIMAL(19,4): 9 bytes, against DOUBLE's 8).

By default only columns named like an amount (price, amount, balance, cost, total, fee,
tax, ...) are reported, and not when another word of the name says it measures something
else (`total_time`, `cost_ms`, `tax_rate`, `total_weight`); `all = true` reports every
FLOAT/DOUBLE, like Skeema's lint-has-float.

Severity follows the digits. FLOAT's 24-bit mantissa keeps 7 significant digits: from 100,000.00
on, an amount loses its cents (a warning, the cost at a stated scale). DOUBLE's 53 bits keep 15:
every amount below 10,000,000,000,000.00 rounds back to its exact cents, and a sum drifts only in
the digits below them — advice (info), raisable in config.
"""

from __future__ import annotations

import re
from typing import Iterator

from ..model import Column
from .user_regex import matcher
from . import RuleContext, Violation, rule
from .sl010_key_too_long import modify_column

DEFAULT_PATTERNS = [
    r"price", r"amount", r"amt", r"balance", r"cost", r"fee", r"total", r"subtotal", r"tax", r"vat",
    r"salary", r"wage", r"revenue", r"payment", r"paid", r"refund", r"charge", r"discount", r"credit",
    r"debit", r"money", r"cash", r"budget", r"commission", r"invoice", r"payout", r"fare", r"tip",
]
_FLOATS = ("FLOAT", "DOUBLE")
# The largest amount with 2 decimals each type still stores to the cent: 7 and 15 significant digits
CENTS_EXACT_BELOW = {"FLOAT": 100_000, "DOUBLE": 10_000_000_000_000}
# Words that make a "total" or a "cost" a measurement: a duration, a rate, a count, a size.
_NOT_MONEY = frozenset({
    "time", "times", "duration", "elapsed", "seconds", "second", "secs", "sec", "ms", "millis", "msec", "us",
    "minutes", "minute", "mins", "hours", "hour", "hrs", "days", "latency", "runtime", "wait", "delay",
    "rate", "ratio", "percent", "percentage", "pct", "count", "num", "score", "points", "weight", "mass",
    "size", "bytes", "length", "distance", "width", "height", "cpu", "memory", "mem", "load", "usage",
    "temperature", "speed", "quantity", "qty", "volume", "factor", "probability", "prob",
})


def _words(name: str) -> list[str]:
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    return [w for w in re.split(r"[^A-Za-z0-9]+", spaced.lower()) if w]


def money_like(col: Column, patterns: list) -> bool:
    """`patterns`: user_regex.matcher objects (a configured pattern runs with a time limit)."""
    words = _words(col.name)
    if _NOT_MONEY.intersection(words):
        return False  # total_time, cost_ms, tax_rate: a measurement named after what it costs
    return any(p.fullmatch(w) for p in patterns for w in words)


def _decimal_for(col: Column) -> str:
    if col.precision is not None and col.scale is not None and col.precision <= 65:
        return f"DECIMAL({col.precision},{col.scale})"
    return "DECIMAL(19,4)"


@rule("SL023")
def float_for_money(ctx: RuleContext) -> Iterator[Violation]:
    defaults = frozenset(DEFAULT_PATTERNS)
    patterns = [matcher(str(p).lower(), "rules.SL023.patterns", ctx.config.path, defaults)
                for p in ctx.option("SL023", "patterns", DEFAULT_PATTERNS)]
    report_all = bool(ctx.option("SL023", "all", False))
    money_names: dict[str, bool] = {}  # column name -> money_like (names repeat across tables)
    for table in ctx.model.tables():
        for col in table.columns:
            if col.data_type not in _FLOATS:
                continue
            money = money_names.get(col.name)
            if money is None:
                money = money_names[col.name] = money_like(col, patterns)
            if not money and not report_all:
                continue
            digits = "about 7" if col.data_type == "FLOAT" else "about 15"
            target = _decimal_for(col)
            exact_below = CENTS_EXACT_BELOW[col.data_type]
            scale = (f" Cents are lost from {exact_below:,}.00 on." if col.data_type == "FLOAT" else
                     f" Amounts below {exact_below:,}.00 still round back to their cents, so this is advice.")
            lead = (f"{col.name} looks like an amount of money" if money else
                    f"{col.name} is {col.data_type}")
            yield Violation(
                message=(f"{table.qualified_name}.{col.name} is {col.data_type}{' UNSIGNED' if col.unsigned else ''}: "
                         f"{lead}, and binary floating point keeps {digits} significant digits and cannot hold "
                         f"0.10 exactly, so sums drift and equality tests fail.{scale if money else ''} Store it as {target}, "
                         f"which keeps every digit."),
                span=col.span or table.span, table=table.qualified_name,
                # DOUBLE keeps every cent of any realistic amount: no cost at a stated scale (a blind verdict:
                # "DOUBLE's 15 digits are ample for analytics shown rounded")
                severity="info" if money and col.data_type == "DOUBLE" else None,
                headline=f"{table.name}.{col.name}: {col.data_type} {'for money' if money else 'is inexact'}"
                         f"{f' (cents lost from {exact_below:,})' if money and col.data_type == 'FLOAT' else ''}; "
                         f"use {target}",
                evidence={"column": col.name, "type": col.data_type, "money_like": money, "suggested": target,
                          "cents_exact_below": exact_below},
                fix=modify_column(table, col, new_type=target) if not col.generated else None,
            )
