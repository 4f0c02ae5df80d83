"""The command line: `schemalint check`, `rules`, `explain` (and `estimate`).

Exit codes: 0 nothing at or above --fail-on; 1 findings at or above it; 2 usage errors,
unreadable paths, bad configuration. No traceback reaches the user (SCHEMALINT_DEBUG=1
shows one for bug reports).

The modules: entry.py starts the process light and ends it fast; app.py defines the commands
and their options; inputs.py reads what a command is given (configuration, paths, a server or a
snapshot); scope.py narrows the report to what a change introduced; fixing.py applies --fix and
--diff; output.py prints the report and the notes; replay.py keeps a run's output for a warm
re-run; exits.py turns problems into one line and an exit code.
"""

from .entry import main  # the console script's entry point (schemalint.cli:main), and `python -m schemalint`

__all__ = ["main"]
