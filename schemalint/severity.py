"""The severities, most severe first, and their order. Their own module: `--help` names them
without importing findings (its dataclass costs start-up time)."""

SEVERITIES = ("error", "warning", "info")
SEVERITY_RANK = {"info": 1, "warning": 2, "error": 3}
LOWER_SEVERITY = {"error": "warning", "warning": "info", "info": "info"}
