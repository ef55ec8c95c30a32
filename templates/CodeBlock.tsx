import type { ReactNode } from 'react';

import { codeBlockMarkup } from '../src/shared/codeBlockMarkup.js';
import { CopyButton } from '../src/shared/copyButton.js';
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
  const { frame: Frame, title: Title, copy: Copy } = codeBlockMarkup(language);
  return (
    <Frame.tag {...reactProps(Frame)}>
      {title ? <Title.tag {...reactProps(Title)}>{title}</Title.tag> : null}
      <pre className="shiki" tabIndex={0}>
        <code>{children}</code>
      </pre>
      <Copy.tag {...reactProps(Copy)}>{CopyButton.label}</Copy.tag>
    </Frame.tag>
  );
}
