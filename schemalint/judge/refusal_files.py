"""What the server refuses because of the files a name becomes on its disk.

MariaDB (and MySQL) keep a database as a directory and a table as files named after it, each
name written in the `filename` character set (strings/ctype-utf8.c, my_wc_mb_filename): a
letter, digit or `_` of ASCII is itself, any other ASCII character `@` and four hexadecimal
digits (`.` is `@002e`), any other character `@` and two or four more. A path component longer
than the file system's NAME_MAX, 255 bytes on every file system the server runs on, cannot be
made: CREATE DATABASE 13 (can't get stat, errno 36 "file name too long"); a table, whose `.frm`
is its name and 4 more bytes, CREATE TABLE 1005 and RENAME TABLE / ALTER TABLE … RENAME 1025
(each measured on MariaDB 10.11.19: 251 bytes and `.frm` run, 252 do not, in every engine).
A name with characters outside ASCII is counted at its fewest bytes, so never over-counted.
"""

from __future__ import annotations

from typing import Callable, Iterator, Optional

from sqlglot import exp

from ..model import Table

NAME_MAX = 255  # bytes of one path component (Linux, the BSDs, macOS, Windows' NTFS)
TABLE_FILE_SUFFIX = len(".frm")


def file_name_bytes(name: str) -> int:
    """The fewest bytes `name` takes as a file name in the `filename` character set."""
    return sum(1 if ch.isascii() and (ch.isalnum() or ch == "_") else 5 if ch.isascii() else 3 for ch in name)


def _too_long(name: str, suffix: int) -> Optional[int]:
    size = file_name_bytes(name) + suffix
    return size if size > NAME_MAX else None


def database_file(tree: exp.Create) -> Iterator[tuple[exp.Expression, int, str]]:
    """CREATE DATABASE of a name whose directory name is over 255 bytes (13)."""
    node = tree.this
    name = node.name if isinstance(node, exp.Expression) else ""
    size = _too_long(name, 0)
    if size is not None:
        yield node, 13, (f"database {_shown(name)}: its directory name takes {size} bytes, over the file system's "
                         f"{NAME_MAX} (error 13, errno 36: file name too long; a character other than a letter, "
                         "digit or _ takes 3 to 5 bytes in a file name)")


def table_files(kind: str, tree: exp.Expression, find: Callable[[exp.Table], Optional[Table]]
                ) -> Iterator[tuple[exp.Expression, int, str]]:
    """A table made or renamed to a name whose `.frm` file name is over 255 bytes: CREATE TABLE
    1005, RENAME TABLE and ALTER TABLE … RENAME 1025. Not of a TEMPORARY table, whose files
    are named #sql… in the server's tmpdir (measured: made, renamed and renamed back);
    `find` gives the table a RENAME starts from, as the model has it."""
    if kind == "CREATE TABLE" and isinstance(tree, exp.Create):
        if any(isinstance(p, exp.TemporaryProperty) for p in (tree.args.get("properties") or exp.Properties()).expressions):
            return
        target = tree.this.this if isinstance(tree.this, exp.Schema) else tree.this
        named, error = [target], 1005
    elif kind == "RENAME TABLE":
        pairs = tree.find(exp.Tuple)
        named = [p.expressions[-1] for p in (pairs.expressions if pairs is not None else [])
                 if isinstance(p, exp.Tuple) and len(p.expressions) == 2 and not _temporary(find, p.expressions[0])]
        error = 1025
    elif kind == "ALTER TABLE" and isinstance(tree, exp.Alter):
        if _temporary(find, tree.this):
            return
        named = [a.this for a in tree.args.get("actions") or [] if isinstance(a, exp.AlterRename)]
        error = 1025
    else:
        return
    for node in named:
        if not isinstance(node, exp.Table):
            continue
        size = _too_long(node.name, TABLE_FILE_SUFFIX)
        if size is not None:
            yield node, error, (f"table {_shown(node.name)}: its file name ({node.name[:8]}….frm) takes {size} bytes, over "
                                f"the file system's {NAME_MAX} (error {error}, errno 36: file name too long; a character "
                                "other than a letter, digit or _ takes 3 to 5 bytes in a file name)")
            return


def _shown(name: str) -> str:
    return f"`{name}`" if len(name) <= 24 else f"`{name[:20]}…` ({len(name)} characters)"


def _temporary(find: Callable[[exp.Table], Optional[Table]], node: object) -> bool:
    table = find(node) if isinstance(node, exp.Table) else None
    return table is not None and table.temporary
