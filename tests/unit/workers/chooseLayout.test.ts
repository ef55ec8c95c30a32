import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseLayout,
  forcedLayout,
  layoutFor,
  layoutName,
  pageWorkers,
  sharesHighlighter,
  type Layout,
} from '../../../src/node/workers/chooseLayout.js';

/** A full build of `pages` pages (every one compiled and rendered) on `cores` cores. */
const full = (pages: number, cores: number): Layout =>
  chooseLayout({ pages, toCompile: pages, routes: pages, cores });

describe('chooseLayout', () => {
  it.each([1, 2, 3, 4, 16])('compiles fewer than 100 pages on the main thread (%i cores)', (cores) => {
    expect(full(99, cores)).toEqual({ kind: 'main-thread' });
    expect(chooseLayout({ pages: 400, toCompile: 99, routes: 255, cores })).toEqual({ kind: 'main-thread' });
  });

  it('starts workers from 100 pages to compile, or 256 routes to render from the cache', () => {
    expect(full(100, 2)).toEqual({ kind: 'pipeline' });
    expect(chooseLayout({ pages: 300, toCompile: 0, routes: 256, cores: 2 })).toEqual({ kind: 'pipeline' });
    expect(chooseLayout({ pages: 300, toCompile: 0, routes: 256, cores: 8 })).toEqual({
      kind: 'workers',
      count: 3,
      sharedHighlighter: false,
    });
  });

  it('has one page worker with its own Shiki on one core', () => {
    for (const pages of [100, 1000, 10_000])
      expect(full(pages, 1)).toEqual({ kind: 'workers', count: 1, sharedHighlighter: false });
  });

  it('is a pipeline on two cores, whatever the size', () => {
    for (const pages of [100, 120, 1000, 10_000]) expect(full(pages, 2)).toEqual({ kind: 'pipeline' });
  });

  it('is a pipeline on three cores up to 200 pages, then two page workers sharing the highlight worker', () => {
    expect(full(200, 3)).toEqual({ kind: 'pipeline' });
    for (const pages of [201, 1000, 10_000])
      expect(full(pages, 3)).toEqual({ kind: 'workers', count: 2, sharedHighlighter: true });
  });

  it('gives each page worker its own Shiki on four cores or more: one per 100 pages, up to the cores and 8', () => {
    const own = (count: number): Layout => ({ kind: 'workers', count, sharedHighlighter: false });
    expect(full(100, 4)).toEqual(own(1));
    expect(full(120, 4)).toEqual(own(2));
    expect(full(350, 4)).toEqual(own(4));
    expect(full(10_000, 4)).toEqual(own(4));
    expect(full(350, 16)).toEqual(own(4));
    expect(full(10_000, 16)).toEqual(own(8));
  });
});

describe('forcedLayout', () => {
  it('reads each layout DOCSGEN_WORKERS can force, with two page workers unless it says', () => {
    expect(forcedLayout('main')).toEqual({ kind: 'main-thread' });
    expect(forcedLayout('pipeline')).toEqual({ kind: 'pipeline' });
    expect(forcedLayout('shared')).toEqual({ kind: 'workers', count: 2, sharedHighlighter: true });
    expect(forcedLayout('own')).toEqual({ kind: 'workers', count: 2, sharedHighlighter: false });
    expect(forcedLayout('shared:5')).toEqual({ kind: 'workers', count: 5, sharedHighlighter: true });
    expect(forcedLayout('own:1')).toEqual({ kind: 'workers', count: 1, sharedHighlighter: false });
  });

  it('forces nothing when unset or empty', () => {
    expect(forcedLayout(undefined)).toBeUndefined();
    expect(forcedLayout('')).toBeUndefined();
  });

  it.each(['threads', 'own:0', 'own:', 'shared:x', 'main:2', 'pipeline:2', 'OWN'])('rejects %s', (value) => {
    expect(() => forcedLayout(value)).toThrow(
      `DOCSGEN_WORKERS is "${value}": expected main, pipeline, shared, own, shared:N or own:N`,
    );
  });

  it('reads back the name layoutName gives every layout', () => {
    const layouts: Layout[] = [
      { kind: 'main-thread' },
      { kind: 'pipeline' },
      { kind: 'workers', count: 3, sharedHighlighter: true },
      { kind: 'workers', count: 1, sharedHighlighter: false },
    ];
    for (const layout of layouts) expect(forcedLayout(layoutName(layout))).toEqual(layout);
  });
});

describe('layoutFor', () => {
  afterEach(() => void vi.unstubAllEnvs());

  it('takes the layout DOCSGEN_WORKERS forces, whatever the workload', () => {
    vi.stubEnv('DOCSGEN_WORKERS', 'own:3');
    expect(layoutFor({ pages: 5, toCompile: 5, routes: 5 })).toEqual({
      kind: 'workers',
      count: 3,
      sharedHighlighter: false,
    });
    vi.stubEnv('DOCSGEN_WORKERS', 'main');
    expect(layoutFor({ pages: 10_000, toCompile: 10_000, routes: 10_000 })).toEqual({ kind: 'main-thread' });
  });

  it("chooses for this machine's cores otherwise", () => {
    vi.stubEnv('DOCSGEN_WORKERS', '');
    expect(layoutFor({ pages: 5, toCompile: 5, routes: 5 })).toEqual({ kind: 'main-thread' });
  });
});

describe('what a layout starts', () => {
  it('counts its page workers and says whether they share the highlight worker', () => {
    expect([pageWorkers({ kind: 'main-thread' }), sharesHighlighter({ kind: 'main-thread' })]).toEqual([
      0,
      false,
    ]);
    expect([pageWorkers({ kind: 'pipeline' }), sharesHighlighter({ kind: 'pipeline' })]).toEqual([1, false]);
    const shared: Layout = { kind: 'workers', count: 2, sharedHighlighter: true };
    expect([pageWorkers(shared), sharesHighlighter(shared)]).toEqual([2, true]);
    const own: Layout = { kind: 'workers', count: 4, sharedHighlighter: false };
    expect([pageWorkers(own), sharesHighlighter(own)]).toEqual([4, false]);
  });
});
