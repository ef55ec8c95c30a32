export interface CheckOptions {
  root: string;
  format: string;
  strict: boolean;
}

/** `docsgen check` (being written). */
export async function runCheck(_options: CheckOptions): Promise<number> {
  throw new Error('check is not built yet');
}
