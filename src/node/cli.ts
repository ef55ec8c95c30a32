import { Command, InvalidArgumentError } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asSiteErrors } from './errors.js';
import { packageDir } from './paths.js';
import type { ServeOptions } from './serve/serve.js';

const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};

/** Prints a failure the way CONTRACT §1 says: one `file:line:col: message` per problem, one summary line. */
function reportFailure(error: unknown, what: string): number {
  const errors = asSiteErrors(error);
  if (!errors) {
    process.stderr.write(
      process.env.DEBUG?.includes('docsgen')
        ? `${(error as Error).stack}\n`
        : `docsgen: ${(error as Error).message ?? String(error)}\n`,
    );
    return 1;
  }
  for (const e of errors) process.stderr.write(`${e.format()}\n`);
  if (errors.length > 1 || errors[0]?.file)
    process.stderr.write(`${what} failed with ${errors.length} error${errors.length === 1 ? '' : 's'}.\n`);
  return 1;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new InvalidArgumentError('must be a port number (0-65535)');
  return n;
}

const program = new Command()
  .name('docsgen')
  .description('Build, preview and check a documentation site from Markdown and MDX.')
  .version(version, '-v, --version')
  .showHelpAfterError();

program
  .command('build')
  .description('build the site into static HTML')
  .option('--root <dir>', 'site root (holds content/, config/, static/)', '.')
  .option('--out <dir>', 'output folder (default: <root>/build)')
  .option('--no-cache', 'neither read nor write the build cache')
  .option('--locale <code>', 'build this locale only (into <out>/<its path>)')
  .action(async (opts: { root: string; out?: string; cache: boolean; locale?: string }) => {
    const highlighter = await import('./markdown/remoteHighlighter.js');
    try {
      // Each command sets up its own code on demand (the bundle runs a module's top level when it is
      // first imported): `serve` of a built site starts without the Markdown and MDX compilers.
      const { build } = await import('./build.js');
      await build({ root: opts.root, outDir: opts.out, cache: opts.cache, locale: opts.locale });
    } catch (error) {
      process.exitCode = reportFailure(error, 'Build');
    } finally {
      await highlighter.endHighlighter();
    }
  });

program
  .command('serve')
  .description('serve the built site (building it first when there is no output)')
  .option('--root <dir>', 'site root', '.')
  .option('--out <dir>', 'output folder (default: <root>/build)')
  .option('--port <n>', 'port (0 picks a free one)', port, 3000)
  .option('--host <host>', 'host to bind', '127.0.0.1')
  .option('--watch', 'rebuild on change and reload open pages', false)
  .option('--locale <code>', 'build and serve this locale only')
  .action(async (opts: ServeOptions) => {
    try {
      const { serve } = await import('./serve/serve.js');
      await serve(opts);
    } catch (error) {
      process.exitCode = reportFailure(error, 'Serve');
    }
  });

program
  .command('check')
  .description('report broken links, broken anchors and duplicate routes')
  .option('--root <dir>', 'site root', '.')
  .option('--format <format>', 'text, json or github', 'text')
  .option('--strict', 'treat warnings as errors', false)
  .action(async (opts: { root: string; format: string; strict: boolean }) => {
    try {
      const { runCheck } = await import('./check/check.js');
      process.exitCode = await runCheck(opts);
    } catch (error) {
      process.exitCode = reportFailure(error, 'Check');
    }
  });

program
  .command('docs:version')
  .description('release the docs as version <name>: copy them to versioned_docs/, as Docusaurus does')
  .argument('<name>', 'the version, e.g. 1.0')
  .option('--root <dir>', 'site root', '.')
  .option('--plugin <id>', "another docs plugin's docs (what docs:version:<id> does)", 'default')
  .action(async (name: string, opts: { root: string; plugin: string }) => {
    try {
      const { cutVersion } = await import('./cutVersion.js');
      const folder = await cutVersion(opts.root, name, opts.plugin);
      process.stdout.write(`Version ${name} created: its docs are in ${folder}\n`);
    } catch (error) {
      process.exitCode = reportFailure(error, 'Versioning');
    }
  });

// Docusaurus has a command per docs plugin, `docs:version:<id>`, which its users type: it is
// `docs:version --plugin <id>` here.
const [command, ...rest] = process.argv.slice(2);
const plugin = /^docs:version:(.+)$/.exec(command ?? '')?.[1];
const argv = plugin
  ? [...process.argv.slice(0, 2), 'docs:version', ...rest, '--plugin', plugin]
  : process.argv;
// Each action reports its own failure and sets the exit code.
void program.parseAsync(argv);
