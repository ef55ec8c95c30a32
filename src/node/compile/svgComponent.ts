import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { resolveInto } from './packageStandIn.js';

/** An SVG root's attributes as React props: `class` is `className`, `style` an object. */
function svgProps(attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [, name, double, single] of attributes.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = double ?? single ?? '';
    if (name === 'class') props.className = value;
    else if (name === 'style')
      props.style = Object.fromEntries(
        value
          .split(';')
          .map((rule) => rule.split(':').map((part) => part.trim()))
          .filter(([key, v]) => key && v)
          .map(([key, v]) => [key!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
      );
    else props[name!] = value;
  }
  return props;
}

/**
 * SVG files a script or an MDX page imports are React components, as Docusaurus's SVGR makes
 * them (`import Logo from './logo.svg'; <Logo className="x" />`): the file's `<svg>` with the
 * props given, its content as it is. SVG a stylesheet names (`url(…)`) stays a file.
 */
export function svgComponents(): Plugin {
  return {
    name: 'docsgen-svg-components',
    setup(b) {
      b.onResolve({ filter: /\.svg$/ }, (args) => resolveInto(b, args, 'svg-component'));
      b.onLoad({ filter: /.*/, namespace: 'svg-component' }, async (args) => {
        const text = (await readFile(args.path, 'utf8')).replace(
          /<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi,
          '',
        );
        const svg = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(text);
        const props = JSON.stringify(svgProps(svg?.[1] ?? ''));
        const inner = JSON.stringify(svg?.[2] ?? '');
        return {
          contents: `import { createElement } from 'react';
export default function Svg({ children: _children, ...props }) {
  return createElement('svg', { ...${props}, ...props, dangerouslySetInnerHTML: { __html: ${inner} } });
}
export { Svg as ReactComponent };`,
          loader: 'js',
          resolveDir: process.cwd(),
        };
      });
    },
  };
}
