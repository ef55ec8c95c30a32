import { useContext, type ReactElement, type ReactNode } from 'react';
import type { Author, BlogPost as Post, Tag } from '../src/node/content/blog.js';
import type { BlogListPage } from '../src/node/content/routeEntry.js';
import type { TocItem } from '../src/shared/types.js';
import { Markdown } from './Markdown.js';
import { UnlistedBanner } from './UnlistedBanner.js';
import { Pagination } from './Pagination.js';
import { TOC } from './TOC.js';
import { postCount } from './postCount.js';
import { UiLocale, useUiPlural, useUiText } from './uiText.js';
import type { PostPiece } from '../src/node/compile/frameParts.js';

// English spelt out rather than asked of Intl.DateTimeFormat: creating one loads ICU's locale data,
// 15 to 45 ms in every thread that renders a date, which only another locale's build pays.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A <time> element with the date as the page's locale writes it; the attribute is spelt `datetime`
 * as HTML writes it (React would print `dateTime`).
 */
export function Time({ date }: { date: string }) {
  return <time {...{ datetime: date }}>{formatDate(date, useContext(UiLocale))}</time>;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Formats an ISO date as Docusaurus's blog does in `locale`: "May 28, 2025" in English, "28 mai 2025" in French. */
export function formatDate(date: string, locale: string): string {
  const day = new Date(date);
  if (locale === 'en') return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format.format(day);
}

function PostMeta({ post }: { post: Post }) {
  const readingTime = useUiPlural()(
    'theme.blog.post.readingTime.plurals',
    '{readingTime} min read',
    post.readingMinutes,
    { readingTime: String(post.readingMinutes) },
  );
  return (
    <div className="post__meta">
      <Time date={post.date} />
      <span aria-hidden="true"> · </span>
      <span>{readingTime}</span>
    </div>
  );
}

function Authors({ authors }: { authors: Author[] }) {
  if (!authors.length) return null;
  return (
    <ul className="authors">
      {authors.map((a) => (
        <li className="author" key={a.name}>
          {a.imageUrl ? (
            <img className="author__avatar" src={a.imageUrl} alt="" width="40" height="40" />
          ) : null}
          <span className="author__text">
            {a.route || a.url ? (
              <a className="author__name" href={a.route ?? a.url}>
                {a.name}
              </a>
            ) : (
              <span className="author__name">{a.name}</span>
            )}
            {a.title ? <small className="author__title">{a.title}</small> : null}
            <AuthorSocials author={a} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** An author's email and social profiles as links, as Docusaurus shows them under the name. */
function AuthorSocials({ author }: { author: Author }) {
  const links = [
    ...(author.email ? [{ platform: 'email', url: `mailto:${author.email}` }] : []),
    ...(author.socials ?? []),
  ];
  if (!links.length) return null;
  return (
    <small className="author__socials">
      {links.map((s, i) => (
        <span key={s.platform}>
          {i > 0 ? ' · ' : null}
          <a href={s.url} rel="noopener noreferrer" data-platform={s.platform}>
            {SOCIAL_LABELS[s.platform.toLowerCase()] ?? s.platform}
          </a>
        </span>
      ))}
    </small>
  );
}

/** How Docusaurus names each platform it knows. */
const SOCIAL_LABELS: Record<string, string> = {
  twitter: 'Twitter',
  github: 'GitHub',
  stackoverflow: 'Stack Overflow',
  linkedin: 'LinkedIn',
  x: 'X',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  youtube: 'YouTube',
  twitch: 'Twitch',
  email: 'Email',
};

/** The recent-posts sidebar Docusaurus shows beside the blog's lists and posts (blogSidebarTitle). */
export function RecentPosts({ title, posts }: { title: string; posts: Post[] }) {
  const t = useUiText();
  return (
    <aside className="doc__toc blog-sidebar">
      <nav className="toc" aria-label={t('theme.blog.sidebar.navAriaLabel', title)}>
        <h2 className="toc__title">{title}</h2>
        <ul className="toc__list">
          {posts.map((p) => (
            <li className="toc__item" key={p.route}>
              <a href={p.route}>{p.title}</a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

/** A blog page beside the recent-posts sidebar, when there is one. */
export function BlogPage({ sidebar, children }: { sidebar?: ReactNode; children: ReactNode }) {
  return sidebar ? (
    <div className="blog-layout">
      {sidebar}
      {children}
    </div>
  ) : (
    children
  );
}

/** A post's or a doc's tags after "Tags:", each a link to its page; a tag with no page (a swizzled part's, given no permalink) is its label. */
export function TagLinks({ tags }: { tags: Pick<Tag, 'label' | 'route'>[] }) {
  const t = useUiText();
  if (!tags.length) return null;
  return (
    <div className="tags-inline">
      <b>{t('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className="tags">
        {tags.map((t) => (
          <li key={t.route || t.label}>
            {t.route ? (
              <a className="tag" href={t.route}>
                {t.label}
              </a>
            ) : (
              <span className="tag">{t.label}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docsgen's rendering of the pieces of a post (see postPieces), those it has rendered so far. */
export type PostPieces = Partial<Record<PostPiece, ReactElement | null>>;

/** A post in the parts the site swizzled (a BlogPostItem, its header…). */
export interface PostParts {
  /**
   * The site's piece of a post, given docsgen's pieces so far (`own`, that one last) and its body's
   * HTML; undefined where it swizzled none.
   */
  piece(post: Post, name: PostPiece, own: PostPieces, body: string): ReactElement | undefined;
  /** The site's BlogPostItem around the post as shown (`whole`), given the same; undefined where it swizzled none. */
  item(post: Post, own: PostPieces, body: string, whole: ReactElement | null): ReactElement | undefined;
}

/** How a post is shown: on its page, or as a summary in a list (with a link to the rest). */
interface PostShown {
  title: ReactElement;
  /** Its body's HTML (the whole post, or its excerpt), and the element that holds it. */
  body: string;
  content: ReactElement;
  more?: ReactElement | null;
  summary?: boolean;
}

/**
 * A post as its page shows it, piece by piece: docsgen's pieces (`own`, each holding the pieces
 * inside it as shown) and the whole post (`BlogPostItem/Container`), each the site's where it
 * swizzled it.
 */
function postPieces(
  post: Post,
  shown: PostShown,
  parts: PostParts | undefined,
): { own: PostPieces; whole: ReactElement | null } {
  const own: PostPieces = {};
  const piece = (name: PostPiece, element: ReactElement | null) => {
    own[name] = element;
    return parts?.piece(post, name, own, shown.body) ?? element;
  };
  const header = (
    <header className="post__header">
      {piece('BlogPostItem/Header/Title', shown.title)}
      {piece('BlogPostItem/Header/Info', <PostMeta post={post} />)}
      {piece('BlogPostItem/Header/Authors', <Authors authors={post.authors} />)}
    </header>
  );
  const body = (
    <>
      {piece('BlogPostItem/Header', header)}
      {piece('BlogPostItem/Content', shown.content)}
      {piece(
        'BlogPostItem/Footer',
        <footer className="post__footer">
          <TagLinks tags={post.tags} />
          {shown.more}
        </footer>,
      )}
    </>
  );
  const whole = piece(
    'BlogPostItem/Container',
    shown.summary ? <article className="post post--summary">{body}</article> : body,
  );
  return { own, whole };
}

/** A post, in the site's BlogPostItem if it swizzled it. */
function PostItem({ post, shown, parts }: { post: Post; shown: PostShown; parts?: PostParts | undefined }) {
  const { own, whole } = postPieces(post, shown, parts);
  return parts?.item(post, own, shown.body, whole) ?? whole;
}

/**
 * One blog post page: header with date, reading time and authors, the body, tags and the post
 * TOC. The post itself (before the links to its neighbours) is what a swizzled BlogPostItem wraps,
 * and the site's pieces of it (`parts`) take the place of docsgen's.
 */
export function BlogPostPage({
  post,
  html,
  toc,
  island,
  newer,
  older,
  sidebar,
  parts,
  unlisted,
}: {
  post: Post;
  html: string;
  toc: TocItem[];
  island?: string;
  newer?: Post;
  older?: Post;
  sidebar?: ReactNode;
  parts?: PostParts | undefined;
  /** Whether the post is unlisted (see isUnlisted): a notice says so atop it. */
  unlisted?: boolean;
}) {
  const t = useUiText();
  return (
    <div className="blog-layout">
      {sidebar}
      <article className="post">
        {unlisted ? <UnlistedBanner /> : null}
        <PostItem
          post={post}
          shown={{
            title: <h1 className="page-title">{post.title}</h1>,
            body: html,
            content: <Markdown html={html} island={island} />,
          }}
          parts={parts}
        />
        <Pagination
          label={t('theme.blog.post.paginator.navAriaLabel', 'Blog post navigation')}
          prev={
            newer && {
              href: newer.route,
              label: newer.title,
              caption: t('theme.blog.post.paginator.newerPost', 'Newer post'),
            }
          }
          next={
            older && {
              href: older.route,
              label: older.title,
              caption: t('theme.blog.post.paginator.olderPost', 'Older post'),
            }
          }
        />
      </article>
      <aside className="doc__toc">
        <TOC items={toc} />
      </aside>
    </div>
  );
}

/** A list of post summaries (the blog index and tag pages), each with its excerpt, each in the site's parts of a post (`parts`). */
export function BlogList({
  title,
  posts,
  excerpts,
  page,
  intro,
  parts,
}: {
  title: string;
  posts: Post[];
  excerpts: Map<string, string>;
  page?: BlogListPage;
  intro?: React.ReactNode;
  parts?: PostParts | undefined;
}) {
  const t = useUiText();
  return (
    <div className="blog-list">
      <h1 className="page-title">{title}</h1>
      {intro}
      {posts.map((post) => (
        <PostSummary key={post.route} post={post} excerpt={excerpts.get(post.route) ?? ''} parts={parts} />
      ))}
      {page && page.count > 1 ? (
        <nav className="pagination" aria-label={t('theme.blog.paginator.navAriaLabel', 'Blog list pages')}>
          {page.previous ? (
            <a className="pagination__link" href={page.previous}>
              {t('theme.blog.paginator.newerEntries', 'Newer entries')}
            </a>
          ) : (
            <span />
          )}
          {page.next ? (
            <a className="pagination__link pagination__link--next" href={page.next}>
              {t('theme.blog.paginator.olderEntries', 'Older entries')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** A post in a list: its header, its excerpt and a link to the rest, in the site's parts if it swizzled them. */
function PostSummary({
  post,
  excerpt,
  parts,
}: {
  post: Post;
  excerpt: string;
  parts?: PostParts | undefined;
}) {
  const t = useUiText();
  const more = post.hasTruncate ? (
    <a
      className="post__more"
      href={post.route}
      aria-label={t('theme.blog.post.readMoreLabel', 'Read more about {title}', {
        title: post.title,
      })}
    >
      {t('theme.blog.post.readMore', 'Read more')}
    </a>
  ) : null;
  return (
    <PostItem
      post={post}
      shown={{
        title: (
          <h2 className="post__title">
            <a href={post.route}>{post.title}</a>
          </h2>
        ),
        body: excerpt,
        content: <div className="markdown" dangerouslySetInnerHTML={{ __html: excerpt }} />,
        more,
        summary: true,
      }}
      parts={parts}
    />
  );
}

/** Every post grouped by year, newest first, under the archive's title. */
export function BlogArchive({ title, posts }: { title: string; posts: Post[] }) {
  const years = new Map<string, Post[]>();
  for (const post of posts)
    years.set(post.date.slice(0, 4), [...(years.get(post.date.slice(0, 4)) ?? []), post]);
  return (
    <div className="blog-list">
      <h1 className="page-title">{title}</h1>
      {[...years].map(([year, list]) => (
        <section key={year}>
          <h2>{year}</h2>
          <ul className="archive">
            {list.map((p) => (
              <li key={p.route}>
                <Time date={p.date} /> <a href={p.route}>{p.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** All tags with their counts (of posts or docs), under the tags page's title. */
export function TagsList({ title, tags }: { title: string; tags: { tag: Tag; count: number }[] }) {
  return (
    <div className="blog-list">
      <h1 className="page-title">{title}</h1>
      <ul className="tags tags--all">
        {tags.map(({ tag, count }) => (
          <li key={tag.route}>
            <a className="tag" href={tag.route}>
              {tag.label} <span className="tag__count">{count}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The blog's authors under the page's title, each with its post count; an author with a page of its own links to it. */
export function AuthorsList({
  title,
  authors,
}: {
  title: string;
  authors: { author: Author; count: number }[];
}) {
  const plural = useUiPlural();
  return (
    <div className="blog-list">
      <h1 className="page-title">{title}</h1>
      <ul className="authors authors--all">
        {authors.map(({ author, count }) => (
          <li className="author" key={author.key ?? author.name}>
            {author.imageUrl ? (
              <img className="author__avatar" src={author.imageUrl} alt="" width="40" height="40" />
            ) : null}
            <span className="author__text">
              {author.route ? (
                <a className="author__name" href={author.route}>
                  {author.name}
                </a>
              ) : (
                <span className="author__name">{author.name}</span>
              )}
              {author.title ? <small className="author__title">{author.title}</small> : null}
              <small className="author__count">{postCount(plural, count)}</small>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What an author's page shows above its posts: the author, and the way back to every author. */
export function AuthorIntro({
  author,
  count,
  allAuthors,
}: {
  author: Author;
  count: number;
  allAuthors: string;
}) {
  const t = useUiText();
  return (
    <>
      <Authors authors={[author]} />
      <p>
        {postCount(useUiPlural(), count)} ·{' '}
        <a href={allAuthors}>{t('theme.blog.authorsList.viewAll', 'View all authors')}</a>
      </p>
    </>
  );
}

/** What a tag's page shows above its posts: its description (tags.yml's), and the way back to every tag. */
export function TagIntro({ tag, href }: { tag: Tag; href: string }) {
  return (
    <>
      {tag.description ? <p>{tag.description}</p> : null}
      <a href={href}>{useUiText()('theme.tags.tagsPageLink', 'View all tags')}</a>
    </>
  );
}
