let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('docsgen: localStorage is unavailable, so preferences will not be saved.', error);
}

/** The one way the site touches localStorage: never throws, warns once if storage is unavailable. */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      warnOnce(error);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      warnOnce(error);
    }
  },
};
