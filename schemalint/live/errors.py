"""What live mode raises: one line the user can act on (exit code 2)."""

from __future__ import annotations


class LiveError(Exception):
    """Connecting or reading failed in a way the user must fix: one line, exit code 2."""


class PrivilegeDenied(LiveError):
    def __init__(self, code: int, text: str) -> None:
        super().__init__(f"missing privilege (error {code}): {text}")
        self.code = code
        self.text = text
