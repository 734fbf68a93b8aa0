"""gunicorn's HTTP/1 answer written with one send where gunicorn makes two: its head and the
first piece of its body together.

gunicorn's Response sends the head (status line and header fields) on the first write, then
the body, each with its own ``sendall``: two system calls and two TCP segments for an answer
that is one piece (every JSON answer of the service is), and a client woken twice. On the
loopback (bench/server_parts.py: a request read and its answer sent, the client another
process waiting for each answer) the second send costs the worker about 4 us of CPU a
request (10.2 against 6.5 us), as much as the access log line or the request metrics: the
kernel does much of the receiving side's work in the sender's time.

:class:`OneWriteResponse` is gunicorn's Response with that one change: the head made by the
first write waits inside that write for the body bytes it writes, and goes with them in one
``sendall`` (chunked: with the first chunk, framed as gunicorn frames it). Nothing else
changes: when that write puts no body on the wire (a HEAD, a 204 or 304, a length already
reached, a body that is not bytes) the head is sent alone before the write returns, as
gunicorn sends it; later writes, ``close`` and ``sendfile`` are gunicorn's. A first piece
over :data:`JOINED_UP_TO` bytes is sent after the head, as gunicorn does, rather than copied
into one buffer with it.

The workers of deploy/gunicorn.conf.py (service/serving/protocol_errors.py) make their
answers with it: ``gunicorn.http.wsgi.create`` takes it as the default response class.
"""

from __future__ import annotations

from typing import Any

from gunicorn import util
from gunicorn.http import wsgi

JOINED_UP_TO = 64 * 1024  # bytes of body sent in one buffer with the head (a copy)


class OneWriteResponse(wsgi.Response):
    """gunicorn's Response, its head sent with the first body bytes (see the module)."""

    headers_sent: bool  # gunicorn's, set in its __init__
    _head: bytes | None = None
    _in_write = False

    def send_headers(self) -> None:
        if not self._in_write or self.headers_sent:
            super().send_headers()
            return
        # gunicorn's send_headers, keeping the bytes for the body that follows
        tosend = self.default_headers()
        tosend.extend(["%s: %s\r\n" % (k, v) for k, v in self.headers])
        self._head = util.to_bytestring("%s\r\n" % "".join(tosend), "latin-1")
        self.headers_sent = True

    def write(self, arg: Any) -> None:
        self._in_write = True
        try:
            super().write(arg)
        finally:
            self._in_write = False
            head, self._head = self._head, None
            if head is not None:  # no body went out with it: the head alone, as gunicorn sends it
                util.write(self.sock, head)

    def _emit_body(self, data: bytes) -> None:
        head, self._head = self._head, None
        if head is None:
            super()._emit_body(data)
            return
        if len(data) > JOINED_UP_TO:
            util.write(self.sock, head)
            super()._emit_body(data)
            return
        if self.chunked:
            data = b"%X\r\n%s\r\n" % (len(data), data)  # util.write_chunk's framing
        self.sock.sendall(head + data)
