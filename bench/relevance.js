// The relevance measure shared by the relevance test (tests/unit/search-relevance.test.ts) and the
// anchors' bench (bench/search-relevance.js): queries with the pages a reader expects, and the
// success@1, success@3 and mean reciprocal rank of an engine's answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/relevance');

/** The query sets: `codex` (the Codex site in content/) and `zustand` (tests/fixtures/zustand-docs). */
export function loadQueries(name) {
  return JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')).queries;
}

/** A URL as a page's route: no origin, hash, trailing slash or index.html. */
export function route(url) {
  return (
    new URL(url, 'http://x').pathname
      .replace(/\/index\.html$/, '')
      .replace(/\.html$/, '')
      .replace(/(.)\/$/, '$1') || '/'
  );
}

/**
 * Scores answers (per query, the result URLs in order, pages repeated by their sections counted
 * once): success@1, success@3, MRR over all queries, and success@3 of the typo and prefix ones.
 */
export function measure(queries, answers) {
  let first = 0;
  let top3 = 0;
  let reciprocal = 0;
  let loose = 0;
  let looseTop3 = 0;
  const misses = [];
  queries.forEach((query, i) => {
    const pages = [...new Set(answers[i].map(route))];
    const rank = pages.findIndex((p) => query.expect.includes(p)) + 1;
    if (rank === 1) first++;
    if (rank >= 1 && rank <= 3) top3++;
    if (rank) reciprocal += 1 / rank;
    if (query.kind === 'typo' || query.kind === 'prefix') {
      loose++;
      if (rank >= 1 && rank <= 3) looseTop3++;
    }
    if (rank !== 1)
      misses.push(
        `${JSON.stringify(query.q)}: ${rank ? `#${rank}` : 'missing'} (${pages.slice(0, 3).join(', ')})`,
      );
  });
  const n = queries.length;
  return {
    n,
    at1: first / n,
    at3: top3 / n,
    mrr: reciprocal / n,
    loose: loose ? looseTop3 / loose : 1,
    misses,
  };
}

/** One line of figures, as the test and the bench print them. */
export function describe(name, m) {
  const pct = (x) => `${(100 * x).toFixed(0)}%`;
  return `${name}: ${m.n} queries, success@1 ${pct(m.at1)}, success@3 ${pct(m.at3)}, MRR ${m.mrr.toFixed(3)}, typos+prefixes@3 ${pct(m.loose)}`;
}
