"""serve: start the service under gunicorn (deploy/gunicorn.conf.py), as
``choco-referee serve`` (or its shortcut ``choco-late serve``)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ._common import OK

HELP = "start the service under gunicorn"
DESCRIPTION = """%(prog)s: start the service under gunicorn (deploy/gunicorn.conf.py).

    %(prog)s                    http://127.0.0.1:8000
    %(prog)s --port 9000
    %(prog)s --bind 0.0.0.0:8000 --workers 4

The process becomes gunicorn (signals, exit code and logs are gunicorn's).
"""
# The repository's config; an installed package (the container image) finds it in the
# working directory, where the image puts deploy/.
CONFIGS = (Path(__file__).resolve().parents[2] / "deploy" / "gunicorn.conf.py",
           Path("deploy") / "gunicorn.conf.py")


def register(subparsers, common=None) -> None:
    p = subparsers.add_parser("serve", help=HELP, description=DESCRIPTION,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    where = p.add_mutually_exclusive_group()
    where.add_argument("--port", type=int, default=None, help="port on 127.0.0.1 (default: 8000, or $BIND)")
    where.add_argument("--bind", default=None, metavar="HOST:PORT", help="address to listen on")
    p.add_argument("--workers", type=int, default=None, help="worker processes (default: $WEB_CONCURRENCY or gunicorn.conf.py's)")
    p.set_defaults(run=run)


def command(args, environ=None) -> tuple[list[str], dict[str, str]]:
    """The gunicorn command line and its environment."""
    env = dict(os.environ if environ is None else environ)
    if args.bind:
        env["BIND"] = args.bind
    elif args.port is not None:
        env["BIND"] = f"127.0.0.1:{args.port}"
    else:
        env.setdefault("BIND", "127.0.0.1:8000")
    if args.workers is not None:
        env["WEB_CONCURRENCY"] = str(args.workers)
    argv = [sys.executable, "-m", "gunicorn"]
    config = next((c for c in CONFIGS if c.is_file()), None)
    if config is not None:
        argv += ["--config", str(config)]
    else:  # installed without the repository's deploy/: gunicorn's defaults and our address
        argv += ["--bind", env["BIND"]]
    argv.append("service.wsgi:app")
    return argv, env


def run(args) -> int:
    argv, env = command(args)
    sys.stderr.write(f"Choco referee on http://{env['BIND']}  (home: /, docs: /docs)\n")
    sys.stderr.flush()
    os.execve(argv[0], argv, env)
    return OK  # not reached
