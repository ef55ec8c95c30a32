/** Every number the specification fixes, defined once. */

/** Viewport width (px) up to which the docs sidebar lives behind the mobile menu button. */
export const MOBILE_BREAKPOINT = 996;
/** A navigation shorter than this (ms) never shows the progress bar. */
export const PROGRESS_DELAY_MS = 200;
/** A lazily loaded island shows its spinner only after this delay (ms). */
export const LOADER_DELAY_MS = 200;
/** Progress bar starting value. */
export const PROGRESS_MINIMUM = 0.08;
/** Progress bar increment per trickle. */
export const PROGRESS_TRICKLE_RATE = 0.02;
/** Interval between progress bar trickles (ms). */
export const PROGRESS_TRICKLE_MS = 800;
/**
 * Links in view that the client prefetches per idle moment (hover and touch do not count). Every
 * visible link at once was 60-100 KB of payloads on the first visit of a 16 KB page.
 */
export const PREFETCH_BUDGET = 4;
/** Heading levels the table of contents lists by default. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;
/** The year in the default copyright line. */
export const COPYRIGHT_YEAR = 2025;
/** Reading speed used for blog reading times (words per minute). */
export const WORDS_PER_MINUTE = 200;

/** localStorage keys the site uses. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docsgen.announcement.dismiss',
  announcementId: 'docsgen.announcement.id',
  tabPrefix: 'docsgen.tab.',
  /** Followed by a docs plugin's id (`default`: the site's own docs), as Docusaurus names it. */
  preferredVersionPrefix: 'docs-preferred-version-',
} as const;

/** File name of the per-route payload the client router fetches, next to the route's index.html. */
export const PAGE_DATA_FILE = 'page-data.json';

/**
 * The docs' versions, with each doc's and each versioned navbar link's route in every version, at
 * the site's base (see versionsFile): a page links to its own version only, so that a new version
 * leaves the others' pages as they are.
 */
export const DOCS_VERSIONS_FILE = 'docs-versions.json';

/** The class of a Mermaid diagram's placeholder: its source as text, until the browser draws it. */
export const MERMAID_CLASS = 'mermaid-diagram';
