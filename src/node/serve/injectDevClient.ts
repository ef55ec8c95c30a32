import type { BuildProblem } from './formatBuildError.js';

/** Path of the server-sent events stream the dev client listens to. */
export const EVENTS_PATH = '/__docsgen/events';
/** Id of the error overlay element (tests and users look it up by this). */
export const OVERLAY_ID = 'docsgen-error-overlay';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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
  return `<script>(function(){var B=${JSON.stringify(buildId)},K="docsgen.dev.scroll",d=document,h=d.documentElement;
function here(){return location.pathname+location.search}
try{var s=JSON.parse(sessionStorage.getItem(K)||"null");sessionStorage.removeItem(K);if(s&&s.path===here()){var r=function(){scrollTo(s.x,s.y)};r();d.addEventListener("DOMContentLoaded",r);addEventListener("load",r);new MutationObserver(function(m,o){if(h.getAttribute("data-hydrated")){r();o.disconnect()}}).observe(h,{attributes:true,attributeFilter:["data-hydrated"]})}}catch(e){}
function reload(){try{sessionStorage.setItem(K,JSON.stringify({path:here(),x:scrollX,y:scrollY}))}catch(e){}location.reload()}
function overlay(html){var o=d.getElementById(${JSON.stringify(OVERLAY_ID)});if(o)o.remove();if(html)d.body.insertAdjacentHTML("beforeend",html)}
if(!window.EventSource)return;var es=new EventSource(${JSON.stringify(EVENTS_PATH)});
es.addEventListener("hello",function(e){var m=JSON.parse(e.data);if(m.build!==B)reload();else overlay(m.overlay)});
es.addEventListener("reload",reload);
es.addEventListener("build-error",function(e){overlay(JSON.parse(e.data).overlay)});
})();</script>`;
}

/** Adds the dev client (and the overlay while a build error is open) to a served HTML document. */
export function injectDevClient(html: string, buildId: string, problems: BuildProblem[] | undefined): string {
  const snippet = (problems ? overlayHtml(problems) : '') + clientScript(buildId);
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + snippet : html.slice(0, at) + snippet + html.slice(at);
}
