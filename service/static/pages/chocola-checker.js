// Chocola's tray checker (/chocola/checker): the page is drawn on the server from its
// address; this only keeps the holding picked when the language is switched.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  for (const link of document.querySelectorAll(".lang-switch a")) {
    const lang = new URL(link.href, location.href).searchParams.get("lang");
    const params = new URLSearchParams(location.search);
    params.set("lang", lang);
    link.href = `${location.pathname}?${params}${location.hash}`;
  }
});
