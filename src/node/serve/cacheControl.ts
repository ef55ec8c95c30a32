/** A build's content hash in a file name: ours (`theme.e872a130d8.css`) or esbuild's chunk names (`x-32OPFI26.js`). */
const HASHED = /^\/assets\/(?:.+\/)?[^/]*(?:\.[0-9a-f]{10}\.|-[A-Z0-9]{8}\.)[a-z0-9]+$/;

/** Cache-Control for a served path: immutable for content-hashed assets, revalidate everything else. */
export function cacheControl(pathname: string): string {
  // A hashed name changes whenever its bytes do, so browsers may keep it forever; anything else
  // (HTML, page-data.json, static files) keeps its name across builds and must be revalidated.
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
