"""How long `schemalint server` takes to answer an edit: from a didChange of one statement
of a 200-table schema file to the publishDiagnostics for that version.

    python benchmarks/lsp_latency.py                 # 200 tables, 30 edits
    python benchmarks/lsp_latency.py --tables 1000 --edits 50 --debounce-ms 75

The server runs in a child process and is driven over stdio by a minimal JSON-RPC client
(below), as an editor would: open the file, wait for its first diagnostics, then edit one
column type in a table in the middle of the file, alternating between two texts so every
edit changes the statement. `--debounce-ms` is what the server waits after the last
keystroke (default 0 here: the figure is the lint itself; an editor adds the debounce).
Prints the first (cold) lint and the median, 90th percentile and worst edit latency.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from gen_dump import generate  # noqa: E402


class Client:
    """Just enough of an LSP client: framed JSON-RPC over the child's stdin/stdout."""

    def __init__(self, command: list[str]):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0

    def send(self, method: str, params: dict, request: bool = False) -> int:
        message = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self.next_id += 1
            message["id"] = self.next_id
        body = json.dumps(message).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()
        return self.next_id

    def receive(self) -> dict:
        length = 0
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.proc.stdout.read(length))

    def wait(self, predicate) -> dict:
        while True:
            message = self.receive()
            if predicate(message):
                return message

    def cpu_seconds(self) -> float:
        """The server's user + system CPU so far (Linux /proc): unlike wall time, not
        stretched by other work on the machine."""
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def close(self) -> None:
        self.send("shutdown", {}, request=True)
        self.send("exit", {})
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--edits", type=int, default=30)
    parser.add_argument("--debounce-ms", type=float, default=0.0)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        buffer = io.StringIO()
        generate(buffer, args.tables)
        text = buffer.getvalue()
        path = Path(tmp) / "schema.sql"
        path.write_text(text)
        uri = path.as_uri()
        middle = f"CREATE TABLE `table_{args.tables // 2:05d}`"
        at = text.index(middle)
        line_end = text.index("\n", text.index("\n", at) + 1)  # the table's first column line
        column_line = text[text.index("\n", at) + 1:line_end]
        edited = [text, text[:line_end] + " -- edited" + text[line_end:]]
        if "INT" in column_line:  # change a type, so the table itself changes
            edited[1] = text.replace(column_line, column_line.replace("INT", "BIGINT", 1), 1)

        client = Client([sys.executable, "-m", "schemalint", "server"])
        client.send("initialize", {"processId": os.getpid(), "rootUri": Path(tmp).as_uri(), "capabilities": {},
                                   "initializationOptions": {"debounceMs": args.debounce_ms}}, request=True)
        client.wait(lambda m: m.get("id") == 1)
        client.send("initialized", {})
        start = time.perf_counter()
        client.send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "sql", "version": 1,
                                                              "text": text}})
        first = client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics")
        cold = time.perf_counter() - start
        latencies = []
        cpu_before = client.cpu_seconds()
        for version in range(2, args.edits + 2):
            body = edited[version % 2]
            start = time.perf_counter()
            client.send("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                   "contentChanges": [{"text": body}]})
            client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                        and m["params"].get("version") == version)
            latencies.append(time.perf_counter() - start)
        cpu = (client.cpu_seconds() - cpu_before) / args.edits
        client.close()

    latencies.sort()
    p90 = latencies[min(len(latencies) - 1, int(0.9 * len(latencies)))]
    print(f"schemalint server, {args.tables} tables ({len(text) / 1e6:.2f} MB), debounce {args.debounce_ms:g} ms, "
          f"{len(first['params']['diagnostics'])} diagnostics")
    print(f"open (cold, first lint in a new process): {cold * 1000:.0f} ms")
    print(f"edit one statement → diagnostics, {len(latencies)} edits: median {statistics.median(latencies) * 1000:.0f} ms, "
          f"p90 {p90 * 1000:.0f} ms, worst {latencies[-1] * 1000:.0f} ms; server CPU {cpu * 1000:.0f} ms an edit")
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs (wall times stretch with load; CPU does not)")


if __name__ == "__main__":
    main()
