"""The cache: an unchanged CREATE TABLE text is not parsed again, an edited one is (and only
it), a run on unchanged input reuses its findings, and nothing it does can make a result wrong."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from schemalint.pipeline.cache import MAGIC, TAG_BYTES, Cache
from schemalint.config import Config
from schemalint.pipeline.lint import lint
from schemalint.read.source import decode

from tests.helpers import REPO_ROOT, run_cli

SCHEMA = """CREATE DATABASE shop;
USE shop;
CREATE TABLE users (
  id int(5) NOT NULL AUTO_INCREMENT,
  email varchar(255) NOT NULL,
  PRIMARY KEY (id)
);
CREATE TABLE sessions (
  id char(36) NOT NULL,
  user_id int NOT NULL,
  PRIMARY KEY (id)
);
CREATE TABLE orders (
  id bigint NOT NULL AUTO_INCREMENT,
  amount float NOT NULL,
  PRIMARY KEY (id)
);
"""


def run(text: str, cache, reuse: bool = False, path: str = "schema.sql"):
    return lint([], Config(), sources=[decode(text.encode(), path)], cache=cache, reuse_findings=reuse)


def where(result) -> list[tuple]:
    return [(f.code, f.span.line, f.span.column, f.span.end_line, f.span.end_column, f.message) for f in result.findings]


def test_a_second_run_parses_no_create_table_and_finds_the_same(tmp_path):
    cache = Cache(tmp_path)
    first = run(SCHEMA, cache)
    assert first.loaded.parsed_statements == 5  # CREATE DATABASE, USE, three CREATE TABLE
    second = run(SCHEMA, Cache(tmp_path))
    assert second.loaded.parsed_statements == 2
    assert where(second) == where(first) and where(first)
    assert [t.qualified_name for t in second.model.tables()] == ["shop.users", "shop.sessions", "shop.orders"]


def test_editing_one_statement_reparses_exactly_that_one_and_moved_ones_keep_exact_spans(tmp_path):
    run(SCHEMA, Cache(tmp_path))
    # sessions is edited; two lines above users move every table down
    edited = SCHEMA.replace("USE shop;\n", "USE shop;\n-- a comment\n\n").replace("user_id int NOT NULL", "user_id bigint NOT NULL")
    cached = run(edited, Cache(tmp_path))
    assert cached.loaded.parsed_statements == 3  # CREATE DATABASE, USE, sessions
    fresh = run(edited, None)
    assert where(cached) == where(fresh)
    for table in fresh.model.tables():
        other = cached.model.find_table(table.name, table.schema)
        assert [c.span for c in other.columns] == [c.span for c in table.columns]
        assert [i.span for i in other.indexes] == [i.span for i in table.indexes]
        assert other.span == table.span


def test_a_statement_moved_along_its_first_line_shifts_its_columns(tmp_path):
    run(SCHEMA, Cache(tmp_path))
    edited = SCHEMA.replace("USE shop;\nCREATE TABLE users", "USE shop; CREATE TABLE users")
    cached, fresh = run(edited, Cache(tmp_path)), run(edited, None)
    assert cached.loaded.parsed_statements == 2
    users = cached.model.find_table("users", "shop")
    assert users.columns[0].span == fresh.model.find_table("users", "shop").columns[0].span
    assert where(cached) == where(fresh)


def test_an_unchanged_run_reuses_its_findings_and_any_change_misses(tmp_path):
    first = run(SCHEMA, Cache(tmp_path), reuse=True)
    again = run(SCHEMA, Cache(tmp_path), reuse=True)
    assert again.loaded.parsed_statements == 0 and again.loaded.statements == first.loaded.statements
    assert where(again) == where(first)
    assert again.model.table_count == 3
    other_name = run(SCHEMA, Cache(tmp_path), reuse=True, path="other.sql")
    assert other_name.loaded.parsed_statements == 5 and {f.path for f in other_name.findings} == {"other.sql"}
    config = Config(ignore=["SL029"])
    narrowed = lint([], config, sources=[decode(SCHEMA.encode(), "schema.sql")], cache=Cache(tmp_path),
                    reuse_findings=True)
    assert "SL029" in {f.code for f in first.findings} and "SL029" not in {f.code for f in narrowed.findings}


def test_a_damaged_or_unwritable_cache_is_a_miss_not_an_error(tmp_path):
    cache = Cache(tmp_path / "c")
    expected = where(run(SCHEMA, cache, reuse=True))
    for entry in cache.dir.iterdir():
        entry.write_bytes(b"\x80not a pickle")
    assert where(run(SCHEMA, Cache(tmp_path / "c"), reuse=True)) == expected
    blocked = tmp_path / "file"
    blocked.write_text("a file where the cache directory should be")
    assert where(run(SCHEMA, Cache(blocked), reuse=True)) == expected


def test_the_cache_is_versioned_by_schemalint_code_rules_and_sqlglot(tmp_path, monkeypatch):
    import schemalint.pipeline.cache as cache_module
    from schemalint.catalogue import catalogue_dir

    first = Cache(tmp_path).dir
    assert Cache(tmp_path).dir == first
    monkeypatch.setattr(cache_module, "_sqlglot_version", lambda: "another sqlglot")
    assert Cache(tmp_path).dir != first
    monkeypatch.undo()
    rule = sorted(catalogue_dir().glob("SL0*.toml"))[0]  # an edited rule file is another version too
    stat = rule.stat()
    try:
        os.utime(rule, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1))
        assert Cache(tmp_path).dir != first
    finally:
        os.utime(rule, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert Cache(tmp_path).dir == first


def test_cli_no_cache_writes_nothing_and_cache_dir_is_used(tmp_path):
    sql = tmp_path / "schema.sql"
    sql.write_text(SCHEMA)
    code, out, _ = run_cli("check", "--no-cache", str(sql), cwd=tmp_path)
    assert code == 1 and not (tmp_path / ".schemalint_cache").exists()
    code2, out2, _ = run_cli("check", "--cache-dir", str(tmp_path / "cc"), str(sql), cwd=tmp_path)
    assert (code2, out2) == (code, out)
    assert (tmp_path / "cc" / "CACHEDIR.TAG").is_file()
    code3, out3, _ = run_cli("check", "--cache-dir", str(tmp_path / "cc"), str(sql), cwd=tmp_path)
    assert (code3, out3) == (code, out)


def test_concurrent_runs_share_one_cache_safely(tmp_path):
    sql = tmp_path / "schema.sql"
    sql.write_text(SCHEMA * 1)
    cmd = [sys.executable, "-m", "schemalint", "check", "--format", "json", "--cache-dir", str(tmp_path / "cc"), str(sql)]
    procs = [subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO_ROOT) for _ in range(6)]
    outputs = [p.communicate() for p in procs]
    assert {p.returncode for p in procs} == {1}
    assert len({out for out, _ in outputs}) == 1 and all(err == b"" for _, err in outputs)
    assert not [p for p in Path(tmp_path / "cc").rglob(".tmp-*")]


def test_the_process_pool_builds_the_same_model_and_findings_as_the_replay(monkeypatch):
    import schemalint.pipeline.parallel as parallel

    parts = ["CREATE DATABASE a CHARACTER SET latin1;\nUSE a;\n"]
    for i in range(12):
        parts.append(f"CREATE TABLE t{i} (\n  id int(5) NOT NULL,\n  token char(36) NOT NULL,\n  c{i} float,\n"
                     f"  PRIMARY KEY (id), UNIQUE KEY uk (token)\n);\n")
    parts.append("CREATE TABLE broken (id int NOT NULL DEFAULTX 1);\n")  # a parse error, at its line
    parts.append("CREATE TABLE typo (id innt NOT NULL);\n")  # built with a finding: the replay's own
    parts.append("CREATE TABLE copy LIKE t1;\nCREATE TABLE sel (id int) AS SELECT REPLACE('a', 'b', 'c') AS x;\n")
    parts.append("CREATE DATABASE b;\nUSE b;\n" + parts[1])  # same text, other charset: another table
    text = "".join(parts)
    monkeypatch.setattr(parallel, "POOL_THRESHOLD", 5)
    monkeypatch.setattr(parallel, "CHUNK", 4)
    monkeypatch.setattr(parallel, "workers", lambda: 2)
    pooled = run(text, None)
    # the replay parsed 2 × (CREATE DATABASE, USE) and what no worker built cleanly: broken, typo,
    # LIKE (it needs t1), … SELECT (a note); a's twelve tables and b's t0 came from the pool
    assert pooled.loaded.parsed_statements == 8
    monkeypatch.setattr(parallel, "POOL_THRESHOLD", 10**9)
    replayed = run(text, None)
    assert where(pooled) == where(replayed)
    assert replayed.loaded.parsed_statements == 21
    assert [(f.span.line, f.message[:30]) for f in pooled.findings if f.code == "SL001"] == [
        (75, "cannot parse CREATE TABLE: Exp"), (76, "column id: unknown data type I"), (78, "CREATE TABLE … SELECT: only th")]
    for table in replayed.model.tables():
        other = pooled.model.find_table(table.name, table.schema)
        assert other == table and [c.span for c in other.columns] == [c.span for c in table.columns]



def test_the_pool_starts_on_the_first_create_tables_while_the_split_goes_on(monkeypatch):
    import schemalint.pipeline.lint as lint_module
    import schemalint.pipeline.parallel as parallel
    import schemalint.read.source as source_module

    text = "".join(f"CREATE TABLE t{i} (id int NOT NULL, c{i} float, PRIMARY KEY (id));\n" for i in range(30))
    monkeypatch.setattr(parallel, "POOL_THRESHOLD", 5)
    monkeypatch.setattr(parallel, "CHUNK", 4)
    monkeypatch.setattr(parallel, "workers", lambda: 2)
    monkeypatch.setattr(source_module, "BATCH", 3)
    splitting, submitted = [False], []
    real_split, real_submit = lint_module.split, parallel.Prebuilt._submit

    def split(*args):
        splitting[0] = True
        try:
            return real_split(*args)
        finally:
            splitting[0] = False

    def submit(self, chunk):
        submitted.append((splitting[0], [job[1].split()[2] for job in chunk]))
        return real_submit(self, chunk)

    monkeypatch.setattr(lint_module, "split", split)
    monkeypatch.setattr(parallel.Prebuilt, "_submit", submit)
    pooled = run(text, None)
    # the first chunk left when 6 statements were split (5 new texts: the threshold), the last at the end
    assert submitted[0] == (True, ["t0", "t1", "t2", "t3"])
    assert submitted[-1] == (False, ["t28", "t29"])
    assert sum(len(names) for _, names in submitted) == 30
    assert pooled.loaded.parsed_statements == 0
    monkeypatch.setattr(parallel, "POOL_THRESHOLD", 10**9)
    assert where(pooled) == where(run(text, None))


def test_a_file_too_small_for_the_pool_is_not_scanned_for_it(monkeypatch):
    import schemalint.pipeline.prebuild as prebuild_module
    import schemalint.pipeline.parallel as parallel

    monkeypatch.setattr(parallel, "workers", lambda: 2)
    scans = []
    real = prebuild_module.Prebuild._scratch
    monkeypatch.setattr(prebuild_module.Prebuild, "_scratch", lambda self: scans.append(1) or real(self))
    small = run(SCHEMA, None)
    assert scans == []
    monkeypatch.setattr(parallel, "POOL_THRESHOLD", 2)
    assert where(run(SCHEMA, None)) == where(small) and scans == [1]


def test_tables_the_pool_built_are_cached_as_its_bytes_and_come_back_at_their_places(tmp_path, monkeypatch):
    import pickle

    import schemalint.pipeline.parallel as parallel

    monkeypatch.setattr(parallel, "POOL_THRESHOLD", 2)
    monkeypatch.setattr(parallel, "CHUNK", 1)
    monkeypatch.setattr(parallel, "workers", lambda: 2)
    uncached = run(SCHEMA, None)
    first = run(SCHEMA, Cache(tmp_path))
    [pack] = [p for p in tmp_path.rglob("stmts-*")]
    entries = pickle.loads(pack.read_bytes()[len(MAGIC) + TAG_BYTES:])  # (after the HMAC that vouches for it)
    assert all(isinstance(e[0], bytes) for e in entries.values())
    assert sorted(e[2:] for e in entries.values()) == [[3, 1], [8, 1], [13, 1]]  # built where they stand
    moved = "-- a new first line\n" + SCHEMA
    second = run(moved, Cache(tmp_path))
    assert second.loaded.parsed_statements == 2  # CREATE DATABASE and USE; no CREATE TABLE
    assert where(first) == where(uncached)
    assert where(second) == [(c, line + 1, col, end + 1, end_col, m) for c, line, col, end, end_col, m in where(first)]


def _dies_on_the_second_chunk(jobs):
    if any(key == b"die" for key, *_ in jobs):
        os._exit(3)  # a worker killed mid-run (out of memory, a signal)
    return _real_build_chunk(jobs)


def test_a_pool_that_breaks_midway_leaves_the_rest_to_the_replay(monkeypatch):
    import schemalint.pipeline.cache as cache_module
    import schemalint.pipeline.parallel as parallel

    global _real_build_chunk
    _real_build_chunk = parallel.build_chunk
    monkeypatch.setattr(parallel, "POOL_THRESHOLD", 2)
    monkeypatch.setattr(parallel, "CHUNK", 1)
    monkeypatch.setattr(parallel, "workers", lambda: 2)
    serial = run(SCHEMA, None)
    real_key = cache_module.statement_key
    second_table = SCHEMA.split(";\n")[3]  # CREATE TABLE sessions … (the second CREATE TABLE)
    monkeypatch.setattr(cache_module, "statement_key",
                        lambda text, *rest: b"die" if text == second_table else real_key(text, *rest))
    monkeypatch.setattr(parallel, "build_chunk", _dies_on_the_second_chunk)
    broken = run(SCHEMA, None)
    assert where(broken) == where(serial)
    assert broken.loaded.parsed_statements > 2  # the replay parsed what the pool did not deliver


def test_a_warm_run_prints_the_stored_report_byte_for_byte(tmp_path):
    sql = tmp_path / "schema.sql"
    sql.write_text(SCHEMA)
    cache = tmp_path / "cc"
    for fmt in ("text", "json", "sarif"):
        first = run_cli("check", "--format", fmt, "--cache-dir", str(cache), str(sql), cwd=tmp_path)
        stored = sorted(p.name for p in cache.rglob("run-out-*"))
        again = run_cli("check", "--format", fmt, "--cache-dir", str(cache), str(sql), cwd=tmp_path)
        assert again == first and first[0] == 1
        assert sorted(p.name for p in cache.rglob("run-out-*")) == stored  # no new entry: it was a hit
    assert len(list(cache.rglob("run-out-*"))) == 3
    fresh = run_cli("check", "--format", "sarif", "--no-cache", str(sql), cwd=tmp_path)
    assert fresh == first


def test_a_warm_run_replays_stderr_and_the_exit_code_and_lints_nothing(tmp_path):
    from schemalint.cli.replay import Printed

    sql = tmp_path / "schema.sql"
    sql.write_text(SCHEMA)
    cache = tmp_path / "cc"
    args = ("check", "--rows", "nosuch=5", "--fail-on", "error", "--cache-dir", str(cache), str(sql))
    first = run_cli(*args, cwd=tmp_path)
    assert first[0] == 0 and first[2] == "schemalint: --rows names no table of the input: nosuch\n"
    assert run_cli(*args, cwd=tmp_path) == first
    stricter = run_cli(*args[:4], "warning", *args[5:], cwd=tmp_path)  # another --fail-on: another entry
    assert stricter[0] == 1 and stricter[1:] == first[1:]
    assert len(list(cache.rglob("run-out-*"))) == 2
    # a hit prints the stored entry and nothing else: doctor them and see exactly that come back
    for name in (p.name for p in cache.rglob("run-out-*")):
        Cache(cache).store_result(name[len("run-"):], Printed(["doc", "tored\n"], ["stored note\n"], 3))
    assert run_cli(*args, cwd=tmp_path) == (3, "doctored\n", "stored note\n")


def test_stored_findings_are_not_reused_on_another_day(tmp_path, monkeypatch):
    import schemalint.pipeline.cache as cache_module

    run(SCHEMA, Cache(tmp_path), reuse=True)
    assert run(SCHEMA, Cache(tmp_path), reuse=True).loaded.parsed_statements == 0
    monkeypatch.setattr(cache_module, "_today", lambda: "2099-01-01")  # SL025/SL301 count from today
    assert run(SCHEMA, Cache(tmp_path), reuse=True).loaded.parsed_statements == 2  # CREATE TABLEs still cached


def test_a_warm_run_on_other_paths_with_the_same_input_prints_its_own_errors(tmp_path):
    """Two empty directories add no input (one run key), but each is refused by its own name."""
    cache = tmp_path / "cc"
    for name in ("first", "second"):
        (tmp_path / name).mkdir()
        code, _, err = run_cli("check", "--cache-dir", str(cache), name, cwd=tmp_path)
        assert code == 2 and err == f"schemalint: error: {name}: no .sql files below this directory: nothing to lint\n"


# -- hostile cache folders (issue 32: a cache that cannot run code or write elsewhere) --------

class _Touch:
    """What a planted entry would run when unpickled: `touch` a file."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def _entries(cache_dir: Path) -> list[Path]:
    return sorted(p for p in cache_dir.rglob("*") if p.name.startswith(("run-", "stmts-")))


