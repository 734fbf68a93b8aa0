"""The edge: nginx in front of gunicorn, started and stopped together.

``python -m service.serving.edge [--bind HOST:PORT]`` (what ``bin/serve --edge`` and the
container image run), from the repository root (or the image's /app), where
deploy/gunicorn.conf.py and deploy/nginx/edge.conf.template are:

1. makes a run directory (``--run-dir``, default a fresh temp dir, removed at the end) and
   renders nginx's config into it (service/serving/edge_config.py);
2. starts gunicorn (deploy/gunicorn.conf.py, its worker class included) on a unix socket
   in it, and waits until it answers;
3. starts nginx in the foreground on HOST:PORT (``nginx -p RUN_DIR -c nginx.conf``);
4. on SIGTERM or SIGINT (Ctrl-C) stops both gracefully: nginx stops accepting and
   finishes what it has (SIGQUIT), gunicorn drains its requests in flight (SIGTERM); if
   either exits on its own, the other is stopped too and the exit code is the first's (1 when
   that one exited 0: the edge never stops on its own).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from service.config import Settings
from service.serving import edge_config

# The worker class is deploy/gunicorn.conf.py's default (gthread), behind the edge as without
# it: every request reaches gunicorn whole here, so sync workers were measured against
# gthread (bench/edge_models.py, deploy/README.md "The edge"): no faster on the mixed load
# (best rounds 1485 and 632 req/s against gthread's 1487 and 1430), and a sync worker holds
# one request at a time (a 1 s best split stalls it). GUNICORN_WORKER_CLASS still chooses.
GUNICORN_CONFIG = Path("deploy/gunicorn.conf.py")
STOP_SECONDS = 30  # gunicorn's graceful timeout (20 s) and a margin


def _program(child: subprocess.Popen[bytes]) -> str:
    """The name of the program a child process runs (it was started from an argument list)."""
    args = child.args
    first = args if isinstance(args, (str, bytes, os.PathLike)) else args[0]
    return Path(os.fsdecode(first)).name


# Where nginx is looked for beyond the PATH (Debian's package, a build from source): the one
# list, which bin/setup-edge asks too (``python -m service.serving.edge --find-nginx``).
NGINX_PLACES = ("/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx")


def find_nginx() -> str | None:
    return shutil.which("nginx") or next((p for p in NGINX_PLACES if os.access(p, os.X_OK)), None)


# The dynamic modules the edge loads (the body's deadline is Lua: nginx has no deadline for a
# whole body), in the modules directory nginx was built with (nginx -V).
MODULES = ("ndk_http_module.so", "ngx_http_lua_module.so")


def modules_dir(nginx: str) -> str:
    """Where `nginx` keeps its dynamic modules (its ``--modules-path``; Debian's by default)."""
    built = subprocess.run([nginx, "-V"], capture_output=True, text=True, check=False).stderr
    found = re.search(r"--modules-path=(\S+)", built)
    return found.group(1) if found else edge_config.MODULES_DIR


def missing_modules(nginx: str) -> list[str]:
    where = Path(modules_dir(nginx))
    return [name for name in MODULES if not (where / name).is_file()]


def gunicorn_env(sock: str) -> dict[str, str]:
    """gunicorn's environment behind the edge: this one, bound to the unix socket `sock`; its
    settings (the worker class included) are deploy/gunicorn.conf.py's or the environment's."""
    return dict(os.environ, BIND=f"unix:{sock}")


def wait_for_socket(path: str, proc: subprocess.Popen, timeout: float = 60) -> None:
    """Until gunicorn answers on its unix socket (or exits, or `timeout` passes)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"gunicorn exited ({proc.returncode}) before it listened")
        if os.path.exists(path):
            try:
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                    s.settimeout(2)
                    s.connect(path)
                    s.sendall(b"GET /readyz HTTP/1.1\r\nHost: edge\r\nConnection: close\r\n\r\n")
                    if s.recv(12).startswith(b"HTTP/1.1 200"):
                        return
            except OSError:
                pass
        time.sleep(0.05)
    raise RuntimeError(f"gunicorn did not answer on {path} within {timeout} s")


def stop(proc: subprocess.Popen, sig: int, timeout: float) -> None:
    if proc.poll() is None:
        proc.send_signal(sig)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m service.serving.edge", description=__doc__.split("\n\n")[0])
    parser.add_argument("--bind", default=os.environ.get("BIND") or f"127.0.0.1:{os.environ.get('PORT', '8000')}",
                        help="where nginx listens (default $BIND, else 127.0.0.1:$PORT, PORT 8000)")
    parser.add_argument("--run-dir", help="where the config, the socket and nginx's temp files go "
                                          "(default: a fresh temp dir, removed at exit)")
    parser.add_argument("--find-nginx", action="store_true",
                        help="print where nginx is and exit (1 when it is nowhere the edge looks, or "
                             "lacks a module the edge loads)")
    args = parser.parse_args(argv)

    nginx = find_nginx()
    missing = missing_modules(nginx) if nginx is not None else list(MODULES)
    if args.find_nginx:
        if nginx is not None and not missing:
            print(nginx)
        return 0 if nginx is not None and not missing else 1
    if nginx is None or missing:
        print(f"edge: nginx or its modules are not installed ({', '.join(missing)}); bin/setup-edge installs "
              "Debian's packages as root", file=sys.stderr)
        return 2
    owned = args.run_dir is None
    run_dir = Path(args.run_dir or tempfile.mkdtemp(prefix="choco-edge-"))
    run_dir.mkdir(parents=True, exist_ok=True)
    as_root = edge_config.running_as_root()
    if as_root:  # nginx's workers run as nobody: they must reach the socket
        run_dir.chmod(0o755)
    sock = str(run_dir / "gunicorn.sock")
    setup = edge_config.EdgeSetup(listen=args.bind, socket=sock, run_dir=str(run_dir),
                                  settings=Settings.from_env(), as_root=as_root, modules_dir=modules_dir(nginx))
    conf = edge_config.write(setup)
    nginx_argv = [nginx, "-p", str(run_dir), "-c", str(conf), "-e", "stderr"]
    check = subprocess.run(nginx_argv + ["-q", "-t"], capture_output=True, text=True, check=False)
    if check.returncode != 0:
        print(f"edge: nginx refuses its config:\n{check.stderr}", file=sys.stderr)
        return 2

    env = gunicorn_env(sock)
    # their own sessions: Ctrl-C reaches this process alone, which stops both gracefully
    gunicorn = subprocess.Popen([sys.executable, "-m", "gunicorn", "--config", str(GUNICORN_CONFIG)], env=env,
                                start_new_session=True)
    children: list[subprocess.Popen[bytes]] = [gunicorn]
    stopping = []

    def on_signal(signum, _frame):
        stopping.append(signum)

    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, on_signal)
    code = 0
    try:
        wait_for_socket(sock, gunicorn)
        if not stopping:
            nginx_proc = subprocess.Popen(nginx_argv, start_new_session=True)
            children.append(nginx_proc)
            print(f"edge: nginx on http://{args.bind}, gunicorn behind it on {sock}", file=sys.stderr)
        while not stopping:
            exited = [p for p in children if p.poll() is not None]
            if exited:
                code = exited[0].returncode or 1
                print(f"edge: {_program(exited[0])} exited ({exited[0].returncode}); stopping",
                      file=sys.stderr)
                break
            time.sleep(0.2)
    except RuntimeError as exc:
        print(f"edge: {exc}", file=sys.stderr)
        code = 1
    finally:
        # nginx first (it stops accepting, finishes what it holds), gunicorn after it
        for proc in children[1:]:
            stop(proc, signal.SIGQUIT, STOP_SECONDS)
        stop(gunicorn, signal.SIGTERM, STOP_SECONDS)
        if owned:
            shutil.rmtree(run_dir, ignore_errors=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
