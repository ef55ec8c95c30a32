import { setupAnnouncement } from './announcement.js';
import { setupCodeCopy } from './copy.js';
import { setupDocsVersions } from './docsVersions.js';
import { hydrateIslands } from './islands.js';
import { drawDiagrams } from './mermaid.js';
import { setupFilters } from './filter.js';
import { setupPrefetch } from './prefetch.js';
import { setupRouter } from './router.js';
import { setupSearch } from './search.js';
import { setupSidebar } from './sidebar.js';
import { setupTabs } from './tabs.js';
import { setupTheme } from './theme.js';
import { setupToc } from './toc.js';

// The home page's base-URL check looks for this flag: its absence means the runtime never ran.
(window as Window & { __docsgen?: boolean }).__docsgen = true;

setupTheme();
setupAnnouncement();
setupTabs();
setupSidebar();
setupCodeCopy();
setupRouter();
setupPrefetch();
setupToc();
setupFilters();
setupSearch();
setupDocsVersions();
drawDiagrams(document);
void hydrateIslands(document).then(() => document.documentElement.setAttribute('data-hydrated', 'true'));
