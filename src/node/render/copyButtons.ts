import { codeBlockMarkup } from '../../shared/codeBlockMarkup.js';
import { CopyButton } from '../../shared/copyButton.js';
import { escapeHtml } from '../../shared/escapeHtml.js';
import { runtimeMessage } from '../../../templates/RuntimeTexts.js';

/** A code block's copy button as both engines write it, with its accessible name and its word. */
const button = (ariaLabel: string, label: string): string =>
  `<button type="button" class="${CopyButton.className}" aria-label="${ariaLabel}">${label}</button>`;

const ENGLISH = button(CopyButton.ariaLabel, codeBlockMarkup(undefined).copyLabel);

/**
 * A page's code-block copy buttons in the site's locale ("Copy" and its accessible name, as
 * Docusaurus's translations or the site's code.json say them): pages compile once for every
 * locale, in English. The runtime says "Copied" in the page's language (see RuntimeTexts).
 */
export function localizeCopyButtons(html: string, messages: Record<string, string> | undefined): string {
  if (!messages || !html.includes(ENGLISH)) return html;
  const label = runtimeMessage(messages, 'copy');
  const ariaLabel = messages['theme.CodeBlock.copyButtonAriaLabel'];
  if (label === undefined && ariaLabel === undefined) return html;
  return html.replaceAll(
    ENGLISH,
    button(
      escapeHtml(ariaLabel ?? CopyButton.ariaLabel),
      escapeHtml(label ?? codeBlockMarkup(undefined).copyLabel),
    ),
  );
}
