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
  keepEarlyTaps(start);
}

/**
 * Links and the search forms work before the app has started; a button (a heart, the gallery, a view toggle)
 * does not, and its tap would be lost. Such a tap is kept, the app's code is asked for at once, and the tap is
 * given again to the same button once the app has taken over the page (hydration keeps the server's elements).
 * `<html data-app>` says how far the app is: "hydrating" (start.tsx; from then on React keeps and replays taps
 * itself), then "ready" (app.tsx).
 */
function keepEarlyTaps(start: () => void) {
  const html = document.documentElement;
  const kept: HTMLButtonElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A form's submit button submits the form without the app; once hydration has begun the taps are React's.
    if (!button || (button.type === 'submit' && button.form) || html.dataset.app) return;
    kept.push(button);
    start();
  };
  document.addEventListener('click', keep, true);
  new MutationObserver((_, observer) => {
    if (html.dataset.app !== 'ready') return;
    observer.disconnect();
    document.removeEventListener('click', keep, true);
    for (const button of kept) if (button.isConnected) button.click();
  }).observe(html, { attributes: true, attributeFilter: ['data-app'] });
}
