/** A query and the pages (routes) a reader means by it. */
export interface RelevanceQuery {
  kind: 'title' | 'task' | 'term' | 'synonym' | 'typo' | 'prefix' | 'question';
  q: string;
  expect: string[];
}
/** success@1, success@3, MRR, success@3 of typos and prefixes, and the queries not answered first. */
export interface Relevance {
  n: number;
  at1: number;
  at3: number;
  mrr: number;
  loose: number;
  misses: string[];
}
/** The query set of a site: `codex` or `zustand`. */
export function loadQueries(name: 'codex' | 'zustand'): RelevanceQuery[];
/** A URL as a page's route. */
export function route(url: string): string;
/** Scores answers (per query, result URLs in order). */
export function measure(queries: RelevanceQuery[], answers: string[][]): Relevance;
/** One line of figures. */
export function describe(name: string, m: Relevance): string;
