/** Docusaurus's order of plural categories, which a plural message's forms follow. */
const CATEGORIES: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const byLocale = new Map<string, { rules: Intl.PluralRules; categories: Intl.LDMLPluralRule[] }>();

/**
 * The form of a plural message ("One post|{count} posts": one form per plural category of the
 * locale, `|` between them) that `count` takes in `locale`, picked as Docusaurus's usePluralForm
 * picks it: the form of its category, else the last one. A message without `|` is its only form.
 */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  let plural = byLocale.get(locale);
  if (!plural) {
    const rules = new Intl.PluralRules(locale);
    const known = rules.resolvedOptions().pluralCategories;
    plural = { rules, categories: CATEGORIES.filter((c) => known.includes(c)) };
    byLocale.set(locale, plural);
  }
  const index = plural.categories.indexOf(plural.rules.select(count));
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]!;
}
