import type { ReactNode } from 'react';
import { interpolate } from './Interpolate.js';

/** `translate({message}, values)`: the default locale's text (docsgen builds that one only). */
export function translate(
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return String(interpolate(message ?? id ?? '', values));
}

/** `<Translate id="…" values={…}>Default text</Translate>`: the default text, its placeholders filled. */
export default function Translate({
  children,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
}) {
  return <>{interpolate(children ?? '', values)}</>;
}
