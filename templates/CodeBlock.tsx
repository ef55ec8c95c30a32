import type { ReactNode } from 'react';

/** `<CodeBlock language="ts" title="…">` for MDX: a plain (unhighlighted) block with the same frame as fenced code. */
export default function CodeBlock({
  children,
  language,
  title,
}: {
  children?: ReactNode;
  language?: string;
  title?: string;
}) {
  return (
    <div className="code-block" data-language={language}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <pre className="shiki" tabIndex={0}>
        <code>{children}</code>
      </pre>
      <button type="button" className="code-block__copy" aria-label="Copy code to clipboard">
        Copy
      </button>
    </div>
  );
}
