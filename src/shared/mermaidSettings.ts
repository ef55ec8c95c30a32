import { isObject } from './isObject.js';

/** Docusaurus's `themeConfig.mermaid`: the diagrams' Mermaid theme in each colour mode, and Mermaid's options. */
export interface MermaidSettings {
  theme?: { light?: string; dark?: string };
  options?: Record<string, unknown>;
}

/**
 * What every page of a site with diagrams tells the browser of `themeConfig.mermaid` (as JSON, on
 * `<html data-mermaid>`); undefined when the site has no diagrams or no such settings.
 */
export function mermaidAttribute(site: {
  markdown: { mermaid?: boolean };
  themeConfig?: Record<string, unknown>;
}): string | undefined {
  const settings = site.themeConfig?.mermaid;
  return site.markdown.mermaid && isObject(settings) ? JSON.stringify(settings) : undefined;
}
