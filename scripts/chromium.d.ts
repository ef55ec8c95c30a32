/** The only flags docsgen passes to Chromium (Playwright adds its own automation defaults). */
export declare const CHROMIUM_FLAGS: string[];
/** Path of Debian's `chromium` on PATH, or null when it is not installed. */
export declare function findChromium(): string | null;
