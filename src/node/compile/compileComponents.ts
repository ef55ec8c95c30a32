import { createProcessor } from '@mdx-js/mdx';
import { build, type BuildOptions, type Message, type Metafile, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { VFile } from 'vfile';
import type { SiteConfig } from '../../shared/types.js';
import type { SourceFile } from '../content/sources.js';
import { parseFrontMatter } from '../content/frontMatter.js';
import { withoutByteOrderMark } from '../content/readContentFile.js';
import { SiteError, SiteErrors } from '../errors.js';
import { esbuildError } from '../config/loadModule.js';
import { importModule } from '../importModule.js';
import type { LinkOptions } from '../markdown/links.js';
import { pageData, type PageData } from '../markdown/pageData.js';
import { mdxOptions, processSafely } from '../markdown/pipeline.js';
import { preprocess } from '../markdown/preprocess.js';
import { packageDir, toPosix } from '../paths.js';
import type { ContentCache } from '../incremental/cache.js';
import type { OutputFiles } from '../output/outputFiles.js';
import { compileUpToDate } from '../incremental/pageAssets.js';
import { fileFormat } from './pageFormat.js';
import { importsNeedReact } from './interactiveInputs.js';
import { siteBuildOptions } from './siteModules.js';
import { withServerBundleDir } from './serverBundleDir.js';
import { STAND_IN_NAMESPACE } from './packageStandIn.js';
import { docusaurusConfigFile } from '../config/docusaurusConfigFile.js';
import { compileVariant, pluginsFor } from '../markdown/sitePlugins.js';
import { docusaurusToc } from '../../shared/docusaurusToc.js';

/** An MDX or TSX page compiled to a React component, with what the Markdown plugins learnt about it. */
export interface CompiledComponent {
  Component: ComponentType;
  data: PageData;
  /**
   * `export const meta = { title, description, hydrate }` of a TSX page. `hydrate: false` ships it
   * as static HTML, no React: for pages whose behaviour the client runtime covers (data-filter,
   * data-copy).
   */
  meta: { title?: string; description?: string; hydrate?: boolean };
  /** URL of the island script that hydrates the page, when it is interactive. */
  island?: string;
  /** URL of the stylesheet of the CSS the page's components import, when they import some. */
  css?: string;
}

const MDX_PLUGIN = 'docsgen-mdx';

/** Files MDX and TSX pages may import: emitted under assets/media/ with hashed names. */
const MEDIA = {
  loader: Object.fromEntries(
    ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.mp4', '.webm', '.pdf'].map((ext) => [
      ext,
      'file' as const,
    ]),
  ),
  assetNames: 'media/[name]-[hash]',
  publicPath: '/assets/',
};

/**
 * The server bundle's `require`, for CommonJS packages a page imports: their `require('react')`
 * loads docsgen's React (external, by absolute path) instead of failing as a dynamic require.
 */
const NODE_REQUIRE = `import { createRequire as __docsgenCreateRequire } from 'node:module';\nconst require = __docsgenCreateRequire(import.meta.url);`;

/** An MDX file compiled to JavaScript, with what the Markdown plugins learnt about it. */
interface CompiledMdx {
  js: string;
  data: PageData;
}

/**
 * Compiles .mdx files with @mdx-js/mdx inside esbuild, recording errors. Results are kept in
 * `compiled` (by absolute path), so the island bundle reuses the server bundle's compile, and in
 * the persistent cache by content.
 */
function mdxPlugin(
  root: string,
  links: LinkOptions,
  markdown: SiteConfig['markdown'],
  cache: ContentCache | undefined,
  compiled: Map<string, CompiledMdx>,
  errors: SiteError[],
): Plugin {
  return {
    name: MDX_PLUGIN,
    setup(b) {
      // .md files arrive here as pages the site parses as MDX, or as partials an MDX page imports.
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const resolveDir = path.dirname(args.path);
        const done = compiled.get(args.path);
        if (done) return { contents: done.js, loader: 'js', resolveDir };
        const file = toPosix(path.relative(root, args.path));
        const source = withoutByteOrderMark(await readFile(args.path, 'utf8'));
        const format = fileFormat(args.path, markdown);
        // One cache entry per format a file may be parsed as (a site may change markdown.format),
        // and per variant of the site's Markdown options (Mermaid, plugins).
        const kind = `${format === 'mdx' ? 'mdx' : 'mdx-md'}${compileVariant(markdown)}`;
        const key = cache?.key(kind, file, source);
        const hit = key ? cache?.get<CompiledMdx>(key) : undefined;
        if (hit && compileUpToDate(hit.data, file, links)) {
          compiled.set(args.path, hit);
          return { contents: hit.js, loader: 'js', resolveDir };
        }
        try {
          const { body } = parseFrontMatter(source, file);
          const vfile = new VFile({ value: preprocess(body, format, file), path: file });
          const site = {
            mermaid: markdown.mermaid,
            magicComments: markdown.magicComments,
            plugins: pluginsFor(links.root, file, markdown),
          };
          const output = await processSafely(createProcessor({ ...mdxOptions(links, site), format }), vfile);
          const data = pageData(output);
          const result: CompiledMdx = { js: withTocExport(String(output.value), data), data };
          compiled.set(args.path, result);
          if (key) cache?.set(key, result);
          return { contents: result.js, loader: 'js', resolveDir };
        } catch (error) {
          const e = error as { line?: number; column?: number; reason?: string; message: string };
          const reason = e.reason ?? e.message;
          // Some MDX errors (an unclosed tag) carry their place only in their text: "… (11:1-11:6) …".
          const quoted = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
          const siteError =
            error instanceof SiteError
              ? error
              : new SiteError(
                  reason,
                  file,
                  e.line ?? Number(quoted?.[1] ?? 1),
                  e.column ?? Number(quoted?.[2] ?? 1),
                );
          errors.push(siteError);
          return { errors: [{ text: siteError.message }] };
        }
      });
    },
  };
}

