"""schemalint: a MySQL/InnoDB schema linter and advisor that shows the arithmetic."""

__version__ = "0.1.0"
