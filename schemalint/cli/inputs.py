"""What a command reads: the configuration with the command line's overrides, the paths (or
stdin, or a --layout), and the server's numbers (--dsn) or a snapshot (--stats)."""

from pathlib import Path
from typing import Optional

from .. import __version__
from .exits import fail, run_guarded


def prepare_config(config_path, rows, buffer_pool, page_size, fail_on=None, select=None, ignore=None):
    """Config file (explicit or found upwards) plus command-line overrides; exit 2 on errors."""
    from ..config import ConfigError, apply_cli_overrides, find_config_file, load_config

    try:
        path = config_path if config_path is not None else find_config_file(Path.cwd())
        cfg = load_config(path)
        return apply_cli_overrides(cfg, rows=rows or [], buffer_pool=buffer_pool, page_size=page_size,
                                   fail_on=fail_on, select=select, ignore=ignore)
    except ConfigError as exc:
        fail(str(exc))


def need_input(paths, dsn) -> list[str]:
    """PATHs, which only --dsn makes optional; a directory without any .sql file below it is an
    error (nothing would be linted: usually a wrong path)."""
    if not paths and not dsn:
        fail("give PATH… (SQL files, directories or - for stdin), or --dsn to read a live server")
    for raw in paths or ():
        if raw != "-" and Path(raw).is_dir() and not any(p.is_file() for p in Path(raw).rglob("*.sql")):
            fail(f"{raw}: no .sql files below this directory: nothing to lint")
    return list(paths or [])


def server_input(dsn, stats, schemas, exclude_schemas, password_prompt, defaults_file, ssl_mode, ssl_ca,
                 ssl_cert, ssl_key, connect_timeout, read_timeout):
    """--dsn: read the server now (read-only); --stats: a snapshot file; neither: None.
    Problems (bad DSN, refused, wrong password, missing privileges, bad file) exit 2 in one line."""
    if dsn and stats:
        fail("--dsn and --stats: give one (a snapshot holds what --dsn reads)")
    if stats is not None:
        from ..pipeline.stats import StatsError, load_snapshot_input

        def read_snapshot():
            try:
                return load_snapshot_input(stats)
            except StatsError as exc:
                fail(str(exc))

        return run_guarded(read_snapshot)
    if not dsn:
        if schemas or exclude_schemas or password_prompt or ssl_mode or ssl_ca or ssl_cert or ssl_key:
            fail("--schemas, --exclude-schemas, --password-prompt and --ssl-* need --dsn")
        return None
    from ..live.errors import LiveError
    from ..live.options import resolve_options
    from ..live.reader import read_live_input

    def read():
        try:
            options = resolve_options(
                dsn, schemas=schemas or (), exclude_schemas=exclude_schemas or (), password_prompt=password_prompt,
                defaults_file=defaults_file, ssl_mode=ssl_mode, ssl_ca=ssl_ca, ssl_cert=ssl_cert, ssl_key=ssl_key,
                connect_timeout=connect_timeout, read_timeout=read_timeout)
            return read_live_input(options, tool=f"schemalint {__version__}")
        except LiveError as exc:
            fail(str(exc))

    return run_guarded(read)


def open_cache(directory: Optional[Path]):
    from ..pipeline.cache import Cache, default_directory

    return Cache(directory or default_directory())


def layout_sources(paths: list[str], name: str, layout: Optional[str]):
    """None (the pipeline reads the paths itself) unless stdin or a --layout is involved."""
    if layout is None:
        return stdin_sources(paths, name)
    from ..pipeline.lint import read_inputs

    return read_inputs(paths, stdin_name=name, layout=layout)


def stdin_sources(paths: list[str], name: str):
    """None unless stdin is among the paths; then the default reader handles it with this name."""
    if "-" not in paths:
        return None
    from ..pipeline.lint import read_inputs

    return read_inputs(paths, stdin_name=name)
