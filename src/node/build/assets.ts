import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEYS } from '../../shared/constants.js';
import type { SiteConfig } from '../../shared/types.js';
import { packageDir } from '../paths.js';
import { writeOutput } from './write.js';

/** Short content hash used in asset file names. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** Writes content under assets/ with its hash in the name and returns its URL. */
export function emitHashed(outDir: string, dir: string, name: string, ext: string, content: string | Uint8Array): string {
  const rel = `assets/${dir}/${name}.${contentHash(content)}.${ext}`;
  writeOutput(outDir, rel, content);
  return `/${rel}`;
}

/** Emits the theme CSS and the client runtime (compiled with docsgen) under hashed names. */
export async function emitClientAssets(outDir: string): Promise<{ css: string; runtime: string }> {
  const [css, js] = await Promise.all([
    readFile(path.join(packageDir, 'dist/client/theme.css')),
    readFile(path.join(packageDir, 'dist/client/runtime.js')),
  ]);
  return { css: emitHashed(outDir, 'css', 'theme', 'css', css), runtime: emitHashed(outDir, 'js', 'runtime', 'js', js) };
}

/** Copies static/ to the output root as is. */
export async function copyStatic(root: string, outDir: string): Promise<void> {
  const dir = path.join(root, 'static');
  if (existsSync(dir)) await cp(dir, outDir, { recursive: true });
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
  return `(function(){var d=document.documentElement;try{var s=window.localStorage,t=s.getItem(${JSON.stringify(k.theme)});d.setAttribute('data-theme',t==='dark'?'dark':${JSON.stringify(site.colorMode.defaultMode)});${barCode}}catch(e){}})();`;
}