def _cached_run(tmp_path: Path, monkeypatch):
    """A CLI run that filled a cache (this user's key under tmp_path): sql, cache, args, its output."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "home-cache"))
    sql = tmp_path / "schema.sql"
    sql.write_text(SCHEMA)
    cache = tmp_path / "cc"
    args = ("check", "--cache-dir", str(cache), str(sql))
    return sql, cache, args, run_cli(*args, cwd=tmp_path)


def test_a_planted_entry_is_never_unpickled_and_the_run_is_unchanged(tmp_path, monkeypatch):
    import pickle

    sql, cache, args, expected = _cached_run(tmp_path, monkeypatch)
    names = _entries(cache)
    assert {p.name[:4] for p in names} == {"run-", "stmt"} and expected[0] == 1
    marker = tmp_path / "PWNED"
    payload = pickle.dumps(_Touch(marker))
    assert not marker.exists()
    # what a pull request would commit: a bare pickle, or one behind a header and a forged tag
    for planted in (payload, MAGIC + bytes(TAG_BYTES) + payload, MAGIC + os.urandom(TAG_BYTES) + payload):
        for entry in names:
            entry.write_bytes(planted)
        assert run_cli(*args, cwd=tmp_path) == expected
        assert not marker.exists()
    # another user's key (a fresh CI home): the entries of the old one are misses too
    for entry in names:
        entry.write_bytes(payload)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "other-home"))
    assert run_cli(*args, cwd=tmp_path) == expected and not marker.exists()


def test_the_key_is_private_to_the_user_and_a_shared_one_is_refused(tmp_path, monkeypatch):
    from schemalint.pipeline.cache import KEY_BYTES, cache_key, key_path

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    key = cache_key()
    path = key_path()
    assert path == tmp_path / "xdg" / "schemalint" / "key"
    assert len(key) == KEY_BYTES and cache_key() == key
    assert (path.stat().st_mode & 0o777, path.parent.stat().st_mode & 0o777) == (0o600, 0o700)
    path.chmod(0o644)  # readable by others: anyone could sign entries
    assert cache_key() is None


def test_a_linked_sub_folder_or_entry_is_never_followed_or_written_through(tmp_path, monkeypatch):
    sql, cache, args, expected = _cached_run(tmp_path, monkeypatch)
    [version] = [p for p in cache.iterdir() if p.is_dir()]
    # an entry replaced by a link to a file outside: not read, and replaced (not written through)
    outside = tmp_path / "outside.txt"
    outside.write_text("not the cache's\n")
    [run_entry] = [p for p in version.iterdir() if p.name.startswith("run-out-")]
    run_entry.unlink()
    run_entry.symlink_to(outside)
    assert run_cli(*args, cwd=tmp_path) == expected
    assert outside.read_text() == "not the cache's\n" and not run_entry.is_symlink()
    # the version sub-folder replaced by a link elsewhere: ignored with one warning line, nothing written there
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    import shutil

    shutil.rmtree(version)
    version.symlink_to(elsewhere, target_is_directory=True)
    sql.write_text(SCHEMA + "CREATE TABLE extra (id int PRIMARY KEY);\n")  # new entries to write
    code, out, err = run_cli(*args, cwd=tmp_path)
    fresh = run_cli("check", "--no-cache", str(sql), cwd=tmp_path)
    assert (code, out) == fresh[:2]
    assert list(elsewhere.iterdir()) == []
    assert err == f"schemalint: warning: {version} is a symbolic link: the cache is not used (it never follows links; delete it or give --cache-dir)\n"
    # the cache folder itself a link (committed to a repository as one): the same
    shutil.rmtree(cache)
    cache.symlink_to(elsewhere, target_is_directory=True)
    code, out, err = run_cli(*args, cwd=tmp_path)
    assert (code, out) == fresh[:2] and "is a symbolic link: the cache is not used" in err
    assert list(elsewhere.iterdir()) == []


def test_a_cache_folder_of_another_user_is_ignored_with_one_warning(tmp_path, monkeypatch):
    import pytest

    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("needs root to give a folder to another user")
    sql, cache, args, expected = _cached_run(tmp_path, monkeypatch)
    before = {p: p.read_bytes() for p in _entries(cache)}
    os.chown(cache, 65534, 65534)
    sql.write_text(SCHEMA + "CREATE TABLE extra (id int PRIMARY KEY);\n")
    code, out, err = run_cli(*args, cwd=tmp_path)
    assert (code, out) == run_cli("check", "--no-cache", str(sql), cwd=tmp_path)[:2] and code == expected[0]
    assert err == (f"schemalint: warning: {cache} belongs to another user (uid 65534): the cache is not used "
                   "(like git's safe.directory; delete it or give --cache-dir)\n")
    assert {p: p.read_bytes() for p in _entries(cache)} == before  # nothing read, nothing written


def test_a_fifo_in_place_of_an_entry_is_a_miss_not_a_hang(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "home-cache"))
    first = where(run(SCHEMA, Cache(tmp_path), reuse=True))
    for entry in _entries(tmp_path):
        entry.unlink()
        os.mkfifo(entry)
    assert where(run(SCHEMA, Cache(tmp_path), reuse=True)) == first


def test_the_run_key_reads_the_bytes_digest_only_while_the_text_is_unchanged(tmp_path):
    """The run key hashes the bytes read (no second encoding of a 100 MB text) — but a text
    changed after reading (a dbmate file cut to its up section) is hashed as it is now."""
    from schemalint.pipeline.cache import run_key
    from schemalint.config import Config
    from schemalint.read.source import read_source

    from schemalint.read.source import DIGEST_FROM_BYTES

    path = tmp_path / "a.sql"
    path.write_text("CREATE TABLE t (a INT);\n" * (DIGEST_FROM_BYTES // 24 + 1))
    src = read_source(path)
    assert src.read_digest is not None and src.read_digest[0] is src.text
    key = run_key([src], Config(), [])
    src.text = src.text.replace("TABLE t", "TABLE u", 1)  # same length, other text
    assert run_key([src], Config(), []) != key


def test_the_code_digest_covers_every_module_of_the_package():
    """The cache is keyed by the package's source files: all of them, wherever cache.py lies (issue
    31 moves it into a stage package; its own folder alone would miss an edited rule or parser)."""
    from schemalint.pipeline import cache

    assert cache._PACKAGE == REPO_ROOT / "schemalint"
    covered = {Path(p).relative_to(cache._PACKAGE).as_posix() for p, _ in cache._source_files(str(cache._PACKAGE))}
    assert {"model.py", "checks/sl010_key_too_long.py", "report/text.py", "estimate/btree.py"} <= covered
