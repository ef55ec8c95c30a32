/** The Codex documentation site's configuration. */
export default {
  title: 'Codex',
  tagline: 'Welcome to Codex: the headless CMS your content team and your developers both enjoy.',
  url: 'https://docs.codex.gjirafa.tech',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  logo: { alt: 'Codex logo', src: '/img/logo.svg' },
  docsLanding: '/docs/api/intro',
  announcementBar: {
    id: 'graphql-preview-2025',
    content:
      'GraphQL preview queries are here: <a href="/docs/graphql/preview">read how to fetch unpublished content</a>.',
    isCloseable: true,
  },
  navbar: {
    hideOnScroll: false,
    items: [
      { label: 'API', to: '/docs/api/intro' },
      { label: 'Editor', to: '/docs/editor/intro' },
      { label: 'GraphQL', to: '/docs/graphql/intro' },
      { label: 'Playground', to: '/docs/plugins/intro' },
      { label: 'Jobs', to: '/docs/jobs/intro' },
      { label: 'Icons', to: '/icons/' },
      { label: 'Blog', to: '/blog', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'API',
        items: [
          { label: 'Entries', to: '/docs/api/entries' },
          { label: 'Sections API errors', to: '/docs/api/errors#sections-api' },
        ],
      },
      {
        title: 'Plugins',
        items: [
          { label: 'Custom page', to: '/docs/plugins/create-custom-page' },
          { label: 'Content block', to: '/docs/plugins/create-content-block' },
          { label: 'Custom field', to: '/docs/plugins/create-custom-field' },
          { label: 'Entry sidebar component', to: '/docs/plugins/create-custom-entry-sidebar-component' },
        ],
      },
      {
        title: 'Editor',
        items: [
          { label: 'Paragraph', to: '/docs/editor/paragraph' },
          { label: 'Image', to: '/docs/editor/media#image' },
          { label: 'Embeds', to: '/docs/editor/embeds' },
          { label: 'Heading', to: '/docs/editor/heading' },
          { label: 'Table', to: '/docs/editor/table' },
          { label: 'Video player', to: '/docs/editor/media#video-player' },
        ],
      },
      {
        title: 'Company',
        items: [
          { label: 'Privacy Policy', href: '#' },
          { label: 'Contact Us', href: '#' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Codex. Built with docsgen.',
  },
};