/**
 * The page's headings as the `toc` a Docusaurus MDX page exports (`<TOCInline toc={toc} />`), in
 * Docusaurus's shape; a page that exports its own keeps it.
 */
function withTocExport(js: string, data: PageData): string {
  if (/export\s+(?:const|let|var|function)\s+toc\b/.test(js)) return js;
  return `${js}\nexport const toc = ${JSON.stringify(docusaurusToc(data.toc))};\n`;
}

/**
 * esbuild's error, placed in the page the author wrote. In an MDX page, esbuild reports the place
 * in the JavaScript MDX compiled it to (an import on line 2, say); the statement it quotes is found
 * in the page's own text instead, so the error names the line and column of the page.
 */
function inPageSource(error: unknown, root: string): SiteError | undefined {
  const found = esbuildError(error, root);
  const loc = (
    error as { errors?: { location?: { file: string; column: number; lineText: string } | null }[] }
  ).errors?.[0]?.location;
  if (!found?.file || !loc || !/\.mdx?$/.test(loc.file)) return found;
  const statement = loc.lineText.trim();
  const file = path.resolve(root, found.file);
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = statement ? source.indexOf(statement) : -1;
  if (at < 0) return found;
  const lineStart = source.lastIndexOf('\n', at) + 1;
  const indent = loc.lineText.length - loc.lineText.trimStart().length;
  const line = source.slice(0, at).split('\n').length;
  return new SiteError(found.message, found.file, line, at - lineStart + (loc.column - indent) + 1);
}

/**
 * The line of a page whose module threw as it loaded: the bundle's line the stack names, found
 * again in the page's text (the bundle is the page's code reprinted: other quotes, semicolons,
 * line breaks, so lines are compared without them); line 1 when it is not found.
 */
