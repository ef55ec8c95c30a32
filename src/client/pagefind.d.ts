// The search engine script the site build writes (Pagefind); its API is typed in search.ts.
declare module '/pagefind/pagefind.js';
