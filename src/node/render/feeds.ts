import { Feed } from 'feed';
import type { RouteManifest } from '../content/manifest.js';
import type { PageBody } from '../compile/pageBody.js';
import { siteHref } from './baseUrl.js';
import { blogRoute, type BlogFeeds } from '../content/blogRoutes.js';
import { listedPosts } from '../content/routeEntry.js';

/** The blog's RSS 2.0 and Atom feeds (newest 20 posts, excerpt as content when there is one). */
export function renderFeeds(
  manifest: RouteManifest,
  bodies: Map<string, PageBody>,
  feeds: BlogFeeds,
): { rss: string; atom: string } {
  const { site } = manifest;
  const posts = listedPosts(manifest.posts);
  const home = siteHref(manifest, blogRoute(feeds.blog));
  const feed = new Feed({
    title: `${site.title} Blog`,
    description: `${site.title} Blog`,
    id: home,
    link: home,
    language: 'en',
    copyright: site.footer.copyright,
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    feedLinks: { rss: siteHref(manifest, feeds.rss), atom: siteHref(manifest, feeds.atom) },
  });
  for (const post of posts.slice(0, 20)) {
    const body = bodies.get(post.source.file);
    // Root-relative links in feed content must be absolute for feed readers.
    const content = (body?.excerpt ?? body?.html ?? '').replace(
      /(href|src)="\//g,
      `$1="${siteHref(manifest, '/')}`,
    );
    feed.addItem({
      title: post.title,
      id: siteHref(manifest, post.route),
      link: siteHref(manifest, post.route),
      date: new Date(post.date),
      description: post.description || undefined,
      content,
      author: post.authors.map((a) => ({
        name: a.name,
        link: a.url?.startsWith('/') ? siteHref(manifest, a.url) : a.url,
      })),
      category: post.tags.map((t) => ({ name: t.label, domain: siteHref(manifest, t.route) })),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
