// The tray checker: a small client of the referee's own API, no framework, no build.
//   POST /choco-late/trays             scores one tray or a two-tray split
//   POST /choco-late/trays/best-split  the best split of all the lots of both trays
//   GET  /choco-late/rules             the deck mapping (D1) and the rule texts
// The page knows no rule of the game: every point, combination and message shown is the
// API's answer. Strict CSP: this file and i18n.js are the only scripts, no inline handler.
(function () {
  "use strict";

  var SVGNS = "http://www.w3.org/2000/svg";
  var STRINGS = window.CHECKER_I18N || {};
  var LANGS = ["en", "it"];
  var TOKEN_SEP = /[\s,;]+/;
  var NUMBER = /^[+-]?\d{1,9}$/;
  var TYPING_DELAY = 450;
  var PICK_DELAY = 120;

  var app = document.getElementById("app");
  var API = {
    trays: app.getAttribute("data-api-trays"),
    bestSplit: app.getAttribute("data-api-best-split"),
    rules: app.getAttribute("data-api-rules")
  };

  var el = {
    form: document.getElementById("tray-form"),
    inputs: [document.getElementById("tray-0-input"), document.getElementById("tray-1-input")],
    errors: [document.getElementById("tray-0-error"), document.getElementById("tray-1-error")],
    formError: document.getElementById("form-error"),
    splitBtn: document.getElementById("split-btn"),
    clearBtn: document.getElementById("clear-btn"),
    verdict: document.getElementById("verdict"),
    summary: document.getElementById("verdict-summary"),
    split: document.getElementById("split-result"),
    rules: document.getElementById("verdict-rules"),
    grid: document.getElementById("grid"),
    legend: document.getElementById("legend"),
    statusText: document.getElementById("status-text")
  };

  var state = {
    lang: initialLanguage(),
    mode: 1,            // 1 or 2 trays
    target: 0,          // the tray grid picks go to (two-tray mode)
    deck: null,         // card -> {symbol, colour}, from GET /choco-late/rules
    rules: null,        // rule id -> rule
    verdict: null,      // {answer, trays}: the last scoring answer and the trays sent
    problem: null,      // {problem, kind, trays}: the last error answer
    splitAnswer: null,  // {answer, trays}: the last best-split answer
    seq: 0,             // request counter: late answers of older requests are dropped
    splitSeq: 0,
    timer: null,
    focusIndex: 0       // the grid cell that takes the focus (roving tabindex)
  };

  // --- words ----------------------------------------------------------------------

  function initialLanguage() {
    var fromQuery = new URLSearchParams(window.location.search).get("lang");
    if (fromQuery && LANGS.indexOf(fromQuery) >= 0) return fromQuery;
    try {
      var saved = window.localStorage.getItem("choco-checker-lang");
      if (saved && LANGS.indexOf(saved) >= 0) return saved;
    } catch (e) { /* storage may be disabled */ }
    var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
    for (var i = 0; i < wanted.length; i++) {
      var primary = String(wanted[i]).toLowerCase().split("-")[0];
      if (LANGS.indexOf(primary) >= 0) return primary;
    }
    return "en";
  }

  function t(key, params) {
    var table = STRINGS[state.lang] || STRINGS.en || {};
    var text = table[key];
    if (text === undefined) text = (STRINGS.en || {})[key];
    if (text === undefined) return key;
    if (typeof text !== "string") return text;
    return text.replace(/\{(\w+)\}/g, function (whole, name) {
      return params && params[name] !== undefined ? String(params[name]) : whole;
    });
  }

  function pointsText(n) {
    return n === 1 ? t("point") : t("points", { n: n });
  }

  function symbolName(s) { return t("symbols")[s - 1] || t("symbol.n", { n: s }); }
  function colourName(c) { return t("colours")[c - 1] || t("colour.n", { n: c }); }
  function colourCode(c) { return t("colour.codes")[c - 1] || String(c); }

  function cardLabel(n) {
    var info = state.deck && state.deck[n];
    if (!info) return String(n);
    return t("card.label", { card: n, symbol: symbolName(info.symbol), colour: colourName(info.colour) });
  }

  // --- small DOM helpers ------------------------------------------------------------

  function h(tag, attrs, children) {
    var node = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        if (attrs[k] === null || attrs[k] === undefined || attrs[k] === false) return;
        if (k === "text") node.textContent = attrs[k];
        else if (k === "className") node.className = attrs[k];
        else node.setAttribute(k, attrs[k] === true ? "" : attrs[k]);
      });
    }
    (children || []).forEach(function (c) {
      if (c === null || c === undefined) return;
      node.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    });
    return node;
  }

  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }

  function symbolSvg(s) {
    var svg = document.createElementNS(SVGNS, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("class", "sym");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    var use = document.createElementNS(SVGNS, "use");
    use.setAttribute("href", "#sym-" + s);
    svg.appendChild(use);
    return svg;
  }

  // A card drawn with its number, its symbol's shape and its colour's band and code.
  function cardFace(node, n) {
    var info = state.deck[n];
    node.classList.add("card", "colour-" + info.colour, "symbol-" + info.symbol);
    node.setAttribute("data-card", String(n));
    node.setAttribute("data-symbol", String(info.symbol));
    node.setAttribute("data-colour", String(info.colour));
    var face = h("span", { className: "face", "aria-hidden": "true" }, [
      h("span", { className: "band" }, [
        h("span", { className: "code", text: colourCode(info.colour) }),
        h("span", { className: "pick-badge" })
      ]),
      h("span", { className: "body" }, [
        h("span", { className: "num", text: String(n) }),
        symbolSvg(info.symbol)
      ]),
      h("span", { className: "marks" })
    ]);
    node.appendChild(face);
    return node;
  }

  // The marks of a scored card: S (symbol combination), C (colour combination), +1 (loose).
  function setMarks(node, roles) {
    node.classList.toggle("in-symbol", roles.indexOf("symbol") >= 0);
    node.classList.toggle("in-colour", roles.indexOf("colour") >= 0);
    node.classList.toggle("loose", roles.indexOf("loose") >= 0);
    if (roles.length) node.setAttribute("data-roles", roles.join(" "));
    else node.removeAttribute("data-roles");
    var marks = node.querySelector(".marks");
    if (!marks) return;
    clear(marks);
    if (roles.indexOf("symbol") >= 0) marks.appendChild(h("span", { className: "mark mark-symbol", text: "S" }));
    if (roles.indexOf("colour") >= 0) marks.appendChild(h("span", { className: "mark mark-colour", text: "C" }));
    if (roles.indexOf("loose") >= 0) marks.appendChild(h("span", { className: "mark mark-loose", text: "+1" }));
  }

  function rolesText(roles) {
    return roles.map(function (r) { return t("card.role." + r); }).join(", ");
  }

  // --- the trays as typed -----------------------------------------------------------

  function tokens(i) {
    return el.inputs[i].value.split(TOKEN_SEP).filter(function (s) { return s.length > 0; });
  }

  function parseTray(i) {
    var numbers = [];
    var bad = [];
    tokens(i).forEach(function (tok) {
      if (NUMBER.test(tok)) numbers.push(parseInt(tok, 10));
      else bad.push(tok);
    });
    return { numbers: numbers, bad: bad };
  }

  function activeTrays() {
    return state.mode === 2 ? [0, 1] : [0];
  }

  function trayNumbers() {
    return activeTrays().map(function (i) { return parseTray(i).numbers; });
  }

  function setTrayTokens(i, list) {
    el.inputs[i].value = list.join(" ");
  }

  // --- the grid ---------------------------------------------------------------------

  function buildGrid() {
    clear(el.grid);
    for (var n = 1; n <= 100; n++) {
      var b = cardFace(h("button", { type: "button", className: "cell", tabindex: "-1", "aria-pressed": "false" }), n);
      el.grid.appendChild(b);
    }
    setFocusIndex(state.focusIndex, false);
    syncGrid();
  }

  function cells() {
    return el.grid.querySelectorAll("button.cell");
  }

  function setFocusIndex(index, focus) {
    var all = cells();
    if (!all.length) return;
    index = Math.max(0, Math.min(all.length - 1, index));
    if (all[state.focusIndex]) all[state.focusIndex].setAttribute("tabindex", "-1");
    state.focusIndex = index;
    all[index].setAttribute("tabindex", "0");
    if (focus) all[index].focus();
  }

  function gridColumns() {
    var cols = window.getComputedStyle(el.grid).gridTemplateColumns.split(" ").filter(Boolean).length;
    return cols || 10;
  }

  function onGridKey(ev) {
    var cell = ev.target.closest ? ev.target.closest("button.cell") : null;
    if (!cell) return;
    var i = parseInt(cell.getAttribute("data-card"), 10) - 1;
    var cols = gridColumns();
    var next = null;
    switch (ev.key) {
      case "ArrowRight": next = i + 1; break;
      case "ArrowLeft": next = i - 1; break;
      case "ArrowDown": next = i + cols; break;
      case "ArrowUp": next = i - cols; break;
      case "Home": next = ev.ctrlKey ? 0 : i - (i % cols); break;
      case "End": next = ev.ctrlKey ? 99 : i - (i % cols) + cols - 1; break;
      case "PageDown": next = i + cols * 5; break;
      case "PageUp": next = i - cols * 5; break;
      default: return;
    }
    ev.preventDefault();
    next = Math.max(0, Math.min(99, next));
    setFocusIndex(next, true);
  }

  function onGridClick(ev) {
    var cell = ev.target.closest ? ev.target.closest("button.cell") : null;
    if (!cell) return;
    var n = parseInt(cell.getAttribute("data-card"), 10);
    setFocusIndex(n - 1, false);
    pick(n);
  }

  // Picking a card: into the target tray; again to take it out; from the other tray to move it.
  function pick(n) {
    var target = state.mode === 2 ? state.target : 0;
    var inTarget = tokens(target);
    var where = indexOfCard(inTarget, n);
    if (where >= 0) {
      inTarget.splice(where, 1);
      setTrayTokens(target, inTarget);
    } else {
      if (state.mode === 2) {
        var other = 1 - target;
        var inOther = tokens(other);
        var there = indexOfCard(inOther, n);
        if (there >= 0) {
          inOther.splice(there, 1);
          setTrayTokens(other, inOther);
        }
      }
      inTarget.push(String(n));
      setTrayTokens(target, inTarget);
    }
    changed(PICK_DELAY);
  }

  function indexOfCard(list, n) {
    for (var i = 0; i < list.length; i++) {
      if (NUMBER.test(list[i]) && parseInt(list[i], 10) === n) return i;
    }
    return -1;
  }

  // The grid shows what is picked (and for which tray) and, once scored, the marks.
  function syncGrid() {
    if (!state.deck) return;
    var where = {};
    activeTrays().forEach(function (i) {
      parseTray(i).numbers.forEach(function (n) { if (!(n in where)) where[n] = i; });
    });
    var roles = currentRoles();
    Array.prototype.forEach.call(cells(), function (b) {
      var n = parseInt(b.getAttribute("data-card"), 10);
      var tray = where[n];
      var picked = tray !== undefined;
      b.setAttribute("aria-pressed", picked ? "true" : "false");
      b.classList.toggle("picked", picked);
      b.classList.toggle("tray-1", picked && tray === 0);
      b.classList.toggle("tray-2", picked && tray === 1);
      if (picked && state.mode === 2) b.setAttribute("data-tray", String(tray + 1));
      else b.removeAttribute("data-tray");
      var badge = b.querySelector(".pick-badge");
      badge.textContent = picked ? (state.mode === 2 ? String(tray + 1) : "\u2713") : "";
      var r = picked && roles[n] ? roles[n] : [];
      setMarks(b, r);
      var label = cardLabel(n);
      if (picked && state.mode === 2) label += ", " + t("card.in.tray", { n: tray + 1 });
      if (r.length) label += "; " + rolesText(r);
      b.setAttribute("aria-label", label);
    });
  }

  // card -> ["symbol", "colour", "loose"] from the last verdict, when it still matches the trays.
  function currentRoles() {
    var out = {};
    if (!state.verdict || !sameTrays(state.verdict.trays, trayNumbers())) return out;
    state.verdict.answer.trays.forEach(function (tray) {
      var r = trayRoles(tray);
      Object.keys(r).forEach(function (k) { out[k] = r[k]; });
    });
    return out;
  }

  function trayRoles(tray) {
    var roles = {};
    function add(list, role) {
      (list || []).forEach(function (n) { (roles[n] = roles[n] || []).push(role); });
    }
    add(tray.symbol_combination && tray.symbol_combination.lots, "symbol");
    add(tray.colour_combination && tray.colour_combination.lots, "colour");
    add(tray.loose_lots, "loose");
    return roles;
  }

  function sameTrays(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
  }

  // --- talking to the API -----------------------------------------------------------

  function post(url, body) {
    return fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept": "application/json", "Accept-Language": state.lang },
      body: JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store"
    }).then(function (response) {
      return response.text().then(function (text) {
        var data = null;
        try { data = text ? JSON.parse(text) : null; } catch (e) { data = null; }
        return { ok: response.ok, status: response.status, data: data, text: text };
      });
    });
  }

  function loadRules() {
    return fetch(API.rules, { headers: { "Accept": "application/json" } })
      .then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      })
      .then(function (doc) {
        var deck = {};
        doc.deck.cards_by_number.forEach(function (c) { deck[c.card] = { symbol: c.symbol, colour: c.colour }; });
        var rules = {};
        doc.rules.forEach(function (r) { rules[r.id] = r; });
        state.deck = deck;
        state.rules = rules;
        buildGrid();
        renderLegend();
        renderAll();
      })
      .catch(function (err) {
        showFormError(t("err.rules", { detail: err.message || String(err) }));
      });
  }

  // Something changed in the trays: mark the verdict stale and check again after `delay`.
  function changed(delay) {
    state.splitAnswer = null;
    clear(el.split);
    clearErrors();
    saveHash();
    syncGrid();
    updateStatus();
    window.clearTimeout(state.timer);
    el.verdict.setAttribute("data-state", "pending");
    state.timer = window.setTimeout(check, delay);
  }

  function check() {
    window.clearTimeout(state.timer);
    clearErrors();
    var trays = activeTrays();
    var bad = false;
    trays.forEach(function (i) {
      var parsed = parseTray(i);
      if (parsed.bad.length) {
        bad = true;
        showFieldError(i, parsed.bad.map(function (tok) { return t("err.not.number", { token: tok }); }).join(" "));
      }
    });
    var seq = ++state.seq;
    if (bad) {
      state.verdict = null;
      state.problem = null;
      setVerdictState("error");
      renderVerdict();
      return;
    }
    var numbers = trayNumbers();
    var empty = numbers.every(function (l) { return l.length === 0; });
    if (empty) {
      state.verdict = null;
      state.problem = null;
      setVerdictState("empty");
      renderVerdict();
      return;
    }
    var body = state.mode === 2 ? { trays: numbers } : { lots: numbers[0] };
    setVerdictState("loading");
    post(API.trays, body).then(function (res) {
      if (seq !== state.seq) return;
      if (res.ok && res.data) {
        state.verdict = { answer: res.data, trays: numbers };
        state.problem = null;
        setVerdictState("done");
      } else {
        state.verdict = null;
        state.problem = { problem: res.data, status: res.status, kind: "trays", trays: numbers };
        setVerdictState("error");
      }
      renderAll();
    }, function (err) {
      if (seq !== state.seq) return;
      state.verdict = null;
      state.problem = { network: err.message || String(err), kind: "trays", trays: numbers };
      setVerdictState("error");
      renderAll();
    });
  }

  function askBestSplit() {
    var numbers = [parseTray(0).numbers, parseTray(1).numbers];
    var bad = [0, 1].some(function (i) { return parseTray(i).bad.length > 0; });
    if (bad) { check(); return; }
    var lots = numbers[0].concat(numbers[1]);
    clear(el.split);
    if (!lots.length) {
      el.split.appendChild(h("p", { className: "hint", text: t("split.need.cards") }));
      return;
    }
    var seq = ++state.splitSeq;
    el.split.setAttribute("data-state", "loading");
    el.split.appendChild(h("p", { className: "hint", text: t("verdict.loading") }));
    post(API.bestSplit, { lots: lots }).then(function (res) {
      if (seq !== state.splitSeq) return;
      if (res.ok && res.data) {
        state.splitAnswer = { answer: res.data, trays: numbers };
        el.split.setAttribute("data-state", "done");
        renderSplit();
        if (el.split.scrollIntoView) el.split.scrollIntoView({ block: "nearest" });
      } else {
        state.splitAnswer = null;
        el.split.setAttribute("data-state", "error");
        clear(el.split);
        showProblem({ problem: res.data, status: res.status, kind: "split", trays: numbers });
      }
    }, function (err) {
      if (seq !== state.splitSeq) return;
      el.split.setAttribute("data-state", "error");
      clear(el.split);
      showFormError(t("err.network", { detail: err.message || String(err) }));
    });
  }

  function setVerdictState(s) {
    el.verdict.setAttribute("data-state", s);
    el.verdict.setAttribute("aria-busy", s === "loading" ? "true" : "false");
  }

  // --- errors -------------------------------------------------------------------------

  function clearErrors() {
    [0, 1].forEach(function (i) {
      el.errors[i].hidden = true;
      clear(el.errors[i]);
      el.inputs[i].removeAttribute("aria-invalid");
    });
    el.formError.hidden = true;
    clear(el.formError);
  }

  function showFieldError(i, text, extra) {
    var p = el.errors[i];
    if (!p.hidden && p.textContent) p.appendChild(document.createTextNode(" "));
    (Array.isArray(text) ? text : [text]).forEach(function (part) {
      p.appendChild(typeof part === "string" ? document.createTextNode(part) : part);
    });
    if (extra) p.appendChild(extra);
    p.hidden = false;
    el.inputs[i].setAttribute("aria-invalid", "true");
  }

  function showFormError(text) {
    el.formError.textContent = text;
    el.formError.hidden = false;
  }

  // Which tray (and which position in it) a JSON pointer of the request designates.
  function locate(pointer, kind, trays) {
    var parts = String(pointer || "").split("/").slice(1);
    if (kind === "split") {
      if (parts[0] === "lots" && parts.length > 1) {
        var k = parseInt(parts[1], 10);
        var first = trays[0].length;
        return k < first ? { tray: 0, pos: k } : { tray: 1, pos: k - first };
      }
      return { tray: null, pos: null };
    }
    if (parts[0] === "lots") return { tray: 0, pos: parts.length > 1 ? parseInt(parts[1], 10) : null };
    if (parts[0] === "trays" && parts.length > 1) {
      return { tray: parseInt(parts[1], 10), pos: parts.length > 2 ? parseInt(parts[2], 10) : null };
    }
    return { tray: null, pos: null };
  }

  function showProblem(p) {
    if (p.network) {
      showFormError(t("err.network", { detail: p.network }));
      return;
    }
    var doc = p.problem || {};
    var placed = false;
    function put(pointer, parts) {
      var where = locate(pointer, p.kind, p.trays);
      var tray = where.tray;
      if (tray === null || isNaN(tray) || tray > (state.mode === 2 ? 1 : 0)) {
        el.formError.hidden = false;
        if (el.formError.textContent) el.formError.appendChild(document.createTextNode(" "));
        parts.forEach(function (part) { el.formError.appendChild(typeof part === "string" ? document.createTextNode(part) : part); });
        return;
      }
      var suffix = where.pos !== null && !isNaN(where.pos)
        ? " (" + t("err.position", { pos: where.pos + 1, n: tray + 1 }) + ")" : "";
      showFieldError(tray, parts.concat([suffix]));
      placed = true;
    }
    if (doc.violation) {
      var v = doc.violation;
      var rule = state.rules && state.rules[v.rule];
      var ruleTag = h("span", { className: "rule-id", "data-rule": v.rule, text: v.rule }, []);
      var parts = [ruleTag, rule ? " " + rule.title[state.lang] + ": " : ": ", v.message];
      put(v.pointer, parts);
    } else if (doc.errors && doc.errors.length) {
      doc.errors.forEach(function (e) {
        put(e.pointer, [e.message]);  // placed at its tray and position: no JSON pointer for people
      });
    } else {
      showFormError((doc.title ? doc.title + ": " : "") + (doc.detail || p.text || ("HTTP " + p.status)));
    }
    return placed;
  }

  // --- the verdict --------------------------------------------------------------------

  function renderAll() {
    renderVerdict();
    renderSplit();
    syncGrid();
    updateStatus();
  }

  function comboLine(kindKey, use, kind) {
    var dd;
    if (!use) {
      dd = h("dd", { "data-combo": kind, text: t("none") });
    } else {
      var english = t("combo." + use.id);
      var name = english.toLowerCase() === use.label.toLowerCase() ? use.label : use.label + " (" + english + ")";
      dd = h("dd", { "data-combo": kind, "data-id": use.id }, [
        h("strong", { text: name }),
        " · " + pointsText(use.points) + " · " + t("lots") + " " + use.lots.join(" ")
      ]);
    }
    return [h("dt", { className: "combo-" + kind, text: t(kindKey) }), dd];
  }

  function trayBlock(tray, index, count) {
    var roles = trayRoles(tray);
    var list = h("ul", { className: "cards-row", role: "list" });
    tray.lots.forEach(function (n) {
      var li = h("li", { className: "tile" });
      if (state.deck && state.deck[n]) cardFace(li, n);
      else li.appendChild(h("span", { className: "num", text: String(n) }));
      var r = roles[n] || [];
      setMarks(li, r);
      li.appendChild(h("span", { className: "visually-hidden", text: cardLabel(n) + (r.length ? "; " + rolesText(r) : "") }));
      list.appendChild(li);
    });
    var heading = count > 1 ? t("tray.n", { n: index + 1 }) : t("tray.n", { n: "" }).trim();
    var dl = h("dl", { className: "combos" });
    comboLine("symbol.combination", tray.symbol_combination, "symbol").forEach(function (x) { dl.appendChild(x); });
    comboLine("colour.combination", tray.colour_combination, "colour").forEach(function (x) { dl.appendChild(x); });
    if (tray.loose_lots.length) {
      dl.appendChild(h("dt", { className: "combo-loose", text: t("loose") }));
      dl.appendChild(h("dd", { "data-combo": "loose", text: tray.loose_lots.join(" ") }));
    }
    return h("article", { className: "tray-result", "data-tray": String(index), "data-points": String(tray.points) }, [
      h("h3", {}, [
        h("span", { className: "tray-name" }, [count > 1 ? h("span", { className: "tray-badge t" + (index + 1), "aria-hidden": "true", text: String(index + 1) }) : null, heading]),
        h("span", { className: "points", "data-points": String(tray.points), text: pointsText(tray.points) })
      ]),
      list,
      h("p", { className: "explanation", text: tray.explanation }),
      dl
    ]);
  }

  function rulesBlock(ids) {
    var dl = h("dl", { className: "rules-used" });
    ids.forEach(function (id) {
      var rule = state.rules && state.rules[id];
      dl.appendChild(h("dt", { "data-rule": id }, [
        h("span", { className: "rule-id", text: id }),
        rule ? " " + rule.title[state.lang] : ""
      ]));
      var dd = h("dd", { "data-rule": id, text: rule ? rule.text[state.lang] : t("rules.loading") });
      dl.appendChild(dd);
      if (rule && rule.ruling && rule.ruling_text && rule.ruling_text[state.lang]) {
        dl.appendChild(h("dd", { className: "ruling", "data-rule": id, text: rule.ruling_text[state.lang] }));
      }
    });
    return h("section", { className: "decided-by" }, [h("h3", { text: t("decided.by") }), dl]);
  }

  // Rule ids with their titles (the texts are in the verdict's "Decided by").
  function ruleChips(ids) {
    var p = h("p", { className: "rule-chips" }, [t("decided.by") + ": "]);
    ids.forEach(function (id, i) {
      var rule = state.rules && state.rules[id];
      if (i) p.appendChild(document.createTextNode(", "));
      p.appendChild(h("span", { className: "rule-id", "data-rule": id, text: id }));
      if (rule) p.appendChild(document.createTextNode(" " + rule.title[state.lang]));
    });
    return p;
  }

  function renderVerdict() {
    clear(el.verdict);
    clear(el.rules);
    var s = el.verdict.getAttribute("data-state");
    if (state.problem) {
      clearErrors();
      showProblem(state.problem);
      el.verdict.appendChild(h("p", { className: "hint verdict-error", text: t("verdict.error") }));
      el.summary.textContent = t("verdict.error");
      return;
    }
    if (!state.verdict) {
      var key = s === "error" ? "verdict.error" : "verdict.empty";
      el.verdict.appendChild(h("p", { className: "hint" + (s === "error" ? " verdict-error" : ""), text: t(key) }));
      el.summary.textContent = s === "error" ? t(key) : "";
      return;
    }
    var answer = state.verdict.answer;
    var count = answer.trays.length;
    answer.trays.forEach(function (tray, i) { el.verdict.appendChild(trayBlock(tray, i, count)); });
    if (count > 1) {
      el.verdict.appendChild(h("p", { id: "total", className: "total", "data-total": String(answer.total), text: t("total", { n: answer.total }) }));
    }
    el.rules.appendChild(rulesBlock(answer.decided_by || []));
    if (count > 1) {
      el.summary.textContent = t("summary.two", { total: answer.total, p1: pointsText(answer.trays[0].points), p2: pointsText(answer.trays[1].points) });
    } else {
      el.summary.textContent = t("summary.one", { points: answer.trays[0].points, explanation: answer.trays[0].explanation });
    }
  }

  function renderSplit() {
    if (!state.splitAnswer) return;
    clear(el.split);
    if (!sameTrays(state.splitAnswer.trays, [parseTray(0).numbers, parseTray(1).numbers])) {
      state.splitAnswer = null;
      return;
    }
    var a = state.splitAnswer.answer;
    var current = state.verdict && state.verdict.answer.trays.length === 2 ? state.verdict.answer.total : null;
    var box = h("section", { className: "split-box", "data-total": String(a.total), "data-optimal": String(a.optimal) }, [
      h("h3", {}, [t("split.title") + ": ", h("span", { className: "split-total", text: pointsText(a.total) })]),
      h("p", { className: "split-proof " + (a.optimal ? "optimal" : "not-optimal"),
               text: a.optimal ? t("split.optimal") : t("split.not.optimal", { bound: a.search.upper_bound }) })
    ]);
    if (current !== null) {
      box.appendChild(h("p", { className: "split-compare", text: a.total > current
        ? t("split.compare.better", { current: current, best: a.total, diff: a.total - current })
        : t("split.compare.same", { best: a.total }) }));
    }
    a.trays.forEach(function (tray, i) { box.appendChild(trayBlock(tray, i, 2)); });
    box.appendChild(ruleChips(a.decided_by || []));
    var apply = h("button", { type: "button", className: "btn", id: "apply-split", text: t("split.apply") });
    apply.addEventListener("click", function () {
      setTrayTokens(0, a.trays[0].lots.map(String));
      setTrayTokens(1, a.trays[1].lots.map(String));
      changed(0);
    });
    box.appendChild(apply);
    el.split.appendChild(box);
  }

  function updateStatus() {
    var numbers = trayNumbers();
    var count = numbers.reduce(function (s, l) { return s + l.length; }, 0);
    var text = count === 0 ? t("status.none") : (count === 1 ? t("status.card") : t("status.cards", { count: count }));
    if (state.verdict && sameTrays(state.verdict.trays, numbers)) {
      text += " · " + pointsText(state.verdict.answer.total);
    }
    el.statusText.textContent = text;
  }

  // --- the legend -----------------------------------------------------------------------

  function renderLegend() {
    clear(el.legend);
    var symbols = h("ul", { className: "legend-list" });
    [1, 2, 3, 4, 5].forEach(function (s) {
      symbols.appendChild(h("li", { "data-symbol": String(s) }, [
        h("span", { className: "legend-sym" }, [symbolSvg(s)]), s + " · " + symbolName(s)
      ]));
    });
    var colours = h("ul", { className: "legend-list" });
    [1, 2, 3, 4, 5].forEach(function (c) {
      colours.appendChild(h("li", { "data-colour": String(c) }, [
        h("span", { className: "swatch colour-" + c, text: colourCode(c) }), c + " · " + colourName(c)
      ]));
    });
    var marks = h("ul", { className: "legend-list marks-list" });
    var sample = state.deck ? 26 : null;
    [["symbol", "mark.symbol"], ["colour", "mark.colour"], ["loose", "mark.loose"]].forEach(function (m) {
      var li = h("li", {});
      if (sample) {
        var tile = cardFace(h("span", { className: "tile sample", "aria-hidden": "true" }), sample);
        setMarks(tile, [m[0]]);
        li.appendChild(tile);
      }
      li.appendChild(h("span", { text: t(m[1]) }));
      marks.appendChild(li);
    });
    if (state.mode === 2) {
      [["tray-1", "mark.picked1", "1"], ["tray-2", "mark.picked2", "2"]].forEach(function (m) {
        var li = h("li", {});
        if (sample) {
          var tile = cardFace(h("span", { className: "tile sample picked " + m[0], "aria-hidden": "true" }), sample);
          tile.querySelector(".pick-badge").textContent = m[2];
          li.appendChild(tile);
        }
        li.appendChild(h("span", { text: t(m[1]) }));
        marks.appendChild(li);
      });
    }
    el.legend.appendChild(h("div", { className: "legend-group" }, [h("h3", { text: t("legend.symbols") }), symbols]));
    el.legend.appendChild(h("div", { className: "legend-group" }, [h("h3", { text: t("legend.colours") }), colours]));
    el.legend.appendChild(h("div", { className: "legend-group" }, [h("h3", { text: t("legend.marks") }), marks]));
    el.legend.appendChild(h("p", { className: "hint legend-note", text: t("legend.note") }));
  }

  // --- language, mode, URL ---------------------------------------------------------------

  function applyLanguage() {
    document.documentElement.setAttribute("lang", state.lang);
    document.title = t("page.title");
    Array.prototype.forEach.call(document.querySelectorAll("[data-i18n]"), function (node) {
      node.textContent = t(node.getAttribute("data-i18n"), { n: node.getAttribute("data-n") });
    });
    Array.prototype.forEach.call(document.querySelectorAll("[data-i18n-aria-label]"), function (node) {
      node.setAttribute("aria-label", t(node.getAttribute("data-i18n-aria-label")));
    });
    Array.prototype.forEach.call(document.querySelectorAll(".lang-btn"), function (b) {
      b.setAttribute("aria-pressed", b.getAttribute("data-lang") === state.lang ? "true" : "false");
    });
    if (state.deck) {
      Array.prototype.forEach.call(cells(), function (b) {
        b.querySelector(".code").textContent = colourCode(state.deck[b.getAttribute("data-card")].colour);
      });
      renderLegend();
    }
  }

  function setLanguage(lang) {
    if (LANGS.indexOf(lang) < 0 || lang === state.lang) return;
    state.lang = lang;
    try { window.localStorage.setItem("choco-checker-lang", lang); } catch (e) { /* ignore */ }
    applyLanguage();
    renderAll();
    // Verdicts and messages come from the API in the request's language: ask again.
    var hadSplit = !!state.splitAnswer;
    if (state.verdict || state.problem) check();
    if (hadSplit) askBestSplit();
  }

  function setMode(mode, silent) {
    mode = mode === 2 ? 2 : 1;
    var radios = el.form.querySelectorAll('input[name="mode"]');
    Array.prototype.forEach.call(radios, function (r) { r.checked = parseInt(r.value, 10) === mode; });
    if (mode === state.mode && silent) { showMode(); return; }
    var previous = state.mode;
    state.mode = mode;
    if (previous === 2 && mode === 1) {
      // one tray again: every picked card goes back into it
      setTrayTokens(0, tokens(0).concat(tokens(1)));
      setTrayTokens(1, []);
      state.target = 0;
    } else if (previous === 1 && mode === 2 && !silent) {
      state.target = tokens(0).length ? 1 : 0;
    }
    showMode();
    if (!silent) changed(0);
  }

  function showMode() {
    Array.prototype.forEach.call(document.querySelectorAll(".two-only"), function (node) {
      node.hidden = state.mode !== 2;
    });
    Array.prototype.forEach.call(el.form.querySelectorAll('input[name="target"]'), function (r) {
      r.checked = parseInt(r.value, 10) === state.target;
    });
    document.body.classList.toggle("two-trays", state.mode === 2);
    Array.prototype.forEach.call(document.querySelectorAll(".tray-input"), function (node) {
      node.classList.toggle("is-target", state.mode === 2 && parseInt(node.getAttribute("data-tray"), 10) === state.target);
    });
    if (state.deck) renderLegend();
  }

  function saveHash() {
    var parts = ["t1=" + encodeURIComponent(tokens(0).join(","))];
    if (state.mode === 2) parts.push("t2=" + encodeURIComponent(tokens(1).join(",")));
    var hash = "#" + parts.join("&");
    if (window.location.hash !== hash) {
      try { window.history.replaceState(null, "", hash); } catch (e) { /* ignore */ }
    }
  }

  function loadHash() {
    var hash = window.location.hash.replace(/^#/, "");
    if (!hash) return false;
    var params = new URLSearchParams(hash);
    var t1 = params.get("t1");
    var t2 = params.get("t2");
    if (t1 === null && t2 === null) return false;
    el.inputs[0].value = (t1 || "").split(",").join(" ");
    el.inputs[1].value = (t2 || "").split(",").join(" ");
    if (t2 !== null) {
      state.mode = 2;
      Array.prototype.forEach.call(el.form.querySelectorAll('input[name="mode"]'), function (r) { r.checked = r.value === "2"; });
    }
    return true;
  }

  // --- wiring --------------------------------------------------------------------------

  function wire() {
    el.form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      check();
    });
    el.inputs.forEach(function (input) {
      input.addEventListener("input", function () { changed(TYPING_DELAY); });
      input.addEventListener("keydown", function (ev) {
        if (ev.key === "Enter") { ev.preventDefault(); check(); }
      });
    });
    Array.prototype.forEach.call(el.form.querySelectorAll('input[name="mode"]'), function (r) {
      r.addEventListener("change", function () { if (r.checked) setMode(parseInt(r.value, 10), false); });
    });
    Array.prototype.forEach.call(el.form.querySelectorAll('input[name="target"]'), function (r) {
      r.addEventListener("change", function () {
        if (r.checked) { state.target = parseInt(r.value, 10); showMode(); }
      });
    });
    // Focusing a tray's input makes it the target of grid picks.
    el.inputs.forEach(function (input, i) {
      input.addEventListener("focus", function () {
        if (state.mode === 2 && state.target !== i) { state.target = i; showMode(); }
      });
    });
    el.splitBtn.addEventListener("click", askBestSplit);
    el.clearBtn.addEventListener("click", function () {
      setTrayTokens(0, []);
      setTrayTokens(1, []);
      state.target = 0;
      showMode();
      changed(0);
      el.inputs[0].focus();
    });
    Array.prototype.forEach.call(document.querySelectorAll(".lang-btn"), function (b) {
      b.addEventListener("click", function () { setLanguage(b.getAttribute("data-lang")); });
    });
    el.grid.addEventListener("click", onGridClick);
    el.grid.addEventListener("keydown", onGridKey);
  }

  function start() {
    wire();
    var fromHash = loadHash();
    applyLanguage();
    showMode();
    setVerdictState("empty");
    renderVerdict();
    updateStatus();
    loadRules().then(function () {
      if (fromHash) check();
      document.body.setAttribute("data-ready", "true");
    });
  }

  start();
})();
