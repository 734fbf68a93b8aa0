// The referee's table (/<game>/table): holds the history, asks the service to draw it at a
// step (POST /<game>/table/view?at=<n>: an HTML fragment drawn from the family's answers),
// and turns clicks and keys into steps, moves appended, undo, download and links. It knows
// no game: the moves it appends are the legal-moves entries the fragment offers.
// A game with a view (the page has #seats) is also drawn as one player sees it: ?as=<player>
// in the page's address is sent on with every step; the seats switch between each player of
// the game loaded and the referee's full view, keeping the #game fragment and the language.
"use strict";

(() => {
  const slug = document.body.dataset.game;
  const W = Pages.words();
  const view = document.getElementById("view");
  const toolbar = document.getElementById("toolbar");
  const loadPanel = document.getElementById("load");
  const loadError = document.getElementById("load-error");
  const status = document.getElementById("step-status");
  const seats = document.getElementById("seats");
  const viewer = seats ? seats.dataset.viewer || null : null;
  let history = null;
  let at = 0;
  let busy = false;
  let refused = null;  // the problem of the last refusal of the service

  const fill = (text, params) => text.replace(/\{(\w+)\}/g, (_, k) => (k in params ? params[k] : `{${k}}`));

  // What went wrong, for a person: one sentence and what to do; the service's own words
  // (a problem's detail and errors) folded under "details"; a game of another game, a link
  // to its table.
  function error(message, problem) {
    loadError.replaceChildren();
    loadError.hidden = !message;
    if (!message) return;
    const plain = document.createElement("p");
    plain.textContent = message;
    loadError.append(plain);
    if (problem && problem.table && history) {
      const link = document.createElement("a");
      link.textContent = W.open_other;
      Pages.encodeGame(history).then((g) => { link.href = `${problem.table}#game=${g}`; });
      plain.append(" ", link);
    }
    if (problem && (problem.detail || problem.errors)) {
      const more = document.createElement("details");
      const summary = document.createElement("summary");
      summary.textContent = W.details;
      const text = document.createElement("p");
      const lines = [problem.detail || ""];
      for (const e of (problem.errors || []).slice(0, 5)) lines.push(`${e.pointer || ""}: ${e.message || ""}`);
      text.textContent = lines.join("\n");
      more.append(summary, text);
      loadError.append(more);
    }
    loadPanel.open = true;
  }

  function refusal(problem) {
    if (typeof problem !== "object" || problem === null) return [W.unreadable, null];
    return [problem.plain || problem.detail || problem.title || W.unreadable, problem];
  }

  // The link holds the game; the step shown is kept for this tab (a language switch reloads
  // the page with the same link and comes back to the same step).
  const STEP_KEY = `table-step:${slug}`;

  async function syncLink() {
    const g = await Pages.encodeGame(history);
    window.history.replaceState(null, "", `#game=${g}`);
    remember();
    seatLinks();
  }

  // --- the seats: whose view is drawn -------------------------------------------------------
  const SEAT_FOCUS = `table-seat-focus:${slug}`;

  function seatLinks() {
    if (!seats) return;
    for (const link of seats.querySelectorAll("a.seat")) {
      const query = new URLSearchParams();
      if (link.dataset.seat) query.set("as", link.dataset.seat);
      query.set("lang", Pages.lang());
      link.href = `?${query}${location.hash}`;
    }
  }

  // One link for the referee's view (in the page) and one for each player of the game loaded.
  function showSeats(players) {
    if (!seats) return;
    const list = seats.querySelector(".seat-list");
    for (const item of [...list.children].slice(1)) item.remove();
    for (const player of players) {
      const link = document.createElement("a");
      link.className = "seat";
      link.dataset.seat = player;
      link.textContent = player;
      if (player === viewer) link.setAttribute("aria-current", "true");
      const item = document.createElement("li");
      item.append(link);
      list.append(item);
    }
    seatLinks();
    seats.hidden = false;
  }

  function playersOf(game) {
    return Array.isArray(game.players) ? game.players.filter((p) => typeof p === "string") : [];
  }

  // A player not in the game: the game is there, only the seat is wrong (pick another).
  const seatRefused = (problem) => Boolean(viewer && problem && Array.isArray(problem.errors) &&
    problem.errors.some((e) => e.pointer === "/player"));

  function remember() {
    try {
      sessionStorage.setItem(STEP_KEY, JSON.stringify({hash: location.hash, at}));
    } catch {
      // storage refused: the link alone opens the game at its last step
    }
  }

  function rememberedStep() {
    try {
      const kept = JSON.parse(sessionStorage.getItem(STEP_KEY) || "null");
      return kept && kept.hash === location.hash ? kept.at : null;
    } catch {
      return null;
    }
  }

  function root() {
    return view.querySelector("#view-root");
  }

  function updateToolbar() {
    const r = root();
    const total = history.moves.length;
    toolbar.hidden = false;
    document.getElementById("table-actions").hidden = false;
    status.textContent = r ? r.dataset.status : "";
    toolbar.querySelector("[data-step=first]").disabled = at === 0;
    toolbar.querySelector("[data-step=prev]").disabled = at === 0;
    toolbar.querySelector("[data-step=next]").disabled = at >= total;
    toolbar.querySelector("[data-step=last]").disabled = at >= total;
    document.getElementById("undo").disabled = total === 0;
  }

  // Where the page scrolls to: just below the sticky step bar (CSS scroll-margin-top).
  function bring(node) {
    if (node) node.scrollIntoView({block: "start"});
  }

  // The moves list scrolls inside its own box to keep the current move in sight; the page
  // itself does not move.
  function keepMoveInSight() {
    const list = view.querySelector(".moves");
    const current = view.querySelector(".move[aria-current]");
    if (!list || !current || list.scrollHeight <= list.clientHeight) return;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }

  // Draw the table at step n (null: the ruling first, else the last step); false (and the
  // problem shown) when the service refuses the game. `focus`: what takes the focus after:
  // "move" (the current move), "offer" (what may happen next: in view, its first choice
  // focused), "verdict" (the ruling in view below the step bar).
  async function show(n, focus) {
    if (busy) return false;
    busy = true;
    refused = null;
    document.body.dataset.busy = "true";
    try {
      const query = new URLSearchParams();
      if (n !== null && n !== undefined) query.set("at", n);
      if (viewer) query.set("as", viewer);
      const asked = query.toString();
      const answer = await Pages.post(`/${slug}/table/view${asked ? `?${asked}` : ""}`, history, "text/html");
      if (answer.status !== 200) {
        refused = answer.body;
        error(...refusal(answer.body));
        return false;
      }
      error("");
      view.innerHTML = answer.body;
      at = Number(root().dataset.at);
      updateToolbar();
      if (location.hash.startsWith("#game=")) remember();
      keepMoveInSight();
      if (focus === "move") view.querySelector(".move[aria-current]")?.focus({preventScroll: true});
      if (focus === "offer") {
        const offers = view.querySelector("#offers") || view.querySelector("#verdict");
        bring(offers);
        (view.querySelector(".offer select, .offer input, .offer button") || view.querySelector("#offers-title"))
          ?.focus({preventScroll: true});
      }
      if (focus === "verdict") {
        const verdict = view.querySelector("#verdict");
        bring(verdict);
        verdict?.focus({preventScroll: true});
      }
      return true;
    } catch (exc) {
      error(W.failed);
      return false;
    } finally {
      busy = false;
      document.body.dataset.busy = "false";
    }
  }

  async function load(game, step) {
    if (typeof game !== "object" || game === null || Array.isArray(game)) {
      error(W.not_an_object);
      return false;
    }
    if (!Array.isArray(game.moves)) game.moves = [];
    const before = history;
    history = game;
    showSeats(playersOf(game));
    const shown = await show(step, step === null || step === undefined ? "verdict" : undefined);
    if (!shown) {
      history = before;
      // a seat not in the game: its players stay offered; else the seats of the game shown
      if (!seatRefused(refused)) {
        if (before) showSeats(playersOf(before));
        else if (seats) seats.hidden = true;
      }
      return false;
    }
    loadPanel.open = false;
    if (viewer) document.getElementById("paste").value = "";  // the whole game is not left in the page
    await syncLink();
    return true;
  }

  function parse(text) {
    try {
      return JSON.parse(text);
    } catch (exc) {
      error(W.not_json, {detail: exc.message});
      return undefined;
    }
  }

  async function loadFile(file) {
    const game = parse(await file.text());
    if (game !== undefined) await load(game);
  }

  function step(where) {
    if (!history) return;
    const total = history.moves.length;
    const target = {first: 0, prev: at - 1, next: at + 1, last: total}[where];
    if (target >= 0 && target <= total && target !== at) show(target);
  }

  // A legal-moves entry, its open fields filled from its pickers; null (and said) when not.
  function chosenMove(form) {
    const edited = form.querySelector("textarea[data-kind=json]");
    if (edited) {
      const move = parse(edited.value);
      return move === undefined ? null : move;
    }
    const move = JSON.parse(form.dataset.move);
    for (const select of form.querySelectorAll("select[data-kind=one_of]")) {
      const value = JSON.parse(select.value);
      if (value === null) delete move[select.name];
      else move[select.name] = value;
    }
    for (const input of form.querySelectorAll("input[data-kind=range]")) {
      if (!input.reportValidity()) return null;
      move[input.name] = Number(input.value);
    }
    for (const set of form.querySelectorAll("fieldset[data-kind=subset]")) {
      const ticked = [...set.querySelectorAll("input:checked")].map((box) => JSON.parse(box.value));
      const low = Number(set.dataset.min);
      const high = Number(set.dataset.max);
      if (ticked.length < low || ticked.length > high) {
        const note = set.querySelector(".pick-error") || set.appendChild(document.createElement("p"));
        note.className = "pick-error bad";
        note.setAttribute("role", "alert");
        note.textContent = fill(low === high ? W.wrong_count_exact : W.wrong_count, {low, high, field: set.dataset.label});
        return null;
      }
      move[set.dataset.field] = ticked;
    }
    return move;
  }

  async function play(form) {
    const move = chosenMove(form);
    if (move === null) return;
    history.moves.push(move);
    if (await show(history.moves.length, "offer")) await syncLink();
    else history.moves.pop();
  }

  async function undo() {
    if (!history || history.moves.length === 0) return;
    const move = history.moves.pop();
    if (await show(history.moves.length, "offer")) await syncLink();
    else history.moves.push(move);
  }

  function download() {
    const blob = new Blob([JSON.stringify(history, null, 2) + "\n"], {type: "application/json"});
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `${slug}-game.json`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  async function copyLink() {
    const field = document.getElementById("share-link");
    const note = document.getElementById("share-status");
    const link = await Pages.tableLink(slug, history);  // a player's view: the link opens it too
    field.value = location.origin + (viewer ? link.replace("#", `?${new URLSearchParams({as: viewer})}#`) : link);
    document.getElementById("share").hidden = false;
    try {
      await navigator.clipboard.writeText(field.value);
      note.textContent = W.link_copied;
    } catch {
      field.select();
      note.textContent = W.link_not_copied;
    }
  }

  // --- wiring ------------------------------------------------------------------------------
  document.getElementById("paste-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const game = parse(document.getElementById("paste").value);
    if (game !== undefined) load(game);
  });
  document.getElementById("file").addEventListener("change", (event) => {
    if (event.target.files[0]) loadFile(event.target.files[0]);
  });
  const drop = document.getElementById("drop");
  drop.addEventListener("dragover", (event) => {
    event.preventDefault();
    drop.classList.add("over");
  });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", (event) => {
    event.preventDefault();
    drop.classList.remove("over");
    if (event.dataTransfer.files[0]) loadFile(event.dataTransfer.files[0]);
  });
  document.getElementById("deal-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const form = event.target;
    const players = form.querySelector("#deal-players").value.split(",").map((p) => p.trim()).filter((p) => p);
    const body = {players, variants: {}};
    for (const box of form.querySelectorAll("input[name=variant]")) body.variants[box.value] = box.checked;
    const seed = form.querySelector("#deal-seed").value;
    if (seed !== "") body.seed = Number(seed);
    const answer = await Pages.post(`/${slug}/deal`, body);
    if (answer.status !== 200) error(...refusal(answer.body));
    else await load(answer.body);
  });
  toolbar.addEventListener("click", (event) => {
    const button = event.target.closest("[data-step]");
    if (button) step(button.dataset.step);
  });
  document.getElementById("undo").addEventListener("click", undo);
  document.getElementById("download").addEventListener("click", download);
  document.getElementById("copy-link").addEventListener("click", copyLink);
  seats?.addEventListener("click", (event) => {
    const link = event.target.closest("a.seat");
    if (!link) return;
    seatLinks();
    try {
      sessionStorage.setItem(SEAT_FOCUS, "1");
    } catch {
      // storage refused: the switched page opens with the focus at its start
    }
  });
  view.addEventListener("click", (event) => {
    const move = event.target.closest("button.move");
    if (move) show(Number(move.dataset.at), "move");
    const named = event.target.closest("button.move-ref");
    if (named) show(Number(named.dataset.at), "verdict");
  });
  // The moves list is one Tab stop: the arrow keys go from move to move inside it.
  view.addEventListener("keydown", (event) => {
    const move = event.target.closest("button.move");
    if (!move || !history || event.altKey || event.ctrlKey || event.metaKey) return;
    const total = history.moves.length;
    const target = {ArrowUp: at - 1, ArrowLeft: at - 1, ArrowDown: at + 1, ArrowRight: at + 1, Home: 0, End: total}[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    if (target >= 0 && target <= total && target !== at) show(target, "move");
  });
  view.addEventListener("submit", (event) => {
    const form = event.target.closest("form.offer");
    if (!form) return;
    event.preventDefault();
    play(form);
  });
  document.addEventListener("keydown", (event) => {
    if (!history || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest("input, select, textarea, summary")) return;
    const where = {ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last"}[event.key];
    if (!where) return;
    event.preventDefault();
    step(where);
  });

  // After a switch of seat, the focus comes back to the seat now shown.
  function seatFocus() {
    try {
      if (!sessionStorage.getItem(SEAT_FOCUS)) return;
      sessionStorage.removeItem(SEAT_FOCUS);
    } catch {
      return;
    }
    if (seats && !seats.hidden) seats.querySelector("a.seat[aria-current]")?.focus();
  }

  // A game in the link (#game=<g>) is loaded at once.
  Pages.hold();
  if (viewer) document.getElementById("paste").value = "";  // nor what a browser keeps of a form
  (async () => {
    const found = /^#game=([A-Za-z0-9_-]+)$/.exec(location.hash);
    if (found) {
      try {
        await load(await Pages.decodeGame(found[1]), rememberedStep());
      } catch (exc) {
        error(W.bad_link);
      }
    }
    seatFocus();
    Pages.ready();
  })();
})();
