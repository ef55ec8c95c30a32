import type { HTMLAttributes } from 'react';
import { headingAnchor } from '../../src/node/markdown/headingAnchor.js';

/** `<Heading as="h2" id="…">`: a heading with the "#" link Markdown headings get. */
export default function Heading({
  as: Tag,
  id,
  children,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  const anchor = id
    ? headingAnchor(Number(Tag.slice(1)), id, typeof children === 'string' ? children : id)
    : undefined;
  return (
    <Tag id={id} {...props}>
      {children}
      {anchor ? (
        <a
          href={anchor.href}
          className={anchor.attributes.className.join(' ')}
          aria-label={anchor.attributes['aria-label']}
        >
          {anchor.text}
        </a>
      ) : null}
    </Tag>
  );
}
