"""The server a dump says it was taken from, read from the comment header its tool writes:

    -- Server version	5.6.13                      mysqldump, mariadb-dump
    -- Server version: 5.0.22                      phpMyAdmin
     Source Server Version : 50719 (5.7.19)        Navicat (the number alone in older exports)
     Source Server Type    : MariaDB               Navicat

The header is comment text before the first statement, not DDL: a line pattern reads it. Only
the first HEADER_LINES lines are looked at, so a 100 MB dump is not scanned for it.
"""

from __future__ import annotations

import re
from typing import Optional

from ..model import SourceServer

HEADER_LINES = 40
_HEAD_CHARS = 8192

# mysqldump writes "-- Server version\t<version>", phpMyAdmin "-- Server version: <version>"
_DUMP = re.compile(r"--\s*Server version:?\s+(\S+)", re.IGNORECASE)
# Navicat: "Source Server Version : 50719", "… : 80200 (8.2.0)", "… : 110206 (11.2.6-MariaDB)"
_NAVICAT = re.compile(r"\s*Source Server Version\s*:\s*(\S+)(?:\s*\(([^)]*)\))?", re.IGNORECASE)
_NAVICAT_TYPE = re.compile(r"\s*Source Server Type\s*:\s*(\S+)", re.IGNORECASE)
_DOTTED = re.compile(r"(\d+)\.(\d+)(?:\.(\d+))?")
# a MySQL client reports MariaDB 10+ as "5.5.5-10.3.39-MariaDB" (the replication-protocol prefix)
_MARIADB_PREFIX = "5.5.5-"


def source_server(text: str) -> Optional[SourceServer]:
    """The server the dump's header names, or None when the file has no such header."""
    head = text[:_HEAD_CHARS].splitlines()[:HEADER_LINES]
    found: Optional[SourceServer] = None
    navicat_type: Optional[str] = None
    for number, line in enumerate(head, 1):
        match = _DUMP.match(line)
        if match is not None:
            return _server(match.group(1), number)
        match = _NAVICAT.match(line)
        if match is not None and found is None:
            found = _server(match.group(2) or match.group(1), number)
            continue
        match = _NAVICAT_TYPE.match(line)
        if match is not None:
            navicat_type = match.group(1)
    if found is not None and navicat_type is not None and navicat_type.lower() == "mariadb":
        found = found._replace(product="MariaDB")
    return found


def _server(written: str, line: int) -> Optional[SourceServer]:
    """`written`: "5.6.26-log", "8.0.x", "10.5.19-MariaDB-0+deb11u2", "5.5.5-10.3.39-MariaDB" or
    Navicat's number (50719 is 5.7.19, 110206 is 11.2.6)."""
    mariadb = "mariadb" in written.lower()
    if mariadb and written.startswith(_MARIADB_PREFIX):
        written = written[len(_MARIADB_PREFIX):]
    if written.isdigit() and len(written) >= 5:
        number = int(written)
        version = (number // 10000, number // 100 % 100, number % 100)
        shown = ".".join(map(str, version))
    else:
        match = _DOTTED.match(written)
        if match is None:
            return None
        version = (int(match.group(1)), int(match.group(2)), int(match.group(3) or 0))
        shown = match.group(0)
    # MySQL went from 8.x to 9.x; MariaDB from 5.5 to 10.0
    return SourceServer("MariaDB" if mariadb or version[0] >= 10 else "MySQL", version, shown, line)
