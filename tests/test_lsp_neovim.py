"""`schemalint server` in a real editor: Debian's neovim, headless, with its built-in LSP
client started on a fixture file; the test reads back the diagnostics neovim received.

Neovim 0.7 (Debian 12) has `vim.lsp.start_client` + `buf_attach_client`; 0.8+ also has
`vim.lsp.start` (the README's snippet). Both run the same client.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
NVIM = shutil.which("nvim")

INIT_LUA = r"""
local out, python = vim.env.SL_OUT, vim.env.SL_PYTHON
local id = vim.lsp.start_client({
  name = "schemalint",
  cmd = { python, "-m", "schemalint", "server" },
  root_dir = vim.fn.getcwd(),
})
vim.lsp.buf_attach_client(0, id)
local ok = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
local found = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(found, { code = d.code, lnum = d.lnum, col = d.col, severity = d.severity, message = d.message })
end
local f = io.open(out, "w")
f:write(vim.fn.json_encode({ ok = ok, diagnostics = found }))
f:close()
vim.lsp.stop_client(id)
vim.cmd("qall!")
"""


pytestmark = pytest.mark.editor


def need_neovim() -> None:
    """Skip without Debian's neovim (or pygls), but fail under CI=true."""
    if NVIM is None:
        if os.environ.get("CI") == "true":
            pytest.fail("neovim (nvim) is not installed: .ci/run installs Debian's neovim")
        pytest.skip("neovim (nvim) is not installed")
    if os.environ.get("CI") != "true":
        pytest.importorskip("pygls")


@pytest.mark.slow
def test_neovim_receives_the_diagnostics(tmp_path):
    need_neovim()
    schema = tmp_path / "schema.sql"
    schema.write_text((REPO / "fixtures" / "example.sql").read_text())
    (tmp_path / "init.lua").write_text(INIT_LUA)
    out = tmp_path / "diagnostics.json"
    env = dict(os.environ, SL_OUT=str(out), SL_PYTHON=sys.executable, HOME=str(tmp_path))
    subprocess.run([NVIM, "--headless", "--clean", "-u", "NONE", str(schema), "-c", f"luafile {tmp_path / 'init.lua'}"],
                   cwd=tmp_path, env=env, timeout=60, check=True, capture_output=True)
    received = json.loads(out.read_text())
    expected = json.loads(subprocess.run(
        [sys.executable, "-m", "schemalint", "check", "--format", "json", "--no-cache", "schema.sql"],
        cwd=tmp_path, capture_output=True, text=True).stdout)["findings"]
    assert received["ok"] is True
    got = sorted((d["code"], d["lnum"], d["col"]) for d in received["diagnostics"])
    assert got == sorted((f["code"], f["line"] - 1, f["column"] - 1) for f in expected)
    assert got  # the example has findings: an empty list would prove nothing


COLLECT_LUA = r"""
local out = vim.env.SL_OUT
local ok = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
local found = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(found, { code = d.code, lnum = d.lnum, col = d.col })
end
local f = io.open(out, "w")
f:write(vim.fn.json_encode({ ok = ok, diagnostics = found, version = vim.version().minor }))
f:close()
vim.cmd("qall!")
"""


def readme_neovim_snippet(version: str) -> str:
    import re

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("**Neovim**", 1)[1].split("**Helix**", 1)[0]
    blocks = re.findall(r"```lua\n(.*?)```", section, re.S)
    assert len(blocks) == 2, blocks  # 0.8+, then 0.7
    return blocks[1] if version == "0.7" else blocks[0]


@pytest.mark.slow
def test_the_readmes_neovim_0_7_snippet_as_printed_gets_the_diagnostics(tmp_path):
    """The README's 0.7 form, pasted into init.lua unchanged, in Debian 12's Neovim 0.7.2, with
    `schemalint` on PATH as the README says."""
    need_neovim()
    bin_dir = Path(sys.executable).parent
    if not (bin_dir / "schemalint").exists():
        pytest.skip("no schemalint program beside this Python")
    schema = tmp_path / "schema.sql"
    schema.write_text((REPO / "fixtures" / "example.sql").read_text())
    (tmp_path / "init.lua").write_text(readme_neovim_snippet("0.7"))
    (tmp_path / "collect.lua").write_text(COLLECT_LUA)
    out = tmp_path / "diagnostics.json"
    env = dict(os.environ, SL_OUT=str(out), HOME=str(tmp_path), PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    subprocess.run([NVIM, "--headless", "-u", str(tmp_path / "init.lua"), "-i", "NONE", str(schema),
                    "-c", f"luafile {tmp_path / 'collect.lua'}"],
                   cwd=tmp_path, env=env, timeout=60, check=True, capture_output=True)
    received = json.loads(out.read_text())
    assert received["ok"] is True, received
    assert sorted((d["code"], d["lnum"]) for d in received["diagnostics"]) == [("SL101", 26), ("SL103", 13)]
