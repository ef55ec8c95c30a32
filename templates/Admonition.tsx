import type { ReactNode } from 'react';

import { ADMONITION_TITLES as TITLES, admonitionMarkup } from '../src/shared/admonitions.js';
import { reactProps } from '../src/shared/elementMarkup.js';

/** The JSX form of an admonition (`<Admonition type="tip" title="…">`), same markup as `:::tip`. */
export default function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const { box: Box, title: Title, body: Body } = admonitionMarkup(type);
  return (
    <Box.tag {...reactProps(Box)}>
      <Title.tag {...reactProps(Title)}>{title ?? TITLES[type] ?? type}</Title.tag>
      <Body.tag {...reactProps(Body)}>{children}</Body.tag>
    </Box.tag>
  );
}
