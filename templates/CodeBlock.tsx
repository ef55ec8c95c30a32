import type { ReactNode } from 'react';

import { codeBlockMarkup } from '../src/shared/codeBlockMarkup.js';
import { reactProps } from '../src/shared/elementMarkup.js';

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
  const { frame: Frame, title: Title, copy: Copy, copyLabel } = codeBlockMarkup(language);
  return (
    <Frame.tag {...reactProps(Frame)}>
      {title ? <Title.tag {...reactProps(Title)}>{title}</Title.tag> : null}
      <pre className="shiki" tabIndex={0}>
        <code>{children}</code>
      </pre>
      <Copy.tag {...reactProps(Copy)}>{copyLabel}</Copy.tag>
    </Frame.tag>
  );
}
