import './index.css';

/**
 * The one script in the HTML (a few hundred bytes; its CSS is the page's stylesheet). A visitor's home, browse
 * and ad pages arrive drawn by the server (decision 016) and paint from their HTML, CSS and photos alone. The
 * app's code (~115 KB, src/start.tsx) waits, inert, in `<template id="app-code">` until the page has loaded and
 * painted, so on a phone's slow network it does not compete with the page for the first paint; then it is
 * fetched and hydrates the page. Pages the server did not draw load the app's code straight from the HTML.
 */
const code = document.getElementById('app-code');
// A photo that never finishes loading must not keep the page from working.
const LOAD_WAIT_MS = 3000;

if (code instanceof HTMLTemplateElement) {
  let hasStarted = false;
  const start = () => {
    if (hasStarted) return;
    hasStarted = true;
    // After the next frame has been painted.
    requestAnimationFrame(() =>
      setTimeout(() => {
        document.head.append(code.content);
        const app = document.createElement('script');
        app.type = 'module';
        app.crossOrigin = '';
        app.src = code.dataset.start ?? '';
        document.head.append(app);
      }, 0),
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  setTimeout(start, LOAD_WAIT_MS);
}
