import { describe, expect, it } from 'vitest';
import { PageQueue } from '../../../src/node/workers/pageQueue.js';

interface Page {
  id: number;
  langs: string[];
}

const pages = (langs: string[][]): Page[] => langs.map((l, id) => ({ id, langs: l }));
const queue = (list: Page[]) => new PageQueue(list, (page) => page.langs);

/** Runs the queue to the end with workers taking turns, returning each worker's pages (ids) and languages. */
function drain(q: PageQueue<Page>, workers: number) {
  const taken: number[][] = Array.from({ length: workers }, () => []);
  const languages = Array.from({ length: workers }, () => new Set<string>());
  const done = new Set<number>();
  while (done.size < workers) {
    for (let w = 0; w < workers; w++) {
      if (done.has(w)) continue;
      const page = q.next(w);
      if (!page) done.add(w);
      else {
        taken[w]!.push(page.id);
        for (const l of page.langs) languages[w]!.add(l);
      }
    }
  }
  return { taken, languages };
}

describe('PageQueue', () => {
  it('hands out every page exactly once', () => {
    const list = pages(
      Array.from({ length: 500 }, (_, i) => [['ts', 'json', 'bash', 'yaml', 'graphql'][i % 5]!]),
    );
    const { taken } = drain(queue(list), 3);
    expect(taken.flat().sort((a, b) => a - b)).toEqual(list.map((p) => p.id));
  });

  it('keeps each language with the worker that met it first while pages in it are near', () => {
    const list = pages(Array.from({ length: 400 }, (_, i) => [i % 2 ? 'ts' : 'bash']));
    const { languages } = drain(queue(list), 2);
    expect(languages.map((l) => [...l])).toEqual([['bash'], ['ts']]);
  });

  it('takes pages in order when they have no code', () => {
    const list = pages(Array.from({ length: 50 }, () => []));
    const { taken } = drain(queue(list), 2);
    expect(taken[0]).toEqual(list.filter((p) => p.id % 2 === 0).map((p) => p.id));
  });

  it('looks only a window ahead: a worker with nothing in its languages nearby takes the next page', () => {
    // Worker 0 meets ts on page 0; then 100 bash pages come before the next ts page.
    const list = pages([['ts'], ...Array.from({ length: 100 }, () => ['bash']), ['ts']]);
    const q = queue(list);
    expect(q.next(0)!.id).toBe(0);
    expect(q.next(1)!.id).toBe(1);
    // Worker 0 knows only ts, and bash is claimed by worker 1: it helps with bash rather than wait.
    expect(q.next(0)!.id).toBe(2);
  });

  it('leaves the last few pages to the worker that knows their language rather than load it again', () => {
    const list = pages([['json'], ...Array.from({ length: 10 }, () => ['ts'])]);
    const q = queue(list);
    expect(q.next(1)!.id).toBe(0);
    expect(q.next(0)!.id).toBe(1);
    // Worker 1 knows only json; the ten ts pages left are worker 0's, still at work.
    expect(q.next(1)).toBeUndefined();
    const rest: number[] = [];
    for (let page = q.next(0); page; page = q.next(0)) rest.push(page.id);
    expect(rest).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('never leaves a page that no other worker at work knows all the languages of', () => {
    const list = pages([['json'], ['ts'], ['ts', 'json']]);
    const q = queue(list);
    expect(q.next(0)!.id).toBe(0);
    expect(q.next(1)!.id).toBe(1);
    // Neither worker knows both languages: worker 0 takes the page rather than leave it.
    expect(q.next(0)!.id).toBe(2);
    expect(q.next(1)).toBeUndefined();
  });

  it('stops a worker only while another is still at work', () => {
    const list = pages([['json'], ['ts'], ...Array.from({ length: 5 }, () => ['ts'])]);
    const q = queue(list);
    expect(q.next(0)!.id).toBe(0);
    expect(q.next(1)!.id).toBe(1);
    expect(q.next(1)!.id).toBe(2);
    expect(q.next(0)).toBeUndefined();
    // Worker 0 is done with what it was given; worker 1 takes the rest.
    const rest: number[] = [];
    for (let page = q.next(1); page; page = q.next(1)) rest.push(page.id);
    expect(rest).toEqual([3, 4, 5, 6]);
  });
});
