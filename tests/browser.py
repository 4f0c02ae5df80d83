"""A headless Chromium driven over the DevTools protocol, for the HTML report's tests and its
benchmark: open a page, collect console errors and exceptions, evaluate JavaScript, take a
screenshot. One websocket (websocket-client), no browser download: Debian's `chromium`.

    with Browser() as b:
        page = b.open(Path("report.html"))
        page.errors        # console errors, exceptions, failed loads
        page.eval("document.title")
        page.screenshot()  # PNG bytes
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any, Optional

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--mute-audio"]


def chromium_path() -> Optional[str]:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return "/usr/bin/chromium" if os.access("/usr/bin/chromium", os.X_OK) else None


class Page:
    def __init__(self, ws, timeout: float):
        self.ws, self.timeout, self._id = ws, timeout, 0
        self.errors: list[str] = []
        self.load_seconds: Optional[float] = None

    def call(self, method: str, **params) -> dict:
        self._id += 1
        my_id = self._id
        self.ws.send(json.dumps({"id": my_id, "method": method, "params": params}))
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == my_id:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg.get("result", {})
            self._event(msg)
        raise TimeoutError(method)

    def wait_for(self, event: str) -> dict:
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            msg = json.loads(self.ws.recv())
            if msg.get("method") == event:
                return msg.get("params", {})
            self._event(msg)
        raise TimeoutError(event)

    def _event(self, msg: dict) -> None:
        method, params = msg.get("method"), msg.get("params", {})
        if method == "Runtime.exceptionThrown":
            self.errors.append("exception: " + json.dumps(params.get("exceptionDetails", {}))[:500])
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.errors.append("console: " + json.dumps(params.get("args", []))[:500])
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            self.errors.append("log: " + params["entry"].get("text", "")[:500])

    def eval(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(str(result["exceptionDetails"]))
        return result["result"].get("value")

    def screenshot(self, width: int = 1200, height: int = 1600) -> bytes:
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                  mobile=False)
        return base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"])


class Browser:
    def __init__(self, timeout: float = 60.0):
        self.timeout = timeout

    def __enter__(self) -> "Browser":
        import websocket  # websocket-client (the test extra)

        self._websocket = websocket
        exe = chromium_path()
        if exe is None:
            raise FileNotFoundError("chromium")
        self.profile = tempfile.mkdtemp(prefix="schemalint-chromium-")
        self.proc = subprocess.Popen(
            [exe, *FLAGS, f"--user-data-dir={self.profile}", "--remote-debugging-port=0", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = Path(self.profile) / "DevToolsActivePort"
        deadline = time.monotonic() + self.timeout
        while not (port_file.exists() and port_file.read_text().count("\n") >= 1):
            if time.monotonic() > deadline or self.proc.poll() is not None:
                self.__exit__()
                raise RuntimeError("chromium did not start")
            time.sleep(0.05)
        self.port = int(port_file.read_text().split()[0])
        return self

    def open(self, path: Path) -> Page:
        """The browser's tab on `path`, loaded (the load event fired), with the errors seen so far."""
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json/list", timeout=10) as resp:
            targets = [t for t in json.load(resp) if t.get("type") == "page"]
        ws = self._websocket.create_connection(targets[0]["webSocketDebuggerUrl"], timeout=self.timeout,
                                               suppress_origin=True)
        page = Page(ws, self.timeout)
        for domain in ("Runtime", "Log", "Page"):
            page.call(f"{domain}.enable")
        started = time.monotonic()
        page.call("Page.navigate", url=Path(path).resolve().as_uri())
        page.wait_for("Page.loadEventFired")
        page.load_seconds = time.monotonic() - started
        return page

    def __exit__(self, *exc) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
