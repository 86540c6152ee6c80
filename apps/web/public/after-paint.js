// A page the server drew (ADR 0016) is complete without script: its app is fetched once the page's
// own content (pictures, fonts) has arrived and been painted, so that on a phone's narrow connection
// the visible page does not share it with the code that only takes the page over (ADR 0018).
// The server puts this file in place of the page's module script and preloads, named in its data-
// attributes (apps/api/src/modules/pages/head-html.ts withScriptsAfterPaint).
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  const entry = boot.dataset.entry;
  const modules = (boot.dataset.modules || "").split(" ").filter(Boolean);
  // However slow the pictures, the page becomes the app after this long.
  const LONGEST_WAIT_MS = 3000;
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // One frame after the load event: the last picture is painted by then.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  // Someone reaching for the page (a tap, a key) wants the app now: what they touched works sooner.
  for (const type of ["pointerdown", "keydown", "touchstart"]) {
    window.addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  if (document.readyState === "complete") afterNextPaint();
  else window.addEventListener("load", afterNextPaint, { once: true });
  setTimeout(start, LONGEST_WAIT_MS);
})();
