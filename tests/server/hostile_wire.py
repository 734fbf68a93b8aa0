"""The hostile requests of issue 25, on the wire: what a client that does not speak HTTP/1.1
properly sends, with the status each must get (a problem document every time) from plain
gunicorn and from the edge. Shared by tests/server/test_protocol_errors.py and
tests/server/test_edge.py."""

from __future__ import annotations

import json
import socket
from dataclasses import dataclass

POST = b"POST /choco-late/trays HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
TRAY = b'{"lots": [26, 32, 44, 37, 23]}'


@dataclass
class WireAnswer:
    status: int
    headers: dict[str, str]
    body: bytes

    def problem(self) -> dict:
        assert self.headers.get("content-type") == "application/problem+json", (self.status, self.headers, self.body[:300])
        doc = json.loads(self.body)
        assert doc["status"] == self.status and doc["type"].startswith("/problems/")
        assert doc["title"] and doc["detail"] and "None" not in doc["detail"]
        return doc


def exchange(port: int, raw: bytes, timeout: float = 10, half_close: bool = False) -> WireAnswer | None:
    """Send `raw` on a fresh connection and read one answer (None: closed without one)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as conn:
        try:
            conn.sendall(raw)
            if half_close:
                conn.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        data = b""
        try:
            while True:
                more = conn.recv(65536)
                if not more:
                    break
                data += more
                head, sep, body = data.partition(b"\r\n\r\n")
                if sep:
                    length = _content_length(head)
                    if length is not None and len(body) >= length:
                        break
        except (ConnectionResetError, TimeoutError):
            pass
    if not data:
        return None
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return WireAnswer(int(lines[0].split(" ", 2)[1]), headers, body)


def _content_length(head: bytes) -> int | None:
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return int(value.strip())
    return None


def chunked(*chunks: bytes, end: bytes = b"0\r\n\r\n") -> bytes:
    return POST + b"Transfer-Encoding: chunked\r\n\r\n" + b"".join(chunks) + end


# (name, raw request, half-close after sending, the statuses allowed)
PROTOCOL = [
    ("request line over 4094 bytes", b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", False, {414}),
    ("request line over 8 KiB", b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", False, {414}),
    ("a header over 8190 bytes", b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 9000 + b"\r\n\r\n", False,
     {431, 400}),
    ("over 50 header fields", b"GET /healthz HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-%d: 1\r\n" % i for i in range(60))
     + b"\r\n", False, {431, 200}),
    ("Content-Length with Transfer-Encoding", POST + b"Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n",
     False, {400}),
    ("two Content-Lengths", POST + b"Content-Length: 5\r\nContent-Length: 6\r\n\r\nhello", False, {400}),
    ("Content-Length: +30", POST + b"Content-Length: +30\r\n\r\n" + TRAY, False, {400}),
    ("a lower-case method", b"post /choco-late/trays HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n", False, {400}),
    ("bare LF line ends", b"GET /healthz HTTP/1.1\nHost: x\n\n", False, {400, 200}),
    ("a control character in a header", b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n", False, {400}),
    ("the HTTP/2 preface", b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", False, {400, 505}),
    ("HTTP/9.9", b"GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n", False, {400, 505}),
]

# chunked bodies that break while they are read: a 400 problem, never a 500
CHUNKED = [
    ("chunk size zz", chunked(b"zz\r\n" + TRAY + b"\r\n"), False),
    ("chunk size -5", chunked(b"-5\r\n" + TRAY + b"\r\n"), False),
    ("chunk size '1e 1'", chunked(b"1e 1\r\n" + TRAY + b"\r\n"), False),
    ("a size line over 8190 bytes", chunked(b"1" * 9000, end=b""), False),
    ("chunk data without its CRLF", chunked(b"%x\r\n%sXY" % (len(TRAY), TRAY)), False),
    ("a bad trailer", chunked(b"%x\r\n%s\r\n" % (len(TRAY), TRAY), end=b"0\r\nbad trailer\r\n\r\n"), False),
    ("a chunked body cut short", chunked(b"%x\r\n%s" % (len(TRAY) + 10, TRAY), end=b""), True),
]
