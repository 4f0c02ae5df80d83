"""Sources a user can look up: messages and the catalogue cite the articles behind the mission
rules by author or site, title and year (with a URL where there is one), never by an internal
label ("seed 02"); a figure quoted from one of them names it in the same message."""

from __future__ import annotations

import re
from functools import lru_cache

import pytest

from schemalint.catalogue import catalogue_dir, load_catalogue
from schemalint.pipeline.lint import lint
from schemalint.read.source import decode
from tests.helpers import FIXTURES, make_config

# author or site → the title a reader can search for
TITLES = {
    "Vitess": "Why does Vitess recommend 250GB per MySQL server?",
    "Tellis": "Scaling writes in MySQL",
    "Gong": "Is 20M of rows still a valid soft limit of MySQL table in 2023?",
    "Tusa": "Amazon Aurora Multi-Primary First Impression",
}
RUBIN_TITLES = ("One Billion Tables in MySQL 8.0 with ZFS", "40 Million Tables in MySQL 8.0 With ZFS")
URLS = {"Vitess": "https://vitess.io/blog/2019-09-03-why-250gb-shards/",
        "Gong": "https://yishenggong.com/2023/05/22/is-20m-of-rows-still-a-valid-soft-limit-of-mysql-table-in-2023/"}

# figures the articles measured, and whose article they are
SEED_FIGURES = {
    r"2,100\b": "Tellis", r"\b150 rows/s": "Tellis", r"2\.7 GB": "Tellis", r"8,500 rows/s": "Tellis",
    r"\b13 ?% of its insert rate": "Vitess", r"10-12 h": "Vitess",
    r"650 CREATE TABLE": "Rubin", r"6 h 57 min": "Rubin", r"\b4\.7 TB": "Rubin", r"15 s every": "Rubin",
    r"\b0\.5 ms": "Gong", r"4-6 ms": "Gong", r"2–8×": "Gong",
}
INTERNAL = re.compile(r"\bseeds?\b|(?<![\w-])0[1-5]-[a-z]+-[a-z]", re.IGNORECASE)  # "seed 02", "02-scaling-…"


def names_its_source(text: str, author: str) -> bool:
    if author == "Rubin":
        return "Rubin" in text and any(t in text for t in RUBIN_TITLES)
    return TITLES[author] in text


def test_no_catalogue_entry_cites_an_internal_label_and_named_sources_are_titled():
    for path in sorted(catalogue_dir().glob("SL*.toml")):
        text = path.read_text(encoding="utf-8")
        assert not INTERNAL.search(text), (path.name, INTERNAL.search(text).group(0))
        doc = load_catalogue()[path.name.split("-")[0]]
        refs = " ".join(doc.references)
        for author in (*TITLES, "Rubin"):
            if re.search(rf"\b{author}\b", text):
                assert names_its_source(refs, author), f"{path.name} names {author} without the title in references"
                if author in URLS:
                    assert URLS[author] in refs, f"{path.name}: {author}'s article has a URL"


@lru_cache(maxsize=None)
def messages() -> tuple[str, ...]:
    """Every message the catalogue's bad examples and the fixtures give (folded ones too), linted
    when a test asks (once per process), not when the module is collected: every pytest-xdist
    worker collects it, and one of them runs its tests."""
    out = []
    for code, doc in sorted(load_catalogue().items()):
        for ex in doc.bad:
            cfg = make_config(getattr(ex, "config", "") or "")
            findings = lint([], cfg, sources=[decode(ex.sql.encode(), f"{code}.sql")]).findings
            out += [g.message for f in findings for g in (f, *f.also)]
    mission = FIXTURES / "mission"
    from schemalint.config import load_config

    result = lint([str(mission / "shop.sql")], load_config(mission / ".schemalint.toml"),
                  queries=[str(mission / "queries.sql")])
    out += [g.message for f in result.findings for g in (f, *f.also)]
    return tuple(out)


def test_the_messages_cover_the_rules_that_quote_the_articles():
    text = "\n".join(messages())
    assert len(messages()) > 200
    for figure in (r"2,100\b", r"\b0\.5 ms", r"650 CREATE TABLE", r"10-12 h", r"2–8×"):
        assert re.search(figure, text), figure  # (else the test below checks nothing for it)


def citation_problems(message: str) -> list[str]:
    """What is wrong with one message's citations: an internal label, a quoted figure without its
    source, an author and year without the title."""
    problems = []
    if INTERNAL.search(message):
        problems.append(f"internal label {INTERNAL.search(message).group(0)!r}")
    for figure, author in SEED_FIGURES.items():
        if re.search(figure, message) and not names_its_source(message, author):
            problems.append(f"{figure} without {author}'s title")
    for author in (*TITLES, "Rubin"):
        if re.search(rf"\b{author}\b,? \(?\d{{4}}", message) and not names_its_source(message, author):
            problems.append(f"{author} cited without the title")  # "Tellis 2009" is not a citation by itself
    return problems


def test_no_message_cites_an_internal_label_and_every_quoted_figure_names_its_source():
    """Each message on its own (one test over all of them rather than one per message: the same
    checks, and every offending message is listed)."""
    found = [(message, problems) for message in messages() if (problems := citation_problems(message))]
    assert not found, "\n".join(f"{'; '.join(problems)}: {message}" for message, problems in found)


@pytest.mark.parametrize("message, problem", [
    ("see seed 02 for the figure", "internal label"),
    ("the 02-scaling-writes article says so", "internal label"),
    ("a 2,100 rows/s ceiling", "without Tellis's title"),
    ("a 2,100 rows/s ceiling (Tellis 2009)", "without Tellis's title"),
    ("as Gong, 2023 found", "Gong cited without the title"),
])
def test_a_message_with_an_uncited_figure_or_an_internal_label_is_a_problem(message, problem):
    assert any(problem in p for p in citation_problems(message)), citation_problems(message)


def test_a_message_citing_its_source_is_no_problem():
    assert citation_problems(f"a 2,100 rows/s ceiling ({TITLES['Tellis']}, Tellis 2009)") == []
