import { existsSync } from 'node:fs';
import path from 'node:path';

/** The names Docusaurus 3 reads its config from, in its order. */
const CONFIG_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/** The config file of a Docusaurus project at root, if root is one. */
export function docusaurusConfigFile(root: string): string | undefined {
  return CONFIG_NAMES.map((name) => path.join(root, name)).find((file) => existsSync(file));
}
