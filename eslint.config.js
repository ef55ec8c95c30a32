import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'build/**',
      'tests/fixtures/**/build/**',
      // Docusaurus projects as their authors wrote them (CommonJS configs): not docsgen's code.
      'tests/fixtures/docusaurus-project/**',
      'tests/fixtures/docusaurus-imports/**',
      'tests/fixtures/docusaurus-swizzle/**',
      'tests/fixtures/docusaurus-versions/**',
      'tests/fixtures/docusaurus-i18n/**',
      'tests/fixtures/docusaurus-doc-pieces/**',
      // Real Docusaurus sites, kept as their authors wrote them (tests/fixtures/real/*/SOURCE.md).
      'tests/fixtures/real/**',
      'bench/.corpus/**',
      'tests/.tmp/**',
      'content/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: Object.fromEntries(
        [
          'console',
          'process',
          'URL',
          'performance',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
        ].map((name) => [name, 'readonly']),
      ),
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A function longer than a screen is several stages in one: name them (see ARCHITECTURE.md).
    // Tests are exempt: a describe block holds its cases.
    files: ['src/**', 'templates/**'],
    rules: { 'max-lines-per-function': ['error', { max: 100 }] },
  },
);
