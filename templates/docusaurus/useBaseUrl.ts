import { withBase } from '../../src/shared/paths.js';
import { docusaurusSite, pageUrl } from '../../src/shared/docusaurusSite.js';

/** `useBaseUrl('/img/a.png')`: a site path under the base URL (`absolute`: with the site's URL too). */
export default function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const site = docusaurusSite();
  return options.absolute ? site.url + withBase(url, site.baseUrl) : pageUrl(url);
}

/** `useBaseUrlUtils().withBaseUrl`: useBaseUrl outside a component's render. */
export function useBaseUrlUtils(): { withBaseUrl: typeof useBaseUrl } {
  return { withBaseUrl: useBaseUrl };
}
