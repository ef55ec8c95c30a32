/**
 * The lazy Mermaid bundle (see drawDiagrams in mermaid.ts): draws diagrams from their
 * placeholders' text, in the page's colour mode, and draws them again when it changes.
 */
import mermaid, { type MermaidConfig } from 'mermaid';
import { MERMAID_CLASS } from '../shared/constants.js';
import type { MermaidSettings } from '../shared/mermaidSettings.js';

/** Each placeholder's source: its text until it is drawn, then kept here for a redraw. */
const sources = new WeakMap<HTMLElement, string>();
let drawn = 0;
/** Diagrams are drawn one at a time: Mermaid's render shares state between calls. */
let queue: Promise<void> = Promise.resolve();

/** The site's `themeConfig.mermaid` (see mermaidAttribute), or none. */
function settings(): MermaidSettings {
  try {
    return JSON.parse(document.documentElement.dataset.mermaid ?? '{}') as MermaidSettings;
  } catch {
    return {};
  }
}

/** Mermaid set for the page's colour mode: the site's theme for it (Docusaurus's defaults otherwise) and options. */
function configure(): void {
  const { theme = {}, options = {} } = settings();
  const dark = document.documentElement.getAttribute('data-theme') === 'dark';
  const name = dark ? (theme.dark ?? 'dark') : (theme.light ?? 'default');
  // A theme Mermaid does not have is its to refuse (it keeps its default).
  mermaid.initialize({ ...options, startOnLoad: false, theme: name as MermaidConfig['theme'] });
}

/** Draws one diagram in place of its placeholder's content. */
async function drawOne(el: HTMLElement): Promise<void> {
  if (!el.isConnected) return;
  const source = sources.get(el) ?? el.textContent ?? '';
  sources.set(el, source);
  try {
    const { svg, bindFunctions } = await mermaid.render(`mermaid-svg-${++drawn}`, source);
    el.innerHTML = svg;
    bindFunctions?.(el);
    el.dataset.drawn = 'true';
  } catch (error) {
    // A diagram Mermaid cannot read keeps its source as text, and the reason in data-error.
    el.textContent = source;
    el.dataset.error = error instanceof Error ? error.message : String(error);
  }
}

/** Draws these placeholders (after any drawing under way), in the colour mode of the moment they are drawn. */
export function draw(placeholders: HTMLElement[]): Promise<void> {
  queue = queue.then(async () => {
    configure();
    for (const el of placeholders) await drawOne(el);
  });
  return queue;
}

new MutationObserver(() => {
  void draw([...document.querySelectorAll<HTMLElement>(`.${MERMAID_CLASS}`)]);
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
