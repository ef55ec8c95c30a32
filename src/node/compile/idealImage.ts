import type { Plugin } from 'esbuild';
import { resolveInto } from './packageStandIn.js';

const NAMESPACE = 'ideal-image';

/**
 * What `@docusaurus/plugin-ideal-image` makes of a PNG or JPEG a script or an MDX page imports:
 * not its URL but `{ src: { src, srcSet, images, toString() }, preSrc }` (its responsive and
 * low-quality-placeholder loaders), which pages use as `<Image img={photo} />` or
 * `photo.src.src`. docsgen makes no resized copies: every field holds the file's URL. As in
 * Docusaurus, the module is CommonJS (`require('./a.png')` is the object itself), and images a
 * stylesheet names (`url(…)`) stay files.
 */
export function idealImages(): Plugin {
  return {
    name: 'docsgen-ideal-image',
    setup(b) {
      b.onResolve({ filter: /\.(?:png|jpe?g)$/i }, (args) => resolveInto(b, args, NAMESPACE));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `const src = require(${JSON.stringify(args.path)});
const image = Object.assign(Object.create({ toString() { return this.src; } }), { src, srcSet: src, images: [{ path: src }] });
module.exports = { src: image, preSrc: src };`,
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}
