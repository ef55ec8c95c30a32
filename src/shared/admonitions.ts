/** Admonition keywords and the title each shows when none is given (`:::tip` and `<Admonition type="tip">`). */
export const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};
