import { describe, expect, it } from 'vitest';
import { settleAll, SiteError, SiteErrors } from '../../src/node/errors.js';

const later = <T>(ms: number, value: () => T): Promise<T> =>
  new Promise((resolve) => setTimeout(resolve, ms)).then(value);

describe('settleAll', () => {
  it('waits for every task before it throws, however early one fails', async () => {
    let finished = false;
    const failing = Promise.reject(new SiteError('bad', 'content/docs/a.mdx', 2, 3));
    const slow = later(30, () => (finished = true));
    await expect(settleAll([failing, slow])).rejects.toThrow('content/docs/a.mdx:2:3: bad');
    expect(finished).toBe(true);
  });

  it('reports the content errors of every task together', async () => {
    const error = await settleAll([
      Promise.reject(new SiteErrors([new SiteError('one', 'content/docs/a.md')])),
      0,
      later(5, () => {
        throw new SiteError('two', 'content/docs/b.mdx', 4, 1);
      }),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteErrors);
    expect((error as SiteErrors).errors.map((e) => e.format())).toEqual([
      'content/docs/a.md:1:1: one',
      'content/docs/b.mdx:4:1: two',
    ]);
  });

  it('throws a bug as it is, ahead of content errors', async () => {
    const bug = new TypeError('x is undefined');
    await expect(settleAll([Promise.reject(new SiteError('one', 'a.md')), Promise.reject(bug)])).rejects.toBe(
      bug,
    );
  });

  it('gives every task its value when every task succeeds', async () => {
    await expect(settleAll([Promise.resolve(1), later(1, () => 'two'), 0])).resolves.toEqual([1, 'two', 0]);
  });
});
