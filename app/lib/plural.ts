import { fillTemplate } from "./fill-template";

/** One message per CLDR plural category; `other` is the one every language has. */
export type PluralMessages = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

/**
 * The message for `count` in `locale`, `{count}` filled in (with `shown` when given: the number
 * as the page writes it, '5.000'): the category comes from `Intl.PluralRules` (Arabic has six,
 * Japanese one), and a category the content lacks falls back to `other`, so a missing
 * translation of a rare form never shows a blank.
 */
export function pluralMessage(
  locale: string,
  count: number,
  messages: PluralMessages,
  shown: string | number = count,
): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const message = messages[rule.select(count)] ?? messages.other;
  return fillTemplate(message, { count: shown });
}

/** The plural categories a language needs a message for (`["one", "other"]` in English). */
export const pluralCategories = (locale: string): Intl.LDMLPluralRule[] =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
