import path from 'node:path';
import { readHead } from './readHead.js';

/**
 * The base URL an output folder was built for, from its not-found page's `<html data-base>` (see
 * Layout): '/' without one, or without the page (an output docsgen did not make). The output says
 * it, not the config: its links point under the base it was built with, whatever the config says now.
 */
export async function outputBase(outDir: string): Promise<string> {
  const head = await readHead(path.join(outDir, '404.html')).catch(() => '');
  return /<html\b[^>]*\sdata-base="([^"]+)"/.exec(head)?.[1] ?? '/';
}
