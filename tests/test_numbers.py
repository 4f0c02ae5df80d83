"""Numbers are sanity-checked (issue 18, item 5): row counts a table cannot hold, negative, NaN
or infinite counts, buffer pools under the server's 5 MiB minimum (a bare small number is a
forgotten unit), and page sizes InnoDB does not have — on the command line and in config files,
each a one-line exit-2 error."""

from __future__ import annotations

import pytest

from schemalint.config import ConfigError
from tests.helpers import FIXTURES, make_config, run_cli

EXAMPLE = str(FIXTURES / "example.sql")  # shop.customers, shop.page_views, shop.sessions


@pytest.mark.parametrize("args, message", [
    (["--rows", "sessions=-5"], "--rows sessions: must be a non-negative number, got '-5'"),
    (["--rows", "sessions=1e400"], "--rows sessions: '1e400' is beyond what InnoDB can count (2^64 − 1"),
    (["--rows", "sessions=NaN"], "--rows sessions: 'NaN' is not a number"),
    (["--buffer-pool", "16"], "--buffer-pool: '16' is 16 bytes, below the 5 MiB a buffer pool needs at least "
                              "(innodb_buffer_pool_size); did you mean 16G?"),
    (["--buffer-pool", "4M"], "--buffer-pool: '4M' is 4,194,304 bytes, below the 5 MiB"),
    (["--page-size", "16"], "--page-size: innodb_page_size must be 4K, 8K, 16K, 32K or 64K, got 16 bytes; "
                            "did you mean 16K?"),
    (["--page-size", "12K"], "--page-size: innodb_page_size must be 4K, 8K, 16K, 32K or 64K, got 12288 bytes"),
])
@pytest.mark.parametrize("command", ["check", "estimate"])
def test_the_command_line_refuses_numbers_no_server_has(command, args, message):
    code, out, err = run_cli(command, EXAMPLE, *args)
    assert code == 2 and message in err, err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err and not out


@pytest.mark.parametrize("command", ["check", "estimate"])
def test_a_row_count_beyond_what_the_table_can_hold_says_the_limit(command):
    """sessions: ≈ 229 B a row in its two indexes; a 64 TiB tablespace holds ≈ 308 B of them."""
    code, out, err = run_cli(command, EXAMPLE, "--rows", "sessions=1e30")
    assert code == 2 and not out
    assert err.strip() == ("schemalint: error: --rows: 1e+30 rows for shop.sessions is beyond what InnoDB can hold "
                           "in that table: at most ≈ 308 bn rows (64 TiB a tablespace, ≈ 229 B a row in its indexes)")
    code, out, err = run_cli(command, EXAMPLE, "--rows", "sessions=300bn")
    assert code in (0, 1) and "sessions" in out, err  # just under the limit: estimated


def test_the_limit_follows_the_page_size_and_the_partitions(tmp_path):
    """A narrow table (≈ 27 B a row: the hidden row id, the transaction fields, one byte): 2^32
    pages of 16 KiB hold ≈ 2.56 tn rows, of 4 KiB (more page overhead a row) ≈ 620 bn, four partitions four times."""
    (tmp_path / "h.sql").write_text("CREATE TABLE h (a TINYINT NOT NULL);\n"
                                    "CREATE TABLE p (a TINYINT NOT NULL) PARTITION BY KEY (a) PARTITIONS 4;\n")
    code, out, err = run_cli("estimate", "h.sql", "--rows", "h=1e15", cwd=tmp_path)
    assert code == 2 and "at most ≈ 2.56 tn rows (64 TiB a tablespace, ≈ 27 B a row" in err, err
    code, out, err = run_cli("estimate", "h.sql", "--rows", "h=1e15", "--page-size", "4K", cwd=tmp_path)
    assert code == 2 and "at most ≈ 620 bn rows (16 TiB a tablespace, ≈ 28 B a row" in err, err
    code, out, err = run_cli("estimate", "h.sql", "--rows", "p=1e15", cwd=tmp_path)
    assert code == 2 and "at most ≈ 10.2 tn rows (64 TiB a tablespace × 4 partitions" in err, err


@pytest.mark.parametrize("toml, message", [
    ('[server]\nbuffer-pool = 16\n', "server.buffer-pool: 16 is 16 bytes, below the 5 MiB a buffer pool needs at "
                                     "least (innodb_buffer_pool_size); did you mean 16G?"),
    ('[server]\nbuffer-pool = "1M"\n', "server.buffer-pool: '1M' is 1,048,576 bytes, below the 5 MiB"),
    ('[server]\npage-size = "2K"\n', "server.page-size: innodb_page_size must be 4K, 8K, 16K, 32K or 64K"),
    ('[server]\npage-size = 64\n', "got 64 bytes; did you mean 64K?"),
    ('[tables.orders]\nrows = -5\n', "tables.orders.rows: must be a non-negative number, got -5"),
    ('[tables.orders]\nrows = nan\n', "tables.orders.rows: nan is not a number"),
    ('[tables.orders]\nrows = inf\n', "tables.orders.rows: inf is beyond what InnoDB can count"),
    ('[tables.orders]\ngrowth-per-day = "1e30"\n', "tables.orders.growth-per-day: '1e30' is beyond what InnoDB can count"),
    ('[server]\ntable-open-cache = -1\n', "server.table-open-cache: must be a non-negative number"),
])
def test_config_files_get_the_same_checks(toml, message):
    with pytest.raises(ConfigError) as err:
        make_config(toml)
    assert message in str(err.value)


def test_config_rows_beyond_the_table_are_refused_too(tmp_path):
    (tmp_path / ".schemalint.toml").write_text('[tables.sessions]\nrows = 1e30\n')
    code, out, err = run_cli("check", EXAMPLE, cwd=tmp_path)
    assert code == 2 and "[tables] rows in the config: 1e+30 rows for shop.sessions is beyond" in err, err


def test_sizes_that_servers_have_still_pass():
    cfg = make_config('[server]\nbuffer-pool = 134217728\npage-size = "4K"\n[tables.t]\nrows = "2.5e9"\n')
    assert (cfg.server.buffer_pool_bytes, cfg.server.page_size, cfg.tables["t"].rows) == (128 * 1024**2, 4096, 2_500_000_000)
