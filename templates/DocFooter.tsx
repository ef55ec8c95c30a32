import type { LastUpdate } from '../src/node/content/lastUpdates.js';
import type { Tag } from '../src/node/content/tags.js';
import { TagLinks, Time } from './Blog.js';
import { useUiNodes, useUiText } from './uiText.js';

/** "Edit this page", the link to a doc's source. */
export function EditLink({ editUrl }: { editUrl: string }) {
  const t = useUiText();
  return (
    <a className="doc__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
      {t('theme.common.editThisPage', 'Edit this page')}
    </a>
  );
}

/** "Last updated on … by …" (the date is empty when the site shows only the author). */
export function LastUpdateLine({ date, author }: LastUpdate) {
  const t = useUiNodes();
  return (
    <span className="doc__updated">
      {t('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', {
        atDate: date ? t('theme.lastUpdated.atDate', ' on {date}', { date: <Time date={date} /> }) : '',
        byUser: author ? t('theme.lastUpdated.byUser', ' by {user}', { user: author }) : '',
      })}
    </span>
  );
}

/**
 * The doc's footer, as Docusaurus's: its tags, the edit link, and when and by whom it last changed.
 * A `<div>` (`as`) inside a footer of the site's own (`@theme/EditMetaRow`).
 */
export function DocFooter({
  editUrl,
  lastUpdate,
  tags = [],
  as: Element = 'footer',
  className,
}: {
  editUrl?: string | undefined;
  lastUpdate?: LastUpdate | undefined;
  tags?: Tag[] | undefined;
  as?: 'footer' | 'div';
  className?: string | undefined;
}) {
  if (!editUrl && !lastUpdate && !tags.length) return null;
  return (
    <Element className={className ? `doc__footer ${className}` : 'doc__footer'}>
      <TagLinks tags={tags} />
      {editUrl ? <EditLink editUrl={editUrl} /> : null}
      {lastUpdate ? <LastUpdateLine {...lastUpdate} /> : null}
    </Element>
  );
}
