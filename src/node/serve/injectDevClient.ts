import type { BuildProblem } from './formatBuildError.js';
import { escapeHtml } from '../../shared/escapeHtml.js';

/** Path of the server-sent events stream the dev client listens to. */
export const EVENTS_PATH = '/__docsgen/events';
/** Id of the error overlay element (tests and users look it up by this). */
export const OVERLAY_ID = 'docsgen-error-overlay';

/** The error overlay's markup: the same `file:line:col: message` lines (and frames) as the terminal. */
export function overlayHtml(problems: BuildProblem[]): string {
  const items = problems
    .map(
      (p) =>
        `<pre style="margin:0 0 8px;white-space:pre-wrap;color:#fecaca;font:inherit">${escapeHtml(p.message)}</pre>` +
        (p.frame
          ? `<pre style="margin:0 0 20px;overflow:auto;color:#d4d4d8;font:inherit">${escapeHtml(p.frame)}</pre>`
          : ''),
    )
    .join('');
  return (
    `<div id="${OVERLAY_ID}" role="alert" style="position:fixed;inset:0;z-index:2147483647;box-sizing:border-box;overflow:auto;margin:0;padding:32px;` +
    `background:rgba(24,24,27,.95);color:#f4f4f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;text-align:left">` +
    `<button type="button" aria-label="Dismiss" onclick="this.parentNode.remove()" style="float:right;border:0;background:none;color:inherit;font-size:24px;cursor:pointer">×</button>` +
    `<p style="margin:0 0 16px;color:#fca5a5;font-weight:700">Build failed</p>${items}` +
    `<p style="margin:16px 0 0;color:#a1a1aa">Fix the problem and save: this page reloads by itself.</p></div>`
  );
}

/**
 * The watch-mode client, inlined into every served page. It reloads on `reload` (keeping the scroll
 * position in sessionStorage, since the router turns off the browser's own restoration), shows or
 * clears the overlay on `build-error`, and on (re)connect reloads if the page predates the
 * current build: a rebuild that finished before the stream opened would otherwise go unseen.
 */
function clientScript(buildId: string): string {
  return `<script>(function () {
  var BUILD = ${JSON.stringify(buildId)}, KEY = 'docsgen.dev.scroll', doc = document, root = doc.documentElement;
  // The position being restored: a reload that comes before it has landed must keep it, not 0.
  var pending = null;
  function here() { return location.pathname + location.search; }
  try {
    var saved = JSON.parse(sessionStorage.getItem(KEY) || 'null');
    sessionStorage.removeItem(KEY);
    if (saved && saved.path === here()) {
      pending = saved;
      var restore = function () { scrollTo(saved.x, saved.y); };
      restore();
      doc.addEventListener('DOMContentLoaded', restore);
      addEventListener('load', function () { restore(); setTimeout(function () { pending = null; }, 500); });
      new MutationObserver(function (_, observer) {
        if (root.getAttribute('data-hydrated')) { restore(); observer.disconnect(); }
      }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    }
  } catch (e) {}
  function reload() {
    var at = pending || { x: scrollX, y: scrollY };
    try { sessionStorage.setItem(KEY, JSON.stringify({ path: here(), x: at.x, y: at.y })); } catch (e) {}
    // The router restores a reload from history.state (saved on scroll, throttled): give it the same
    // position, or a reload right after scrolling would put the page back where it was before.
    try { history.replaceState(Object.assign({}, history.state, { scroll: at.y }), ''); } catch (e) {}
    location.reload();
  }
  function overlay(html) {
    var old = doc.getElementById(${JSON.stringify(OVERLAY_ID)});
    if (old) old.remove();
    if (html) doc.body.insertAdjacentHTML('beforeend', html);
  }
  if (!window.EventSource) return;
  // Under the site's base URL, as everything the server answers (see Layout's data-base).
  var events = new EventSource((root.getAttribute('data-base') || '/').slice(0, -1) + ${JSON.stringify(EVENTS_PATH)});
  events.addEventListener('hello', function (e) {
    var m = JSON.parse(e.data);
    if (m.build !== BUILD) reload(); else overlay(m.overlay);
  });
  events.addEventListener('reload', reload);
  events.addEventListener('build-error', function (e) { overlay(JSON.parse(e.data).overlay); });
})();</script>`;
}

/** Adds the dev client (and the overlay while a build error is open) to a served HTML document. */
export function injectDevClient(html: string, buildId: string, problems: BuildProblem[] | undefined): string {
  const snippet = (problems ? overlayHtml(problems) : '') + clientScript(buildId);
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + snippet : html.slice(0, at) + snippet + html.slice(at);
}
