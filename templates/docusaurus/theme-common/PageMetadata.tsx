import type { ReactNode } from 'react';
import { reportHead, reportLayoutMeta } from '../../../src/shared/layoutMeta.js';

/**
 * `<PageMetadata>`: the page's title and description, as `@theme/Layout`'s props give them, and
 * head elements as `<Head>` children; it renders nothing. Its `keywords` and `image` become meta tags.
 */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  reportLayoutMeta({ title, description });
  reportHead(
    <>
      {keywords ? <meta name="keywords" content={[keywords].flat().join(',')} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      {children}
    </>,
  );
  return null;
}
