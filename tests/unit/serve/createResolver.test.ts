import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Runs once, when the resolver next reads the head of a page's payload. */
let duringPayloadRead: (() => void) | undefined;

vi.mock('../../../src/node/serve/readHead.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/node/serve/readHead.js')>();
  return {
    readHead: (file: string) => {
      if (file.endsWith('page-data.json') && duringPayloadRead) {
        const act = duringPayloadRead;
        duringPayloadRead = undefined;
        act();
      }
      return real.readHead(file);
    },
  };
});

const { createResolver } = await import('../../../src/node/serve/createResolver.js');

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** An output folder as a build leaves it, with the page `/docs/a`. */
function makeOutput(dir: string): void {
  mkdirSync(path.join(dir, 'docs/a'), { recursive: true });
  writeFileSync(path.join(dir, 'docs/a/index.html'), '<!DOCTYPE html><p>A</p>');
  writeFileSync(path.join(dir, 'docs/a/page-data.json'), '{"route":"/docs/a"}');
}

describe('createResolver', () => {
  it('answers a request that met a build swapping its output in as the new output would', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'docsgen-resolver-'));
    const out = path.join(root, 'out');
    const staging = path.join(root, 'out.staging');
    makeOutput(out);
    makeOutput(staging);
    const resolver = createResolver(out);
    // The build swaps its folder in as commitStaging does, in two renames, while the request reads
    // the page's payload to learn its canonical route: the payload is gone for that instant.
    duringPayloadRead = () => {
      renameSync(out, path.join(root, 'out.old'));
      setTimeout(() => renameSync(staging, out), 15);
    };
    const swapped = await resolver.resolve('/docs/a');
    expect(duringPayloadRead).toBeUndefined();
    expect(swapped).toMatchObject({ kind: 'file', pathname: '/docs/a' });
    expect(await resolver.resolve('/docs/a')).toMatchObject({ kind: 'file', pathname: '/docs/a' });
  });
});
