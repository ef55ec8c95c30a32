import path from 'node:path';
import { currentLocale } from '../shared/currentLocale.js';
import { loadConfig } from './config/loadConfig.js';

/** The folder of the output a locale is built into (`build/fr`): the output itself for the default locale. */
export async function localeOutDir(root: string, outDir: string, code: string): Promise<string> {
  const { site } = await loadConfig(root, false, undefined, code);
  return path.join(outDir, currentLocale(site).path);
}
