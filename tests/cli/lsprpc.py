"""lsprpc.py - a small JSON-RPC client of `castguard lsp`, for
tests/cli/lsp-rpc.py and scripts/bench/lsp-latency.py: Content-Length
framing, requests and their responses, waiting for a file's diagnostics."""
import json
import os
import select
import subprocess
import time

TIMEOUT = float(os.environ.get("CG_LSP_TIMEOUT", "20"))


class Server:
    def __init__(self, *args, cg, cwd, env=None):
        e = dict(os.environ)
        e.update(env or {})
        self.p = subprocess.Popen([cg, "lsp", *args], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, env=e, cwd=cwd)
        self.buf = b""
        self.next_id = 100

    def raw(self, data):
        self.p.stdin.write(data)
        self.p.stdin.flush()

    def send(self, msg):
        body = json.dumps(msg).encode()
        self.raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def notify(self, method, params=None):
        m = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            m["params"] = params
        self.send(m)

    def request(self, method, params=None, wait=True):
        self.next_id += 1
        m = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            m["params"] = params
        self.send(m)
        return self.response(self.next_id) if wait else self.next_id

    def recv(self, timeout=TIMEOUT):
        """The next message, or None after TIMEOUT seconds."""
        end = time.time() + timeout
        while True:
            if b"\r\n\r\n" in self.buf:
                head, rest = self.buf.split(b"\r\n\r\n", 1)
                n = int(head.split(b"Content-Length:")[1].split(b"\r\n")[0])
                if len(rest) >= n:
                    self.buf = rest[n:]
                    return json.loads(rest[:n])
            left = end - time.time()
            if left <= 0:
                return None
            r, _, _ = select.select([self.p.stdout], [], [], left)
            if not r:
                return None
            chunk = os.read(self.p.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.buf += chunk

    def until(self, pred, timeout=TIMEOUT):
        """Messages up to the first that PRED accepts: (it, the ones before)."""
        seen, end = [], time.time() + timeout
        while True:
            m = self.recv(max(0.0, end - time.time()))
            if m is None or pred(m):
                return m, seen
            seen.append(m)

    def response(self, rid):
        m, _ = self.until(lambda m: m.get("id") == rid and "method" not in m)
        return m

    def diagnostics(self, uri, version=None, timeout=TIMEOUT):
        m, _ = self.until(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                          and m["params"]["uri"] == uri
                          and (version is None or m["params"].get("version") == version),
                          timeout)
        return m and m["params"]["diagnostics"]

    def start(self):
        r = self.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        self.notify("initialized", {})
        return r

    def open(self, path, text=None, version=1):
        text = open(path).read() if text is None else text
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri(path), "languageId": "c", "version": version, "text": text}})

    def change(self, path, text, version):
        self.notify("textDocument/didChange", {
            "textDocument": {"uri": uri(path), "version": version},
            "contentChanges": [{"text": text}]})

    def stop(self):
        """shutdown, exit: the exit status."""
        self.request("shutdown")
        self.notify("exit")
        return self.wait()

    def wait(self, timeout=TIMEOUT):
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass
        try:
            return self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            return "hung"


def uri(path):
    return "file://" + os.path.abspath(path)
