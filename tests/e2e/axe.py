"""axe-core in the browser tests: tools/node_modules/axe-core/axe.min.js (installed by
bin/setup-node tools, `npm ci`), injected into a page of a context opened with
``bypass_csp=True`` (the pages' Content-Security-Policy allows their own scripts only)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "tools" / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")
# The WCAG 2.x A and AA rules and axe's best practices (what the issue asks: no serious or
# critical violation of any).
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]


def axe_violations(page) -> list[dict]:
    """axe-core's violations on the page as it is now: each with ``id``, ``impact``, ``help``
    and ``nodes`` (the targets)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate("""async tags => {
        const result = await axe.run(document, {runOnly: {type: "tag", values: tags}, resultTypes: ["violations"]});
        return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                            nodes: v.nodes.map(n => n.target.join(" "))}));
    }""", TAGS)


def serious(violations: list[dict]) -> list[dict]:
    return [v for v in violations if v["impact"] in SERIOUS]


def counts(violations: list[dict]) -> Counter:
    """How many nodes each impact has (axe counts a violation once per rule, its nodes apart)."""
    out: Counter = Counter()
    for v in violations:
        out[v["impact"]] += len(v["nodes"])
    return out


def described(violations: list[dict]) -> str:
    return "\n".join(f"{v['impact']} {v['id']}: {v['help']} ({len(v['nodes'])}: {', '.join(v['nodes'][:4])})"
                     for v in violations)
