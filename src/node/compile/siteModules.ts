import type { BuildOptions, Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../shared/types.js';
import { docusaurusConfigFile } from '../config/docusaurusConfigFile.js';
import { packageDir, requireFromDocsgen } from '../paths.js';
import { packageStandIns } from './packageStandIn.js';
import { svgComponents } from './svgComponent.js';
import { idealImages } from './idealImage.js';
import { cssModules } from './cssModules.js';
import { isFramePart, SITE_ROOT, SITE_ROOT_NAMESPACE } from './frameParts.js';

/** React and React DOM: always docsgen's copy, so that a page, its packages and the islands share one React. */
export const REACT = /^(react|react-dom)(\/.*)?$/;

/** docsgen's stand-ins for Docusaurus's client modules (`@docusaurus/Link`, `@docusaurus/router`…). */
export const DOCUSAURUS_MODULES = path.join(packageDir, 'templates/docusaurus');

/** `@docusaurus/router`, whose `useLocation()` a doc's or a post's part gets its page's path from at build time. */
export const ROUTER = path.join(DOCUSAURUS_MODULES, 'router.ts');

/** Where `@theme/X` is looked for: the Docusaurus-only components first, then docsgen's own templates. */
const THEME_DIRS = [path.join(packageDir, 'templates/theme'), path.join(packageDir, 'templates')];

/** The first of a module's candidate files that exists (`name` plus an extension, or its folder's index). */
function firstFile(dirs: string[], name: string, exts = ['.tsx', '.ts']): string | undefined {
  for (const dir of dirs)
    for (const candidate of [name, `${name}/index`])
      for (const ext of exts) {
        const file = path.join(dir, candidate + ext);
        if (existsSync(file)) return file;
      }
  return undefined;
}

/** The extensions of a site's own components. */
const SITE_EXTS = ['.tsx', '.ts', '.jsx', '.js'];

/** A site's own `src/theme/<name>` (a swizzled component), if it has one. */
export function swizzledFile(root: string, name: string): string | undefined {
  return firstFile([path.join(root, 'src/theme')], name, SITE_EXTS);
}

/** The namespace of `@theme-original/X` for a part of the frame (see FrameOriginal). */
const FRAME_ORIGINAL = 'docsgen-frame-original';

const FRAME_MODULE = path.join(packageDir, 'templates/Frame.tsx');

/**
 * Resolves the module names a Docusaurus site's pages and components use, as Docusaurus does:
 * `@site/…` from the site root, `@docusaurus/X` and `@theme/X` to docsgen's components, and React
 * to docsgen's copy (a module docsgen has no counterpart for is left to `packageStandIns`). Other packages resolve from the importing file (the site's node_modules), then
 * from docsgen's (`nodePaths` in `siteBuildOptions`).
 */
function siteModules(root: string, externalReact: boolean): Plugin {
  return {
    name: 'docsgen-site-modules',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, (args) =>
        b.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: root }),
      );
      // A site's own `src/theme/X` replaces docsgen's X, as a swizzled component does in Docusaurus;
      // `@theme-original/X` (and `@theme-init/X`) is docsgen's, for a swizzled one that wraps it.
      b.onResolve({ filter: /^@theme(-original|-init)?\// }, (args) => {
        const name = args.path.slice(args.path.indexOf('/') + 1);
        const swizzled = args.path.startsWith('@theme/') ? swizzledFile(root, name) : undefined;
        if (!swizzled && isFramePart(name)) return { path: name, namespace: FRAME_ORIGINAL };
        const file = swizzled ?? firstFile(THEME_DIRS, name);
        return file ? { path: file } : undefined;
      });
      // The site's Root around the slot its pages fill (see SITE_ROOT).
      b.onResolve({ filter: new RegExp(`^${SITE_ROOT}$`) }, () => ({
        path: swizzledFile(root, 'Root') ?? '',
        namespace: SITE_ROOT_NAMESPACE,
      }));
      b.onLoad({ filter: /.*/, namespace: SITE_ROOT_NAMESPACE }, (args) => ({
        contents: `import Root from ${JSON.stringify(args.path)};\nimport { FrameOriginal } from ${JSON.stringify(FRAME_MODULE)};\nexport default function SiteRoot() { return <Root><FrameOriginal part="Root" /></Root>; }\n`,
        loader: 'jsx',
        resolveDir: packageDir,
      }));
      // docsgen's own part of the frame, which each page fills in (see FrameOriginal).
      b.onLoad({ filter: /.*/, namespace: FRAME_ORIGINAL }, (args) => ({
        contents: `import { FrameOriginal } from ${JSON.stringify(FRAME_MODULE)};\nexport default function Original() { return <FrameOriginal part=${JSON.stringify(args.path)} />; }\n`,
        loader: 'jsx',
        resolveDir: packageDir,
      }));
      // `@docusaurus/plugin-content-docs/client` too: a sub-path is a sub-folder.
      b.onResolve({ filter: /^@docusaurus\/.+$/ }, (args) => {
        const file = firstFile([DOCUSAURUS_MODULES], args.path.slice('@docusaurus/'.length));
        return file ? { path: file } : undefined;
      });
      b.onResolve({ filter: REACT }, (args) => ({
        path: requireFromDocsgen.resolve(args.path),
        external: externalReact,
      }));
    },
  };
}

/** The site's config as `useDocusaurusContext().siteConfig` gives it, reduced to what JSON holds. */
export function siteContext(site: SiteConfig): Record<string, unknown> {
  const { title, tagline, url, baseUrl, trailingSlash, customFields, themeConfig, i18n, uiMessages } = site;
  const context = {
    title,
    tagline,
    url,
    baseUrl,
    customFields: customFields ?? {},
    themeConfig: themeConfig ?? {},
    i18n: {
      defaultLocale: i18n.defaultLocale,
      currentLocale: i18n.current,
      locales: i18n.locales.map((locale) => locale.code),
    },
    // As Docusaurus's code translations: its theme's in the locale, and the site's code.json over them.
    ...(uiMessages ? { messages: uiMessages } : {}),
  };
  return trailingSlash === undefined ? context : { ...context, trailingSlash };
}

/**
 * esbuild options both bundles of a site's pages share (the server's and the islands'): how
 * modules resolve (packages not installed get a stand-in, which the server's bundle warns about;
 * in a Docusaurus project, SVG files are components),
 * the site's config for `useDocusaurusContext`, and CSS: plain files and `.module.css` (class
 * names scoped to the file, see cssModules), gathered into one stylesheet per page.
 */
export function siteBuildOptions(root: string, site: SiteConfig, bundle: 'server' | 'islands'): BuildOptions {
  const server = bundle === 'server';
  return {
    plugins: [
      siteModules(root, server),
      // Docusaurus's SVGR; docsgen's own layout imports an SVG as its URL, as any other image.
      ...(docusaurusConfigFile(root) ? [svgComponents()] : []),
      // @docusaurus/plugin-ideal-image: imported PNG and JPEG files are its objects, not URLs.
      ...(site.idealImage ? [idealImages()] : []),
      cssModules(root),
      packageStandIns(root, server),
    ],
    nodePaths: [path.join(packageDir, 'node_modules')],
    // JSX in `.js` files, as Docusaurus (Babel) reads a site's components and pages.
    loader: { '.css': 'css', '.js': 'jsx' },
    define: {
      'process.env.NODE_ENV': '"production"',
      __DOCSGEN_SITE__: JSON.stringify(siteContext(site)),
    },
  };
}
