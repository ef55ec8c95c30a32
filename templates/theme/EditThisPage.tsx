import { EditLink } from '../DocFooter.js';

/** `<EditThisPage editUrl={…} />`: a doc's "Edit this page" link, as docsgen's doc footer shows it. */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return <EditLink editUrl={editUrl} />;
}
