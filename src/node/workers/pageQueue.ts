/** How many pages ahead of the first one still waiting a worker may look for pages in its languages. */
const WINDOW = 32;

/**
 * Hands out pages to worker threads in order, except that each worker looks a little ahead for
 * pages whose code is in languages it has already highlighted. Each worker compiles the Shiki
 * grammar of every language it meets (TypeScript's takes about 0.25 s), so without this every
 * worker pays for every language on the site. Looking only WINDOW pages ahead keeps pages
 * finishing close to their order, which the search index relies on to stay cheap.
 */
export class PageQueue<T> {
  private head = 0;
  private readonly taken: Uint8Array;
  private readonly languages: (string[] | undefined)[] = [];
  /** The languages each worker has met. */
  private readonly known = new Map<number, Set<string>>();
  /** The languages any worker has met. */
  private readonly claimed = new Set<string>();
  /** Workers told there is nothing more for them. */
  private readonly stopped = new Set<number>();
  private left: number;

  constructor(
    private readonly pages: T[],
    private readonly languagesOf: (page: T) => string[],
  ) {
    this.taken = new Uint8Array(pages.length);
    this.left = pages.length;
  }

  /** How many pages there are. */
  get size(): number {
    return this.pages.length;
  }

  /**
   * The next page for a worker, or undefined when there is none for it: all are handed out, or the
   * few left are in languages only other workers know, and they are still at work to take them
   * (compiling a grammar again costs more than finishing a few pages alone).
   */
  next(worker: number): T | undefined {
    while (this.head < this.pages.length && this.taken[this.head]) this.head++;
    if (this.head === this.pages.length || this.stopped.has(worker)) return undefined;
    let known = this.known.get(worker);
    if (!known) this.known.set(worker, (known = new Set()));
    // The first page whose languages this worker knows already, or no worker has met yet.
    for (let i = this.head, seen = 0; i < this.pages.length && seen < WINDOW; i++) {
      if (this.taken[i]) continue;
      seen++;
      if (this.languagesAt(i).every((l) => known.has(l) || !this.claimed.has(l))) return this.take(i, known);
    }
    if (this.left <= WINDOW && this.othersCoverAll(worker)) {
      this.stopped.add(worker);
      return undefined;
    }
    return this.take(this.head, known);
  }

  /** Whether every page left is in languages some other worker still at work knows. */
  private othersCoverAll(worker: number): boolean {
    const others = [...this.known].filter(([w]) => w !== worker && !this.stopped.has(w)).map(([, k]) => k);
    for (let i = this.head; i < this.pages.length; i++) {
      if (this.taken[i]) continue;
      const languages = this.languagesAt(i);
      if (!others.some((known) => languages.every((l) => known.has(l)))) return false;
    }
    return true;
  }

  private languagesAt(i: number): string[] {
    return (this.languages[i] ??= this.languagesOf(this.pages[i]!));
  }

  private take(i: number, known: Set<string>): T {
    this.taken[i] = 1;
    this.left--;
    for (const language of this.languagesAt(i)) {
      known.add(language);
      this.claimed.add(language);
    }
    this.languages[i] = undefined;
    return this.pages[i]!;
  }
}
