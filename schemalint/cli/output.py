"""What a command prints: the report in the format asked for, and on stderr the notes and
warnings about its input; `explain`'s text."""

import sys
from typing import NamedTuple

REPORT_FORMATS = ("text", "json", "sarif", "github", "gitlab", "markdown")


class View(NamedTuple):
    """How `check` shows its findings (--verbose, --show-fixes, --statistics, --no-group)."""

    verbose: bool = False
    show_fixes: bool = False
    statistics: bool = False
    group: bool = True



def write_report(result, output_format: str, cfg, repo_root=None, help_base=None, view: View = View()) -> None:
    """Render `result` on stdout in one of REPORT_FORMATS. Text and JSON (and Markdown, in
    review.markdown_body) show the same rule for the same reason on many tables of a file as one
    finding (fold.group) unless `view.group` is off (--verbose prints each in full); SARIF,
    GitHub and GitLab annotate every finding where it is."""
    help_base = help_base or getattr(cfg, "help_base", None)
    if view.group and output_format in ("text", "json") and not (output_format == "text" and view.verbose) \
            and len(result.findings) > 2:
        import dataclasses

        from ..checks.fold import group

        result = dataclasses.replace(result, findings=group(result.findings))
    if output_format == "text":
        from ..report.text import TextOptions, render

        render(result, sys.stdout, TextOptions(view.verbose, view.show_fixes, view.statistics))
        return
    if output_format == "json":
        from ..report.json_report import render

        sys.stdout.write(render(result))
        return
    from ..report.sarif import find_repo_root, resolve_help_base

    root = repo_root.resolve() if repo_root else find_repo_root()
    if output_format == "sarif":
        from ..report.sarif import render

        sys.stdout.write(render(result, root, resolve_help_base(help_base)))
    elif output_format == "github":
        from ..report.github import render

        sys.stdout.write(render(result, root))
    elif output_format == "gitlab":
        from ..report.gitlab import render

        sys.stdout.write(render(result, root))
    else:
        from ..review import check_markdown

        if not view.group and cfg.group:  # (the comment groups as the configuration says: --no-group wins)
            import dataclasses

            cfg = dataclasses.replace(cfg, group=False)
        sys.stdout.write(check_markdown(result, cfg, root, help_base))



def warn_estimate_inputs(loaded, cfg) -> None:
    """On stderr: statements that could not be read, and --rows naming no table of the input."""
    unread = sum(1 for f in loaded.system_findings if f.code == "SL001")
    if unread:
        sys.stderr.write(f"schemalint: {unread} statement{'s' * (unread != 1)} could not be read and {'is' if unread == 1 else 'are'} not estimated; "
                         "`schemalint check` shows where\n")
    warn_unused_inputs([], loaded, cfg)


def warn_unused_inputs(paths, loaded, cfg) -> None:
    """On stderr: table hints (--rows or [tables.NAME]) that name no table of the input —
    usually a typo that silently drops the row count every size figure depends on."""
    known = set()
    for table in loaded.model.tables():
        known.update({table.name.lower(), table.qualified_name.lower()})
    by_source: dict[str, list[str]] = {}
    for name, hints in cfg.tables.items():
        source = {"cli": "--rows", "config": "[tables.*] in the config", "default": "[tables.*] in the config"}.get(
            hints.rows_source)
        if source and name not in known:
            by_source.setdefault(source, []).append(name)
    from ..report.untrusted import shown

    for source, names in by_source.items():
        sys.stderr.write(f"schemalint: {source} names no table of the input: {shown(', '.join(sorted(names)))}\n")



def print_notes(source) -> None:
    """What the server or snapshot could not tell, and how its numbers were merged, on stderr.
    `source`: a stats.ServerInput, or a LoadedInput whose `live` holds them."""
    holder = getattr(source, "live", source)
    if notes := getattr(holder, "notes", None):
        from ..report.untrusted import shown

        for note in notes:
            sys.stderr.write(f"schemalint: note: {shown(note)}\n")



def render_explain(doc) -> str:
    lines = [f"{doc.code} {doc.slug} ({doc.severity}: {doc.category}{'' if doc.default else ', opt-in'})", "",
             doc.summary, "",
             "Why", "---", doc.why, ""]
    if doc.fix:
        lines += ["Fix", "---", doc.fix, ""]
    if doc.options:
        lines += [f"Options ([rules.{doc.code}] in the config)", "-------"]
        for name, spec in doc.options.items():
            bounds = ", ".join(f"{k} {spec[k]}" for k in ("default", "min", "max") if k in spec)
            lines += [f"{name} ({spec['type']}{', ' + bounds if bounds else ''}): {spec['help']}"]
        lines += [""]
    for title, examples in (("Bad", doc.bad), ("Good", doc.good)):
        for ex in examples:
            lines += [f"{title} example", "-" * (len(title) + 8), ex.sql.strip(), ""]
    if doc.peers:
        lines += [f"Peers: {doc.peers}"]
    for ref in doc.references:
        lines += [f"See: {ref}"]
    return "\n".join(lines).rstrip() + "\n"
