import type { ReactElement } from 'react';
import type { SiteConfig } from '../../shared/types.js';
import { UiLocale, UiMessages } from '../../../templates/uiText.js';

/** An element rendered with docsgen's own texts in the site's locale (see useUiText, useUiPlural). */
export function inLocale(site: SiteConfig, element: ReactElement): ReactElement {
  return (
    <UiMessages.Provider value={site.uiMessages ?? {}}>
      <UiLocale.Provider value={site.i18n.current}>{element}</UiLocale.Provider>
    </UiMessages.Provider>
  );
}
