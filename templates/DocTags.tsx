import type { DocsTagRoute } from '../src/node/content/routeEntry.js';
import { TagIntro } from './Blog.js';

/** A docs tag's page: its title, description and the way back to every tag, then each of its docs with its description. */
export function TaggedDocs({ title, route }: { title: string; route: DocsTagRoute }) {
  return (
    <div className="blog-list">
      <h1 className="page-title">{title}</h1>
      <TagIntro tag={route.tag} href={route.allTags} />
      {route.docs.map((doc) => (
        <article key={doc.route}>
          <h2>
            <a href={doc.route}>{doc.title}</a>
          </h2>
          {doc.description ? <p>{doc.description}</p> : null}
        </article>
      ))}
    </div>
  );
}
