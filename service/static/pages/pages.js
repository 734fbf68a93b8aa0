// What every page shares (service/templates/pages/layout.html loads it first, deferred).
//
// Pages.hold() / Pages.ready(): <body data-ready> turns "true" once the page is usable
//   (at DOMContentLoaded, unless a page's own script held it to finish loading first).
// Pages.words(): the page's words, from <script type="application/json" id="page-words">.
// Pages.post(path, body): POST JSON in the page's language; resolves to {status, body}.
// Pages.encodeGame(history) / Pages.decodeGame(g): the #game= fragment of a table link:
//   base64url (no padding) of the raw DEFLATE (RFC 1951) of the history's UTF-8 JSON.
// Pages.tableLink(slug, history): "/<slug>/table#game=<g>".
"use strict";

const Pages = (() => {
  let held = 0;
  const lang = () => document.body.dataset.lang || "en";

  function ready() {
    held = Math.max(0, held - 1);
    if (held === 0) document.body.dataset.ready = "true";
  }

  function hold() {
    held += 1;
  }

  function words() {
    const node = document.getElementById("page-words");
    return node ? JSON.parse(node.textContent) : {};
  }

  async function post(path, body, accept) {
    const response = await fetch(path, {
      method: "POST",
      headers: {"Content-Type": "application/json", "Accept-Language": lang(), "Accept": accept || "application/json"},
      body: JSON.stringify(body),
    });
    const type = response.headers.get("Content-Type") || "";
    const payload = type.includes("json") ? await response.json() : await response.text();
    return {status: response.status, body: payload};
  }

  async function pipe(bytes, stream) {
    const out = new Blob([bytes]).stream().pipeThrough(stream);
    return new Uint8Array(await new Response(out).arrayBuffer());
  }

  function toBase64url(bytes) {
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function fromBase64url(g) {
    const text = atob(g.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(text, (c) => c.charCodeAt(0));
  }

  async function encodeGame(history) {
    const json = new TextEncoder().encode(JSON.stringify(history));
    return toBase64url(await pipe(json, new CompressionStream("deflate-raw")));
  }

  async function decodeGame(g) {
    const bytes = await pipe(fromBase64url(g), new DecompressionStream("deflate-raw"));
    return JSON.parse(new TextDecoder().decode(bytes));
  }

  async function tableLink(slug, history) {
    return `/${slug}/table#game=${await encodeGame(history)}`;
  }

  // The language switch keeps what the fragment holds (a game loaded at the table).
  function keepFragment() {
    for (const link of document.querySelectorAll(".lang-switch a")) {
      link.addEventListener("click", () => {
        if (location.hash) link.href = link.href.split("#")[0] + location.hash;
      });
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    keepFragment();
    held += 1;
    ready();
  });

  return {hold, ready, words, post, encodeGame, decodeGame, tableLink, lang};
})();
