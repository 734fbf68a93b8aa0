"""The tray checker page (GET /): plain HTML, the service's own scripts and styles only.

The page is a client of the public API: it scores trays with POST /choco-late/trays,
asks for a best split with POST /choco-late/trays/best-split and reads the deck mapping
and the rule texts from GET /choco-late/rules. It knows no rule of the game itself.
Everything it loads lives under service/static/checker/ (no CDN, no build step), so the
page works offline and under the strict page CSP of service/http/security.py.
"""

from __future__ import annotations

from flask import Blueprint, render_template, url_for

pages_blp = Blueprint("checker", __name__)


@pages_blp.route("/", methods=["GET"])
def checker():
    """The tray checker for tournament organisers."""
    return render_template(
        "checker.html",
        api={
            "trays": url_for("choco-late.score_trays"),
            "best_split": url_for("choco-late.best_split"),
            "rules": url_for("choco-late.rules"),
        },
    )
