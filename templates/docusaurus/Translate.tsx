import type { ReactNode } from 'react';
import { interpolate } from './Interpolate.js';
import { docusaurusSite } from '../../src/shared/docusaurusSite.js';

/** The locale's message of an id (its code.json), if it has one. */
function message(id: string | undefined): string | undefined {
  return id === undefined ? undefined : docusaurusSite().messages?.[id];
}

/** `translate({id, message}, values)`: the locale's message for the id, else the default text. */
export function translate(
  { message: text, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return String(interpolate(message(id ?? text) ?? text ?? id ?? '', values));
}

/** `<Translate id="…" values={…}>Default text</Translate>`: the locale's message, else the default text, its placeholders filled. */
export default function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
}) {
  return <>{interpolate(message(id ?? children) ?? children ?? '', values)}</>;
}
