import type { Element } from 'hast';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  highlightHtmlRemotely,
  highlightRemotely,
  spreadLanguages,
  useHighlighterPort,
  type HighlightReply,
  type HighlightRequest,
} from '../../../src/node/markdown/remoteHighlighter.js';

const pre = (value: string): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [{ type: 'text', value }],
});

describe('highlightRemotely in a page worker given a port to the highlight worker', () => {
  it('sends each block through the port, and highlights here once the port closes', async () => {
    const { port1, port2 } = new MessageChannel();
    const seen: HighlightRequest[] = [];
    // Stands in for the highlight worker: answers each block, and fails one.
    port2.on('message', (request: HighlightRequest) => {
      seen.push(request);
      const reply: HighlightReply =
        request.code === 'fail'
          ? { id: request.id, error: 'no grammar' }
          : request.html
            ? { id: request.id, html: `<pre>${request.code}</pre>` }
            : { id: request.id, element: pre(request.code) };
      port2.postMessage(reply);
    });
    useHighlighterPort(port1);

    const [a, b] = await Promise.all([
      highlightRemotely('ts', 'title="a.ts"', 'let a = 1;'),
      highlightRemotely('json', null, '{}'),
    ]);
    expect(a).toEqual(pre('let a = 1;'));
    expect(b).toEqual(pre('{}'));
    expect(seen.map(({ info, meta, code }) => [info, meta, code])).toEqual([
      ['ts', 'title="a.ts"', 'let a = 1;'],
      ['json', null, '{}'],
    ]);
    // Asked for HTML, the block comes back as the highlight worker serialised it.
    expect(await highlightHtmlRemotely('ts', null, 'let h;')).toBe('<pre>let h;</pre>');
    expect(seen.at(-1)).toMatchObject({ code: 'let h;', html: true });
    await expect(highlightRemotely('ts', null, 'fail')).rejects.toThrow('no grammar');

    // The highlight worker goes away with a block unanswered: that block, and every later one, is
    // left to this thread (undefined).
    port2.removeAllListeners('message');
    const unanswered = highlightRemotely('ts', null, 'let b;');
    port2.close();
    await expect(unanswered).resolves.toBeUndefined();
    expect(highlightRemotely('ts', null, 'let c;')).toBeUndefined();
  });
});

describe('spreadLanguages', () => {
  it('gives the largest languages first to the worker with the least code', () => {
    const sizes = new Map([
      ['css', 9_000],
      ['js', 60_000],
      ['ts', 40_000],
      ['bash', 3_000],
      ['jsx', 25_000],
    ]);
    expect(Object.fromEntries(spreadLanguages(sizes, [0, 0]))).toEqual({
      js: 0,
      ts: 1,
      jsx: 1,
      css: 0,
      bash: 1,
    });
    // A language already placed stays where it is; what a worker was given counts.
    expect(Object.fromEntries(spreadLanguages(sizes, [0, 50_000], new Map([['js', 1]])))).toEqual({
      js: 1,
      ts: 0,
      jsx: 0,
      css: 0,
      bash: 0,
    });
  });

  it('leaves little code to the first worker', () => {
    expect(
      spreadLanguages(
        new Map([
          ['js', 5_000],
          ['ts', 4_000],
        ]),
        [0, 0],
      ).size,
    ).toBe(0);
  });
});
