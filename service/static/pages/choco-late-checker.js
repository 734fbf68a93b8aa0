// Choco Late's tray checker (/choco-late/checker): the page is drawn on the server from its
// address. This keeps the deck one Tab stop (the arrow keys go from card to card), gives the
// focus back to the card just picked, keeps the trays when the language is switched, and
// reads an old address that held the trays after "#" (#t1=26,32&t2=44).
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const legacy = /^#t1=([\d,%C]*)(?:&t2=([\d,%C]*))?$/i.exec(location.hash);
  if (legacy) {
    const params = new URLSearchParams(location.search);
    params.set("t1", decodeURIComponent(legacy[1]).replace(/,/g, " "));
    if (legacy[2] !== undefined) {
      params.set("trays", "2");
      params.set("t2", decodeURIComponent(legacy[2]).replace(/,/g, " "));
    }
    location.replace(`${location.pathname}?${params}#result`);
    return;
  }
  for (const link of document.querySelectorAll(".lang-switch a")) {
    const lang = new URL(link.href, location.href).searchParams.get("lang");
    const params = new URLSearchParams(location.search);
    params.set("lang", lang);
    link.href = `${location.pathname}?${params}${location.hash}`;
  }
  const grid = document.getElementById("grid");
  const cells = [...grid.querySelectorAll("button.cell")];
  const columns = () => getComputedStyle(grid).gridTemplateColumns.split(" ").length;
  function focusCell(i) {
    const target = cells[Math.max(0, Math.min(cells.length - 1, i))];
    for (const cell of cells) cell.tabIndex = cell === target ? 0 : -1;
    target.focus();
  }
  grid.addEventListener("keydown", (event) => {
    const i = cells.indexOf(event.target);
    if (i < 0) return;
    const step = {ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns(), ArrowUp: -columns()}[event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusCell(i + step);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      focusCell(event.key === "Home" ? 0 : cells.length - 1);
    }
  });
  const picked = /^#card-(\d+)$/.exec(location.hash);
  if (picked) focusCell(Number(picked[1]) - 1);
});
