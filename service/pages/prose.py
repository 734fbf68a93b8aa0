"""A catalogue's text (a rule, a section's introduction, a table's note) as HTML."""

from __future__ import annotations

import re
from functools import lru_cache

from markupsafe import Markup, escape

_CODE = re.compile(r"`([^`]+)`")


def prose(text: str | None, rule_ids: frozenset[str] = frozenset()) -> Markup:
    """A catalogue text as HTML: paragraphs (blank lines), lists (lines starting "- "),
    `code`, and every rule id of the game linked to its anchor on the page."""
    if not text:
        return Markup("")
    linker = _rule_pattern(rule_ids)
    blocks: list[str] = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line for line in block.split("\n") if line.strip()]
        items = [line for line in lines if line.lstrip().startswith("- ")]
        if items and len(items) == len(lines):
            blocks.append("<ul>" + "".join(f"<li>{_inline(i.lstrip()[2:], linker)}</li>" for i in items) + "</ul>")
        elif items:
            head = [line for line in lines if not line.lstrip().startswith("- ")]
            blocks.append(f"<p>{_inline(' '.join(head), linker)}</p>")
            blocks.append("<ul>" + "".join(f"<li>{_inline(i.lstrip()[2:], linker)}</li>" for i in items) + "</ul>")
        else:
            blocks.append(f"<p>{_inline(' '.join(lines), linker)}</p>")
    return Markup("".join(blocks))


_MOVE = re.compile(r"moves\[(\d{1,6})\]")


def moves_linked(text: str) -> Markup:
    """A verdict's text as HTML, each move it names (``moves[4]``) a button that selects that
    move at the table (``data-at``: the step after it)."""
    out = []
    for i, part in enumerate(_MOVE.split(text)):
        if i % 2:
            out.append(f'<button type="button" class="move-ref" data-at="{int(part) + 1}">moves[{part}]</button>')
        else:
            out.append(str(escape(part)))
    return Markup("".join(out))


def code_spans(text: str) -> Markup:
    """One line of a catalogue text as HTML: escaped, its `code` spans (field names, values)
    as <code>; what :func:`prose` does inside a paragraph, without the rule links."""
    return Markup(_inline(text, None))


def _inline(line: str, linker: re.Pattern | None) -> str:
    out = []
    for i, part in enumerate(_CODE.split(line)):
        if i % 2:
            out.append(f"<code>{escape(part)}</code>")
        else:
            piece = str(escape(part))
            if linker is not None:
                piece = linker.sub(lambda m: f'<a class="rule-ref" href="#{m.group(1)}">{m.group(1)}</a>', piece)
            out.append(piece)
    return "".join(out)


@lru_cache(maxsize=16)
def _rule_pattern(rule_ids: frozenset[str]) -> re.Pattern | None:
    if not rule_ids:
        return None
    ordered = sorted(rule_ids, key=len, reverse=True)
    return re.compile(r"(?<![\w/#-])(" + "|".join(re.escape(i) for i in ordered) + r")(?![\w-])")
