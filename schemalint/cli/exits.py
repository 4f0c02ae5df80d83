"""How a command ends: exit codes, one-line errors, and never a traceback."""

import os
import sys
from typing import NoReturn

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2


def fail(message: str) -> NoReturn:
    from ..report.untrusted import shown  # (a message may quote a file name or a name from the input)

    sys.stderr.write(f"schemalint: error: {shown(message)}\n")
    raise SystemExit(EXIT_USAGE)


def run_guarded(func):
    """Run a pipeline step: input problems exit 2 with one line; bugs too, unless debugging."""
    from ..config import ConfigError
    from ..read.source import InputError

    try:
        return func()
    except (InputError, ConfigError) as exc:  # (ConfigError: e.g. a configured pattern ran out of time)
        fail(str(exc))
    except Exception as exc:  # never show a traceback to a user
        if os.environ.get("SCHEMALINT_DEBUG"):
            raise
        fail(f"internal error: {type(exc).__name__}: {exc} (set SCHEMALINT_DEBUG=1 for a traceback, and please report it)")


def exit_code(result, fail_on: str) -> int:
    from ..findings import SEVERITY_RANK

    threshold = SEVERITY_RANK[fail_on]
    return EXIT_FINDINGS if any(SEVERITY_RANK[f.severity] >= threshold for f in result.findings) else EXIT_OK
