export interface ServeOptions {
  root: string;
  out?: string;
  port: number;
  host: string;
  watch: boolean;
}

/** `docsgen serve` (being written). */
export async function serve(_options: ServeOptions): Promise<void> {
  throw new Error('serve is not built yet');
}
