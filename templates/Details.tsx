import type { ReactNode } from 'react';

/** `<Details summary="…">`: a native disclosure, styled like the theme. */
export default function Details({ summary, children }: { summary?: ReactNode; children?: ReactNode }) {
  return (
    <details className="details">
      <summary>{summary ?? 'Details'}</summary>
      <div className="details__body">{children}</div>
    </details>
  );
}
