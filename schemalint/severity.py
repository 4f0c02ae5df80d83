"""The severities, most severe first, and their order. Their own module: `--help` names them
without importing findings (its dataclass costs start-up time)."""

SEVERITIES = ("error", "warning", "info")
SEVERITY_RANK = {"info": 1, "warning": 2, "error": 3}
LOWER_SEVERITY = {"error": "warning", "warning": "info", "info": "info"}

# The severity policy: what a finding's default severity says, by the category of what it is
# about. `error`: the server refuses it, or data is lost. `warning`: a cost the finding measures
# at a stated scale (space, insert or lookup speed, writes refused or changed by what arrives, a
# failed or blocking deploy). `info`: advice, style, deprecation, and notes on what schemalint
# could not read or check. Each rule's catalogue entry names its category; a rule may give a
# finding another severity when the finding's own evidence puts it in another category (a
# reserved word the CREATE writes unquoted is refused: an error), and `[severity]` in the
# configuration raises or lowers any rule.
CATEGORY_SEVERITY = {
    "refused": "error", "data-loss": "error",
    "space": "warning", "speed": "warning", "integrity": "warning", "deploy": "warning",
    "advice": "info", "style": "info", "deprecation": "info", "input": "info",
}
