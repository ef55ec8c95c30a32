// One module per export, and a package.json saying they have no side effects: a page bundles (and
// is scanned for browser code: see importsNeedReact) only what it imports, so that
// `ThemeClassNames` does not bring `useColorMode`'s hooks and make the page an island.
export { useColorMode, usePrismTheme } from './colorMode.js';
export { PageMetadata } from './PageMetadata.js';
export { ThemeClassNames } from './ThemeClassNames.js';
export { useThemeConfig } from './themeConfig.js';
export { useWindowSize } from './windowSize.js';
