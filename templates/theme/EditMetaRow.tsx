import { DocFooter } from '../DocFooter.js';
import { lastUpdateOf } from './LastUpdated.js';

/**
 * `<EditMetaRow editUrl lastUpdatedAt lastUpdatedBy className />`, the row of Docusaurus's doc
 * footer: docsgen's doc footer, in the site's own footer element.
 */
export default function EditMetaRow({
  className,
  editUrl,
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  className?: string;
  editUrl?: string | null;
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}) {
  return (
    <DocFooter
      as="div"
      className={className}
      editUrl={editUrl ?? undefined}
      lastUpdate={lastUpdateOf(lastUpdatedAt, lastUpdatedBy)}
    />
  );
}
