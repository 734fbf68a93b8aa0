// The season page (/<game>/season): the files picked or dropped (a folder's *.json, as the
// command line reads a folder) are read here and sent to POST /<game>/season, which answers
// each game's verdict and the league table as HTML, shown as it comes. Nothing is stored.
"use strict";

(() => {
  const words = Pages.words();
  const input = document.getElementById("season-input");
  const zone = document.getElementById("drop-zone");
  const status = document.getElementById("season-status");
  const result = document.getElementById("season-result");
  const maxBody = Number(input.dataset.maxBody);

  const fill = (text, params) => text.replace(/\{(\w+)\}/g, (_, k) => String(params[k]));

  async function send(picked) {
    if (!picked.length) {
      status.textContent = words.none;
      return;
    }
    status.textContent = fill(words.reading, {n: picked.length});
    const files = await Promise.all(picked.map(async ({name, file}) => ({name, text: await file.text()})));
    const body = {files};
    if (new Blob([JSON.stringify(body)]).size > maxBody) {
      status.textContent = fill(words.too_large, {limit: Math.floor(maxBody / 1024)});
      return;
    }
    const answer = await Pages.post(location.pathname, body, "text/html");
    if (answer.status !== 200) {
      const detail = typeof answer.body === "object" && answer.body ? answer.body.detail : "";
      status.textContent = fill(words.failed, {status: answer.status}) + (detail ? ": " + detail : "");
      return;
    }
    result.innerHTML = answer.body;
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
