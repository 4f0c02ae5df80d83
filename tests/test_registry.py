"""The rule registry: every rule module, however the first one was imported."""

from __future__ import annotations

import subprocess
import sys

from tests.helpers import REPO_ROOT


def test_the_registry_has_every_rule_even_when_one_rule_module_was_imported_first():
    code = ("import schemalint.checks.sl029_display_width\n"
            "from schemalint.checks import RULE_MODULES, registry\n"
            "print(len(registry()) == len(RULE_MODULES))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO_ROOT)
    assert out.stdout.strip() == "True", out.stderr
