import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEYS } from '../../shared/constants.js';
import type { SiteConfig } from '../../shared/types.js';
import { packageDir, toPosix } from '../paths.js';
import type { OutputFiles } from './outputFiles.js';
import { fileStamp } from '../fileStamp.js';
import type { RouteManifest } from '../content/manifest.js';
import type { ContentCache } from '../incremental/cache.js';
import type { RenderContext } from '../render/renderRoute.js';
import { renderSidebar, sidebarLabel, type RenderedSidebar } from '../../../templates/sidebarHtml.js';
import { uiText } from '../../../templates/uiText.js';
import { siteLinks } from '../render/baseUrl.js';
import { framedSidebar } from '../render/framedHtml.js';
import type { LinkOptions } from '../markdown/links.js';
import { FRAME_PARTS } from '../compile/frameParts.js';
import { swizzledFile } from '../compile/siteModules.js';

/** Short content hash used in asset file names. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** Writes content under assets/ with its hash in the name and returns its URL. */
export function emitHashed(
  files: OutputFiles,
  dir: string,
  name: string,
  ext: string,
  content: string | Uint8Array,
): string {
  const rel = `assets/${dir}/${name}.${contentHash(content)}.${ext}`;
  files.write(rel, content);
  return `/${rel}`;
}

/**
 * Emits the theme CSS, followed by the site's own stylesheets (`customCss`, files of `root`: one
 * request, and theirs win the cascade), and the client runtime, under hashed names.
 */
export async function emitClientAssets(
  files: OutputFiles,
  root: string,
  customCss: string[] = [],
): Promise<{ css: string; runtime: string }> {
  const [theme, js, ...custom] = await Promise.all([
    readFile(path.join(packageDir, 'dist/client/theme.css')),
    readFile(path.join(packageDir, 'dist/client/runtime.js')),
    ...customCss.map((file) => readFile(path.join(root, file))),
  ]);
  const css = custom.length
    ? Buffer.concat([theme, ...custom.flatMap((c) => [Buffer.from('\n'), c])])
    : theme;
  return {
    css: emitHashed(files, 'css', 'theme', 'css', css),
    runtime: emitHashed(files, 'js', 'runtime', 'js', js),
  };
}

/** Copies every file of a folder into the output under `to`, skipping those the output already holds as they are. */
export function copyTree(from: string, files: OutputFiles, to = ''): void {
  if (!existsSync(from)) return;
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.posix.join(to, toPosix(path.relative(from, full)));
    // Size and modification time stand for the content: reading every static file would cost more.
    files.copy(full, rel, `copy:${full}:${fileStamp(full)}`);
  }
}

/**
 * The inline script that runs before first paint: applies the stored colour mode and hides a
 * dismissed announcement bar (a new bar id shows it again). Storage errors are left to the runtime to report.
 */
export function bootScript(site: SiteConfig): string {
  const bar = site.announcementBar;
  const k = STORAGE_KEYS;
  const barCode = bar
    ? `var i=${JSON.stringify(bar.id)};if(s.getItem(${JSON.stringify(k.announcementId)})!==i){s.setItem(${JSON.stringify(k.announcementId)},i);s.setItem(${JSON.stringify(k.announcementDismiss)},'false')}if(s.getItem(${JSON.stringify(k.announcementDismiss)})==='true')d.setAttribute('data-announcement-dismissed','true');`
    : '';
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = site.colorMode;
  const initial = respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'`
    : JSON.stringify(defaultMode);
  // A reader's stored choice wins, unless the site lets nobody switch.
  const stored = disableSwitch ? '' : `t==='dark'||t==='light'?t:`;
  return `(function(){var d=document.documentElement;try{var s=window.localStorage,t=s.getItem(${JSON.stringify(k.theme)});d.setAttribute('data-theme',${stored}${initial});${barCode}}catch(e){}})();`;
}

/**
 * Writes what every page links to (the theme CSS, the client runtime, the site's static files,
 * Mermaid for a site with diagrams, each sidebar's HTML as a hashed asset and the islands of the
 * parts of the frame the site swizzled) and returns what rendering a page needs.
 */
export async function emitAssets(
  root: string,
  manifest: RouteManifest,
  files: OutputFiles,
  cache: ContentCache | undefined,
  links: LinkOptions,
): Promise<RenderContext> {
  const { css, runtime } = await emitClientAssets(files, root, manifest.site.customCss);
  copyTree(path.join(root, 'static'), files);
  // Mermaid and its chunks, under the names the runtime imports them by (see src/client/mermaid.ts).
  if (manifest.site.markdown.mermaid)
    copyTree(path.join(packageDir, 'dist/client/mermaid'), files, 'assets/mermaid');
  // Bundling is loaded only for a site that swizzled a part of the frame, as for MDX pages.
  const { frame, items } = FRAME_PARTS.some((name) => swizzledFile(root, name))
    ? await (await import('../compile/swizzledFrame.js')).swizzledFrame(root, manifest, links, files)
    : {};
  const sidebars: RenderContext['sidebars'] = new Map();
  const label = sidebarLabel(uiText(manifest.site.uiMessages ?? {}));
  for (const [id, tree] of manifest.sidebars.trees) {
    // Rendering a sidebar of a few hundred items takes a millisecond or two; the cache keeps each by
    // its tree (and its name in the locale).
    const key = cache?.key('sidebar', id, JSON.stringify([tree, label]));
    let rendered = key ? cache?.get<RenderedSidebar>(key) : undefined;
    if (rendered === undefined) {
      rendered = renderSidebar(tree, label);
      if (key) cache?.set(key, rendered);
    }
    // Pages mark their own link in this HTML (or put theirs together from its parts); the copy the
    // browser fetches, to switch sidebars or fill in a large one's closed categories, is already
    // written as the site writes URLs (its base URL, its trailing slash), in the site's DocSidebar (and DocSidebar/Desktop).
    const asset = siteLinks(framedSidebar(frame, rendered.html), manifest);
    const url = emitHashed(files, 'sidebars', id.replace(/\W+/g, '-'), 'html', asset);
    sidebars.set(id, { ...rendered, url });
  }
  return {
    manifest,
    bodies: new Map(),
    css,
    runtime,
    bootScript: bootScript(manifest.site),
    sidebars,
    frame,
    items,
  };
}
