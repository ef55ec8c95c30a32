import Admonition from './Admonition.js';
import { useUiText } from './uiText.js';

/** The notice atop an unlisted page (front matter `unlisted: true`), under Docusaurus's ids. */
export function UnlistedBanner() {
  const t = useUiText();
  return (
    <Admonition type="caution" title={t('theme.contentVisibility.unlistedBanner.title', 'Unlisted page')}>
      <p>
        {t(
          'theme.contentVisibility.unlistedBanner.message',
          'This page is listed nowhere on the site and asks search engines not to index it: only people with its link find it.',
        )}
      </p>
    </Admonition>
  );
}
