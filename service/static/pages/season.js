// The season page (/<game>/season): the files picked or dropped (a folder's *.json, as the
// command line reads a folder) are read here and sent to POST /<game>/season, which answers
// each game's verdict and the league table as HTML, shown as it comes. Nothing is stored.
// One request checks at most the files, moves, arrays and objects and bytes the service
// takes at once (the data-max-* of #season-input): a larger season is sent in parts, in the
// files' order, each part with the summary and league table of those before it, so the last
// answer's league table is the whole season's.
"use strict";

(() => {
  const words = Pages.words();
  const input = document.getElementById("season-input");
  const zone = document.getElementById("drop-zone");
  const status = document.getElementById("season-status");
  const result = document.getElementById("season-result");
  const limits = {
    body: Number(input.dataset.maxBody), files: Number(input.dataset.maxFiles),
    moves: Number(input.dataset.maxMoves), containers: Number(input.dataset.maxContainers),
  };
  const encoder = new TextEncoder();

  const fill = (text, params) => text.replace(/\{(\w+)\}/g, (_, k) => String(params[k]));
  // "[" and "{" as the service counts them: on the text, strings included
  const containers = (text) => (text.match(/[[{]/g) || []).length;

  // The moves a file holds, as the service counts them before it replays any (0 when the
  // file is not a history: it costs nothing to replay).
  function movesOf(text) {
    let doc;
    try {
      doc = JSON.parse(text);
    } catch {
      return 0;
    }
    const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
    if (isObject(doc) && !("players" in doc) && isObject(doc.game)) doc = doc.game;
    return isObject(doc) && Array.isArray(doc.moves) ? doc.moves.length : 0;
  }

  // The files from `start` that one request may carry (at least one) after `carry`.
  function partEnd(items, start, carry) {
    const head = JSON.stringify(carry ? {files: [], before: carry} : {files: []});
    let bytes = encoder.encode(head).length;
    let held = containers(head);
    let moves = 0;
    let end = start;
    while (end < items.length && end - start < limits.files) {
      const item = items[end];
      const fits = bytes + item.bytes <= limits.body && held + item.containers <= limits.containers &&
        moves + item.moves <= limits.moves;
      if (!fits && end > start) break;
      bytes += item.bytes;
      held += item.containers;
      moves += item.moves;
      end += 1;
    }
    return end;
  }

  // A later part's answer: its games after those shown; its summary and league table (the
  // season's so far) instead of the earlier ones.
  function merge(part) {
    result.querySelector("#season-games tbody").append(...part.querySelectorAll("#season-games tbody tr"));
    for (const selector of ["#season-summary", "[aria-labelledby='season-league-title']", "#season-carry"]) {
      result.querySelector(selector).replaceWith(part.querySelector(selector));
    }
  }

  async function send(picked) {
    if (!picked.length) {
      status.textContent = words.none;
      return;
    }
    status.textContent = fill(words.reading, {n: picked.length});
    const items = (await Promise.all(picked.map(async ({name, file}) => {
      const text = await file.text();
      const entry = JSON.stringify({name, text});
      return {name, text, bytes: encoder.encode(entry).length + 1, containers: containers(entry), moves: movesOf(text)};
    }))).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const tooLarge = items.find((item) => item.bytes + 64 > limits.body);
    if (tooLarge) {
      status.textContent = fill(words.too_large, {name: tooLarge.name, limit: Math.floor(limits.body / 1024)});
      return;
    }
    let carry = null;
    for (let start = 0; start < items.length;) {
      const end = partEnd(items, start, carry);
      const part = items.slice(start, end);
      if (start > 0) status.textContent = fill(words.checking_part, {done: start, n: items.length});
      const body = {files: part.map(({name, text}) => ({name, text}))};
      if (carry) body.before = carry;
      const answer = await Pages.post(location.pathname, body, "text/html");
      if (answer.status !== 200) {
        const detail = typeof answer.body === "object" && answer.body ? answer.body.detail : "";
        const which = part.length === 1 ? ` (${part[0].name})` : "";
        status.textContent = fill(words.failed, {status: answer.status}) + which + (detail ? ": " + detail : "");
        return;
      }
      const fragment = document.createElement("template");
      fragment.innerHTML = answer.body;
      if (carry) merge(fragment.content);
      else result.replaceChildren(fragment.content);
      carry = JSON.parse(result.querySelector("#season-carry").textContent);
      start = end;
    }
    status.textContent = fill(words.done, {n: picked.length});
    const heading = document.getElementById("season-games-title");
    if (heading) heading.focus();
  }

  // A folder gives every *.json below it; files picked one by one are all sent.
  function fromInput(node, onlyJson) {
    const out = [];
    for (const file of node.files) {
      const name = file.webkitRelativePath || file.name;
      if (!onlyJson || /\.json$/i.test(name)) out.push({name, file});
    }
    return out;
  }

  function entryFiles(entry) {
    if (entry.isFile) {
      return new Promise((resolve) => entry.file(
        (file) => resolve([{name: entry.fullPath.replace(/^\//, ""), file, inFolder: true}]), () => resolve([])));
    }
    return new Promise((resolve) => {
      const reader = entry.createReader();
      const all = [];
      const more = () => reader.readEntries(async (batch) => {
        if (!batch.length) {
          const nested = await Promise.all(all.map(entryFiles));
          resolve(nested.flat());
          return;
        }
        all.push(...batch);
        more();
      }, () => resolve([]));
      more();
    });
  }

  async function fromDrop(transfer) {
    const entries = [...transfer.items].map((item) => item.webkitGetAsEntry && item.webkitGetAsEntry()).filter(Boolean);
    if (!entries.length) return [...transfer.files].map((file) => ({name: file.name, file}));
    const found = (await Promise.all(entries.map((e) => (e.isFile
      ? new Promise((resolve) => e.file((file) => resolve([{name: file.name, file}]), () => resolve([])))
      : entryFiles(e))))).flat();
    return found.filter((f) => !f.inFolder || /\.json$/i.test(f.name));
  }

  document.getElementById("season-files").addEventListener("change", (event) => send(fromInput(event.target, false)));
  document.getElementById("season-folder").addEventListener("change", (event) => send(fromInput(event.target, true)));
  zone.addEventListener("dragover", (event) => {
    event.preventDefault();
    zone.classList.add("over");
  });
  zone.addEventListener("dragleave", () => zone.classList.remove("over"));
  zone.addEventListener("drop", async (event) => {
    event.preventDefault();
    zone.classList.remove("over");
    send(await fromDrop(event.dataTransfer));
  });
})();
