// Hugo comparison (bench/compare.js): the corpus built by Hugo (the `hugo` on PATH; Debian's package
// is `apt-get install hugo`) against docsgen. Hugo gets what a docs theme gives each page: the
// section's sidebar with the current page marked, a table of contents, previous/next links and
// highlighted code (Chroma, Hugo's default), and the site search data of a Hugo docs theme.
// Usage: npm run bench:hugo -- --pages 1000 [--runs 2] [--one-sidebar]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareWith, makeOnce, sourceKey } from './compare.js';
import { runTimed } from './runTimed.js';

const site = path.join(path.dirname(fileURLToPath(import.meta.url)), '.corpus', 'hugo');

const LAYOUTS = {
  '_default/baseof.html': `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} | {{ site.Title }}</title><meta name="description" content="{{ .Description }}">
<link rel="canonical" href="{{ .Permalink }}"></head>
<body><nav class="navbar"><a href="/">{{ site.Title }}</a> <a href="/docs/">Docs</a></nav>
{{ block "main" . }}{{ end }}
<footer>Built with Hugo</footer></body></html>
`,
  // The sidebar of the page's section (section-N), its topics in order, the current page marked.
  '_default/single.html': `{{ define "main" }}{{ $page := . }}
<aside class="sidebar"><ul>{{ range .CurrentSection.Parent.Sections }}
<li><details{{ if eq . $page.CurrentSection }} open{{ end }}><summary>{{ .Title }}</summary><ul>
{{ range .Pages }}<li><a href="{{ .RelPermalink }}"{{ if eq . $page }} aria-current="page"{{ end }}>{{ .Title }}</a></li>
{{ end }}</ul></details></li>{{ end }}</ul></aside>
<main><article><h1>{{ .Title }}</h1>{{ .Content }}</article>
<nav class="pagination">{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav></main>
<aside class="toc">{{ .TableOfContents }}</aside>{{ end }}
`,
  '_default/list.html': `{{ define "main" }}<main><h1>{{ .Title }}</h1><ul>
{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main>{{ end }}
`,
  // Search data as Hugo docs themes make it (hugo-book's, for one): every page's title and plain
  // text in one JSON file, which the browser indexes. docsgen writes a search index too.
  'index.json': `{{- $pages := slice -}}
{{- range site.RegularPages -}}
{{- $pages = $pages | append (dict "url" .RelPermalink "title" .Title "content" .Plain) -}}
{{- end -}}
{{- $pages | jsonify -}}
`,
};

/** Copies the corpus's docs into a Hugo content folder: `_category_.json` becomes `_index.md`, `sidebar_position` becomes `weight`. */
function copyContent(from, to, title) {
  mkdirSync(to, { recursive: true });
  let front = { title, weight: 0 };
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const file = path.join(from, entry.name);
    if (entry.isDirectory()) copyContent(file, path.join(to, entry.name), entry.name);
    else if (entry.name === '_category_.json') {
      const { label, position } = JSON.parse(readFileSync(file, 'utf8'));
      front = { title: label, weight: position + 1 };
    } else {
      // Hugo orders pages by weight, and a weight of 0 means none: positions start at 1.
      const text = readFileSync(file, 'utf8').replace(
        /^sidebar_position: (\d+)$/m,
        (_, n) => `weight: ${Number(n) + 1}`,
      );
      writeFileSync(path.join(to, entry.name), text);
    }
  }
  writeFileSync(path.join(to, '_index.md'), `---\ntitle: ${front.title}\nweight: ${front.weight}\n---\n`);
}

await compareWith('Hugo', (corpus, corpusKey) => {
  try {
    console.log(execFileSync('hugo', ['version'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error('Hugo is not installed: install it (on Debian, `apt-get install hugo`) and run again.');
  }
  makeOnce(site, sourceKey([fileURLToPath(import.meta.url)], corpusKey), () => {
    rmSync(site, { recursive: true, force: true });
    copyContent(path.join(corpus, 'content/docs'), path.join(site, 'content/docs'), 'Docs');
    for (const [file, text] of Object.entries(LAYOUTS)) {
      mkdirSync(path.dirname(path.join(site, 'layouts', file)), { recursive: true });
      writeFileSync(path.join(site, 'layouts', file), text);
    }
    // docsgen writes no feeds or tag pages for docs, so Hugo does not either.
    writeFileSync(
      path.join(site, 'hugo.toml'),
      'baseURL = "https://bench.example.test/"\ntitle = "Bench"\ndisableKinds = ["taxonomy", "term", "RSS"]\n' +
        '[outputs]\nhome = ["HTML", "JSON"]\n',
    );
  });
  // Cold: without its cache folder, into a new folder (see compare.js).
  return (out) => {
    for (const dir of ['resources', '.cache']) rmSync(path.join(site, dir), { recursive: true, force: true });
    return runTimed('hugo', ['--quiet', '--cacheDir', path.join(site, '.cache'), '--destination', out], {
      cwd: site,
    });
  };
});
