import type { ReactNode } from 'react';

import { ADMONITION_TITLES as TITLES } from '../src/shared/admonitions.js';

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
  return (
    <div className={`admonition admonition-${type}`} role="note">
      <div className="admonition__title">{title ?? TITLES[type] ?? type}</div>
      <div className="admonition__body">{children}</div>
    </div>
  );
}