function thrownAt(error: unknown, bundle: string, source: string): number {
  const href = pathToFileURL(bundle).href;
  const frame = (error as Error).stack?.split('\n').find((line) => line.includes(`${href}:`));
  const at = frame && /:(\d+):\d+\)?$/.exec(frame);
  if (!at) return 1;
  const squeeze = (text: string): string => text.replace(/[\s;]+/g, '').replace(/['`]/g, '"');
  const statement = squeeze(readFileSync(bundle, 'utf8').split('\n')[Number(at[1]) - 1] ?? '');
  // Too short a statement (a closing brace) matches anywhere.
  if (statement.length < 8) return 1;
  const index = source.split('\n').findIndex((line) => squeeze(line).includes(statement));
  return index + 1 || 1;
}

/**
 * The esbuild options of a server bundle of a site's modules (its MDX and TSX pages, its swizzled
 * components), written to `outdir`: for Node, to be imported and rendered with React.
 */
export function serverBundleOptions(
  root: string,
  site: SiteConfig,
  outdir: string,
): BuildOptions & { plugins: Plugin[]; metafile: true } {
  const options = siteBuildOptions(root, site, 'server');
  return {
    outdir,
    ...MEDIA,
    ...options,
    plugins: options.plugins ?? [],
    loader: { ...MEDIA.loader, ...options.loader },
    banner: { js: NODE_REQUIRE },
    bundle: true,
    // No shared chunks: their imports would take the media publicPath too.
    splitting: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
  };
}

/** Writes the media a server bundle's modules import (esbuild put it next to the bundle) to assets/media, where the site serves it. */
export function emitMedia(outdir: string, files: OutputFiles, outputs: string[]): void {
  const media = path.join(outdir, 'media');
  for (const name of existsSync(media) ? readdirSync(media) : []) {
    files.write(`assets/media/${name}`, readFileSync(path.join(media, name)));
    outputs.push(`assets/media/${name}`);
  }
}

/** MDX and TSX pages compiled together, with what their bundles read and wrote. */
export interface CompiledComponents {
  pages: Map<string, CompiledComponent>;
  /** Absolute paths of every file the server bundle read. */
  inputs: string[];
  /** Output files written (island scripts and chunks, imported media), relative to the output. */
  outputs: string[];
}

/**
 * Bundles every MDX and TSX page for Node (to render them) and the interactive ones for the
 * browser (islands, hydrated with React), in two esbuild runs.
 */
export async function compileComponents(
  root: string,
  sources: SourceFile[],
  links: LinkOptions,
  files: OutputFiles,
  cache: ContentCache | undefined,
  site: SiteConfig,
): Promise<CompiledComponents> {
  const { markdown } = site;
  const result = new Map<string, CompiledComponent>();
  const outputs: string[] = [];
  if (!sources.length) return { pages: result, inputs: [], outputs };
  const compiled = new Map<string, CompiledMdx>();
  const errors: SiteError[] = [];
  // The pages' modules are loaded once bundled: their bundles are not needed after.
  return withServerBundleDir(files, async (outdir) => {
    const entries = sources.map((s) => path.resolve(root, s.file));
    const options = serverBundleOptions(root, site, outdir);
    let metafile;
    try {
      ({ metafile } = await build({
        entryPoints: entries,
        ...options,
        plugins: [...options.plugins, mdxPlugin(root, links, markdown, cache, compiled, errors)],
      }));
    } catch (error) {
      // Every broken page at once: the MDX plugin's errors (already in `errors`) and the bundler's own
      // (an import that resolves nowhere), each placed in its page.
      const messages = (error as { errors?: Message[] }).errors ?? [];
      const bundler = messages
        .filter((m) => m.pluginName !== MDX_PLUGIN)
        .flatMap((m) => inPageSource({ errors: [m] }, root) ?? []);
      if (errors.length || bundler.length) throw new SiteErrors([...errors, ...bundler]);
      throw error;
    }
    const bundles = new Map<string, { file: string; inputs: string[] }>();
    for (const [out, info] of Object.entries(metafile.outputs)) {
      const inputs = Object.keys(info.inputs).map((input) => path.resolve(input));
      if (info.entryPoint) bundles.set(path.resolve(info.entryPoint), { file: path.resolve(out), inputs });
    }
    const styles = pageStylesheets(metafile, files, outputs);
    emitMedia(outdir, files, outputs);
    const islands: string[] = [];
    const scanned = new Map<string, boolean>();
    const mdxInteractive = (file: string): boolean | undefined => compiled.get(file)?.data.interactive;
    // docsgen's own React pages are islands unless their `meta` says not; a Docusaurus project's
    // (which have no such export) are, like its MDX pages, when code they bundle runs in the browser.
    const reactPagesScanned = docusaurusConfigFile(root) !== undefined;
    for (const [i, source] of sources.entries()) {
      const entry = entries[i]!;
      const { file: bundled, inputs } = bundles.get(entry)!;
      const mod = await importModule<{ default?: ComponentType; meta?: CompiledComponent['meta'] }>(
        pathToFileURL(bundled).href,
      ).catch((error: unknown) => {
        throw new SiteError(
          `failed to load: ${(error as Error).message}`,
          source.file,
          thrownAt(error, bundled, readFileSync(entry, 'utf8')),
        );
      });
      if (typeof mod.default !== 'function')
        throw new SiteError('page must export default a React component', source.file);
      const data = compiled.get(entry)?.data ?? pageData({ data: {} });
      const interactive =
        source.format === 'tsx' && (mod.meta?.hydrate !== undefined || !reactPagesScanned)
          ? mod.meta?.hydrate !== false
          : importsNeedReact(inputs, mdxInteractive, scanned);
      const page = { ...data, interactive };
      const css = styles.get(bundled);
      result.set(source.file, { Component: mod.default, data: page, meta: mod.meta ?? {}, css });
      if (interactive) islands.push(entry);
    }
    const urls = await bundleIslands(root, islands, { links, site }, files, compiled, outputs);
    for (const source of sources) {
      const url = urls.get(path.resolve(root, source.file));
      if (url) result.get(source.file)!.island = url;
    }
    return { pages: result, inputs: bundleDeps(metafile, root), outputs };
  });
}

/**
 * What the server bundle depends on, for a next build to tell whether it may keep it: the files
 * it read, the folder each package it stood in for would be installed in (installing it changes
 * the page) and the Docusaurus config, whose fields the bundle holds (`useDocusaurusContext`).
 */
function bundleDeps(metafile: Metafile, root: string): string[] {
  const deps = Object.keys(metafile.inputs).map((input) => {
    // A plugin's module is `namespace:path`: a stand-in's path is a package name, the others' a file's.
    const [, namespace, rest] = /^([\w-]{2,}):(.*)$/.exec(input) ?? [];
    if (namespace === STAND_IN_NAMESPACE) return path.join(root, 'node_modules', rest!);
    return namespace && path.isAbsolute(rest!) ? rest! : path.resolve(input);
  });
  const config = docusaurusConfigFile(root);
  return config ? [...deps, config] : deps;
}

/**
 * Bundles one browser entry per interactive page or component (React shared through a common
 * chunk); returns each entry's script URL. `compiled` holds the MDX the server bundle compiled.
 * `mount` is the module in `src/client` whose `mountIsland` hydrates them (a swizzled part's:
 * `partIsland`).
 */
export async function bundleIslands(
  root: string,
  entries: string[],
  {
    links,
    site,
    mount: mountModule = 'island',
  }: { links: LinkOptions; site: SiteConfig; mount?: 'island' | 'partIsland' },
  files: OutputFiles,
  compiled: Map<string, CompiledMdx>,
  written: string[],
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  if (!entries.length) return urls;
  const mount = toPosix(path.join(packageDir, `src/client/${mountModule}.tsx`));
  const virtual: Plugin = {
    name: 'docsgen-island-entry',
    setup(b) {
      b.onResolve({ filter: /^island:/ }, (args) => ({
        path: args.path.slice('island:'.length),
        namespace: 'island',
      }));
      b.onLoad({ filter: /.*/, namespace: 'island' }, (args) => ({
        contents: `import Content from ${JSON.stringify(toPosix(args.path))};\nimport { mountIsland } from ${JSON.stringify(mount)};\nexport default (el) => mountIsland(el, Content);\n`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
  const assetsDir = path.join(files.dir, 'assets');
  const options = siteBuildOptions(root, site, 'islands');
  const { metafile, outputFiles } = await build({
    entryPoints: Object.fromEntries(
      entries.map((e) => [
        // A module a plugin makes (the site's Root with its page slot) is named by its specifier.
        (path.isAbsolute(e) ? toPosix(path.relative(root, e)) : e)
          .replace(/\.\w+$/, '')
          .replace(/[^\w]+/g, '-'),
        `island:${e}`,
      ]),
    ),
    // Same media names and URLs as the server build, so hydration sees the same markup.
    outdir: assetsDir,
    ...MEDIA,
    ...options,
    loader: { ...MEDIA.loader, ...options.loader },
    entryNames: 'islands/[name]-[hash]',
    chunkNames: 'islands/chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    minify: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [virtual, ...options.plugins!, mdxPlugin(root, links, site.markdown, undefined, compiled, [])],
  }).catch((error: unknown) => {
    throw esbuildError(error, root) ?? error;
  });
  for (const out of outputFiles) {
    // The pages' CSS is the server bundle's (pageStylesheets); the islands' copy is not linked.
    if (out.path.endsWith('.css')) continue;
    const rel = toPosix(path.relative(files.dir, out.path));
    files.write(rel, out.contents);
    written.push(rel);
  }
  for (const [out, info] of Object.entries(metafile.outputs)) {
    if (info.entryPoint?.startsWith('island:')) {
      urls.set(
        info.entryPoint.slice('island:'.length),
        '/' + toPosix(path.relative(files.dir, path.resolve(out))),
      );
    }
  }
  return urls;
}

/**
 * Writes the CSS each page's (or swizzled part's) components import (esbuild gathers it next to
 * its server bundle) as `assets/css/page-<hash>.css`, one file for pages whose CSS is the same;
 * returns the URL of each bundle's stylesheet.
 */
export function pageStylesheets(
  metafile: Metafile,
  files: OutputFiles,
  outputs: string[],
): Map<string, string> {
  const urls = new Map<string, string>();
  for (const [out, info] of Object.entries(metafile.outputs)) {
    if (!info.entryPoint || !info.cssBundle) continue;
    // esbuild heads each file's rules with its path from the working directory: the build machine's, not the reader's.
    const css = readFileSync(path.resolve(info.cssBundle), 'utf8').replace(/^\/\* [^\n]* \*\/\n/gm, '');
    const rel = `assets/css/page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    if (!outputs.includes(rel)) {
      files.write(rel, css);
      outputs.push(rel);
    }
    urls.set(path.resolve(out), `/${rel}`);
  }
  return urls;
}
