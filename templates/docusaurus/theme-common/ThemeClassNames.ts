/** A camelCase key as Docusaurus spells its class names: `docFooterEditMetaRow` -> `theme-doc-footer-edit-meta-row`. */
function className(key: string): string {
  return `theme-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The class names of one area (`ThemeClassNames.docs`), made from the key asked for. */
const area = new Proxy({} as Record<string, string>, {
  get: (_, key) => (typeof key === 'string' ? className(key) : undefined),
});

/**
 * `ThemeClassNames`: the stable class names Docusaurus's theme puts on its parts, for a swizzled
 * component to put on its own (`ThemeClassNames.docs.docFooter` is `theme-doc-footer`). docsgen's
 * markup has none of them, so each is made from its key, as Docusaurus names most.
 */
export const ThemeClassNames = new Proxy({} as Record<string, Record<string, string>>, {
  get: (_, key) => (typeof key === 'string' ? area : undefined),
});
