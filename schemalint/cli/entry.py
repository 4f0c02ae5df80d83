"""The process: `--version` before typer, rich or sqlglot are imported; only the command
that runs converted to a click command; --help without rich.markdown and rich.traceback; a big
run's exit without freeing every object (start-up is what a pre-commit hook feels)."""

import os
import sys

from .. import __version__


def main() -> None:
    # `--version` answers before typer, rich or sqlglot are imported: pre-commit start-up.
    if sys.argv[1:] in (["--version"], ["-V"]):
        print(f"schemalint {__version__}")
        return
    # A run allocates millions of small objects and frees few of them: collect cycles far less
    # often than Python's default (700 allocations), as mypy does. A 10,000-table dump: −30% time.
    import gc

    gc.set_threshold(100_000, 50, 100)
    from .app import build_app

    app = build_app(only_check=sys.argv[1:2] == ["check"])
    only_the_command_run(app, sys.argv[1:])
    if "typer.rich_utils" not in sys.modules and LightRichHelp not in sys.meta_path:
        sys.meta_path.insert(0, LightRichHelp)
    try:
        app(prog_name="schemalint")
    except KeyboardInterrupt:
        sys.stderr.write("schemalint: interrupted\n")
        sys.exit(130)
    except SystemExit as exc:
        leave_without_teardown(exc.code)
        # The interpreter's exit searches every object the imports made (sqlglot's and typer's
        # classes, functions and tables) for garbage cycles, more than once: ≈80M instructions
        # after a one-table check, more than its own work. Frozen, they are left to the end of
        # the process. (Cycles made before this point are not collected; their finalizers, which
        # Python does not promise to run at exit, do not run. Output is flushed either way.)
        gc.freeze()
        raise


# Past this many live memory blocks (a dump of some 3,000 tables), a finished run flushes its
# output and leaves at once, as mypy does: freeing every object one by one at interpreter exit
# took 0.6–0.8 s after a 10,000-table dump.
HARD_EXIT_BLOCKS = 500_000


def leave_without_teardown(code: object) -> None:
    """os._exit(code) after a big run, once stdout and stderr are flushed; otherwise return
    (a small run, an exit message to print, or output that cannot be flushed: the interpreter
    exits the usual way and reports what it must)."""
    if not (code is None or isinstance(code, int)) or sys.getallocatedblocks() < HARD_EXIT_BLOCKS:
        return
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:
        return
    os._exit(code or 0)


def only_the_command_run(app, args: list[str]) -> None:
    """`schemalint check …` and `estimate …` (what pre-commit and CI run): typer turns only
    that command into a click command, not the other commands and groups, which cost as much
    again to convert. Anything else (`--help`, a group, a typo) keeps them all."""
    if not args or args[0] not in ("check", "estimate"):
        return
    commands = [c for c in app.registered_commands if (c.name or c.callback.__name__.replace("_", "-")) == args[0]]
    if len(commands) == 1:
        app.registered_commands = commands
        app.registered_groups = []


# typer prints --help and usage errors with typer.rich_utils, which imports rich.markdown and
# rich.traceback (markdown-it, pygments: half of what `schemalint --help` imported) for markdown
# help text and pretty tracebacks, neither of which schemalint uses. While typer.rich_utils is
# imported, stand-ins take their place; whatever uses them later gets the real classes.
HELP_STAND_INS = {"rich.markdown": "Markdown", "rich.traceback": "Traceback"}


class DeferredClass(type):
    """A stand-in class: calling it, or reading an attribute, imports and uses the real one."""

    def real(cls) -> type:
        import importlib

        module = importlib.import_module(cls.__module__)
        if getattr(module, "schemalint_stand_in", False):
            raise AttributeError(f"{cls.__module__}.{cls.__name__} is being imported")
        return getattr(module, cls.__name__)

    def __call__(cls, *args, **kwargs):
        return cls.real()(*args, **kwargs)

    def __getattr__(cls, name: str):
        return getattr(cls.real(), name)


class LightRichHelp:
    """A meta path finder that imports typer.rich_utils with HELP_STAND_INS in sys.modules,
    then removes them (and itself)."""

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name != "typer.rich_utils":
            return None
        sys.meta_path.remove(cls)
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        exec_module = spec.loader.exec_module

        def exec_with_stand_ins(module) -> None:
            import types

            added = {}
            for module_name, class_name in HELP_STAND_INS.items():
                if module_name not in sys.modules:
                    stand_in = types.ModuleType(module_name)
                    stand_in.schemalint_stand_in = True
                    setattr(stand_in, class_name, DeferredClass(class_name, (), {"__module__": module_name}))
                    sys.modules[module_name] = added[module_name] = stand_in
            try:
                exec_module(module)
            except ImportError:  # typer wants more of them than the stand-ins have: the real ones
                if not added:
                    raise
                for module_name in added:
                    del sys.modules[module_name]
                added = {}
                exec_module(module)
            finally:
                for module_name, stand_in in added.items():
                    if sys.modules.get(module_name) is stand_in:
                        del sys.modules[module_name]

        spec.loader.exec_module = exec_with_stand_ins
        return spec
