const LANG_ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  txt: 'text',
  plaintext: 'text',
  gql: 'graphql',
  yml: 'yaml',
};

/** The name a fence's language is loaded by: lower case, aliases resolved (`sh` -> `bash`). */
export function languageName(lang: string): string {
  const lower = lang.toLowerCase();
  return LANG_ALIASES[lower] ?? lower;
}
