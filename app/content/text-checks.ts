import type { Locale } from "~/lib/locales";

export { displayWidth } from "~/lib/display-width";

/**
 * Mechanical checks of the words in content files, per language: the register the site writes in
 * (German Sie, French vous, Spanish usted, Arabic polite plural, Japanese 貴社 and polite forms) and
 * its typography (no-break spaces, quotes, full-width punctuation, unit notation). Each returns
 * what is wrong with one text, as short sentences; an empty list when nothing is. Used by
 * `text-checks.test.ts`; a reviewer still reads the texts, these only catch what a rule can.
 */

const NBSP = "\u00a0";
const NNBSP = "\u202f";

/** A check: the problems in `text` (a field of a content file in `locale`). */
type Check = (text: string) => string[];

const found = (text: string, pattern: RegExp, message: (match: string) => string): string[] =>
  [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))].map(
    (match) => message(match[0]),
  );

/** A whole word (Latin script), in any capitals. */
const words = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join("|")})(?![\\p{L}\\p{N}])`, "iu");

/** The first word of the text (a button or a link starts with its verb). */
const firstWord = (list: readonly string[]) =>
  new RegExp(`^\\s*(?:${list.join("|")})(?![\\p{L}\\p{N}])`, "u");

// Register ---------------------------------------------------------------------------------

/** German: the site says Sie. Informal pronouns and du-imperatives at the start of a label. */
const GERMAN_DU = words([
  "du",
  "dich",
  "dir",
  "dein",
  "deine",
  "deinen",
  "deinem",
  "deiner",
  "deines",
  "euch",
  "euer",
  "eure",
  "euren",
  "eurem",
  "eurer",
]);
const GERMAN_DU_IMPERATIVE = firstWord([
  "Sende",
  "Schick",
  "Schicke",
  "Schreib",
  "Schreibe",
  "Wähl",
  "Wähle",
  "Entdecke",
  "Such",
  "Füg",
  "Füge",
  "Lad",
  "Gib",
  "Nimm",
  "Frag",
  "Ruf",
  "Klick",
  "Klicke",
]);

/** French: the site says vous. */
const FRENCH_TU = words(["tu", "toi", "ton", "tes", "ta", "te", "t'"]);
const FRENCH_TU_IMPERATIVE = firstWord([
  "Envoie",
  "Découvre",
  "Choisis",
  "Ajoute",
  "Cherche",
  "Écris",
  "Contacte",
  "Clique",
  "Remplis",
]);

/** Spanish: the site says usted. `Busca` is also usted's "¿Busca…?", so only at the start. */
const SPANISH_TU = words([
  "tú",
  "tu",
  "tus",
  "te",
  "ti",
  "contigo",
  "vosotros",
  "vuestro",
  "vuestra",
]);
const SPANISH_TU_IMPERATIVE = firstWord([
  "Envía",
  "Elige",
  "Busca",
  "Añade",
  "Descubre",
  "Explora",
  "Escribe",
  "Contacta",
  "Pide",
  "Solicita",
  "Sube",
  "Completa",
  "Rellena",
  "Selecciona",
  "Mira",
  "Haz",
]);

/**
 * Arabic: the older pages address the reader in the polite plural (أرسلوا، اكتشفوا، علامتكم).
 * Informal singular imperatives and the singular "your" suffix on the nouns a buyer's text uses.
 * Arabic joins و/ف/ب/ل to the next word, so a word may carry one of them in front.
 */
const ARABIC_SINGULAR_IMPERATIVES = [
  "أضف",
  "أرسل",
  "اختر",
  "ابحث",
  "اكتشف",
  "اطلب",
  "انقر",
  "اضغط",
  "أدخل",
  "املأ",
  "اترك",
  "راسلنا",
  "اتصل بنا",
  "استكشف",
  "احذف",
  "أزل",
];
const ARABIC_SINGULAR_YOUR = [
  "علامتك",
  "تصميمك",
  "طلبك",
  "طلبيتك",
  "برنامجك",
  "منتجك",
  "منتجاتك",
  "رسالتك",
  "شركتك",
  "احتياجاتك",
  "مواصفاتك",
  "رسوماتك",
  "سيرتك",
  "بريدك",
  "اسمك",
  "رقمك",
  "قائمتك",
  "لك",
  "إليك",
  "عليك",
  "لديك",
  "أنت",
];
const arabicWords = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{M}])[وفبل]?(?:${list.join("|")})(?![\\p{L}\\p{M}])`, "u");
const ARABIC_SINGULAR = arabicWords([...ARABIC_SINGULAR_IMPERATIVES, ...ARABIC_SINGULAR_YOUR]);
/** تصفّح is also the verbal noun ("يمكنكم تصفّح الفئات"): a singular imperative only as a label's first word. */
const ARABIC_SINGULAR_FIRST = /^\s*(?:تصفح|تصفّح|اتصل)(?![\p{L}\p{M}])/u;

/**
 * Japanese: the reader's company is 貴社, sentences end politely (です・ます), and a button asks
 * with the dictionary form (送信する) or ください, never a plain imperative (送信しろ・送信せよ・
 * 送信して) or あなた.
 */
const JAPANESE_PLAIN = [
  /あなた|お前|君の/u,
  /(?:しろ|せよ|なさい|選んで|送って|入れて|見て|押して)ね?(?=[。！!]|$)|してね?(?=[。！!])/u,
  /(?:だ|である)(?=。)/u,
];

/** The register problems of one text. */
export function registerProblems(locale: Locale, text: string): string[] {
  switch (locale) {
    case "de":
      return [
        ...found(text, GERMAN_DU, (m) => `"${m}": the site says Sie`),
        ...found(text, GERMAN_DU_IMPERATIVE, (m) => `"${m}…": a du-imperative; the site says Sie`),
      ];
    case "fr":
      return [
        ...found(text, FRENCH_TU, (m) => `"${m}": the site says vous`),
        ...found(text, FRENCH_TU_IMPERATIVE, (m) => `"${m}…": a tu-imperative; the site says vous`),
      ];
    case "es":
      return [
        ...found(text, SPANISH_TU, (m) => `"${m}": the site says usted`),
        ...found(
          text,
          SPANISH_TU_IMPERATIVE,
          (m) => `"${m}…": a tú-imperative; the site says usted`,
        ),
      ];
    case "ar":
      return [ARABIC_SINGULAR, ARABIC_SINGULAR_FIRST].flatMap((pattern) =>
        found(
          text,
          pattern,
          (m) => `"${m}": informal singular; the site addresses the reader in the polite plural`,
        ),
      );
    case "ja":
      return JAPANESE_PLAIN.flatMap((pattern) =>
        found(text, pattern, (m) => `"${m}": plain form; the site writes 貴社 and polite forms`),
      );
    default:
      return [];
  }
}

// Typography --------------------------------------------------------------------------------

const UNITS =
  "(?:ml|mL|l|L|cm|mm|m|m²|t|kg|g|oz|qt|%|Zoll|Quart|Liter|litres|litros|pouces|pulgadas)";

/** Signs the site's font subset lacks: they would fall back to another font. */
const MISSING_GLYPHS: Check = (text) =>
  found(text, new RegExp(`[${NNBSP}\u2019\u2018]`, "u"), (m) =>
    m === NNBSP
      ? "U+202F (narrow no-break space): the font lacks it, write U+00A0"
      : `"${m}" (curly apostrophe): the font lacks it, write '`,
  );

/** A number and its unit, or digit groups, held together by a plain space (it may break there). */
const unitSpace = (text: string) =>
  found(
    text,
    new RegExp(`\\d (?:${UNITS.slice(3, -1)})(?![\\p{L}\\p{N}])|\\d \\d{3}(?!\\d)`, "u"),
    (m) => `"${m}": a number and its unit (or digit groups) need a no-break space (U+00A0)`,
  );

/** French: a no-break space before : ; ! ? (not in an address's "://" or a time's "10:30"). */
const FRENCH: Check = (text) => [
  ...[...text.matchAll(/[:;!?]/gu)]
    .filter(({ index: at }) => {
      const before = text[at - 1] ?? "";
      const after = text[at + 1] ?? "";
      if (before === NBSP || at === 0) return false;
      if (text.startsWith("//", at + 1)) return false;
      return !(/\d/.test(before) && /\d/.test(after));
    })
    .map(
      ({ index: at }) =>
        `"${text.slice(Math.max(0, at - 8), at + 1)}": French puts a no-break space (U+00A0) before : ; ! ?`,
    ),
  ...unitSpace(text),
];

const GERMAN: Check = (text) => [
  ...found(text, /["\u201d\u00ab\u00bb]/u, (m) => `"${m}": German quotes are „…“`),
  ...(text.includes("\u201c") && !text.includes("\u201e")
    ? ["“ without „: German quotes open low („…“)"]
    : []),
  ...unitSpace(text),
];

const SPANISH: Check = (text) => unitSpace(text);

const JAPANESE: Check = (text) => [
  ...found(
    text,
    /(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー])[,.:!?()]|[,:!?(](?=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])/u,
    (m) => `"${m}": Japanese text takes full-width punctuation (、。：！？（）)`,
  ),
  ...found(text, /\d\s*ml(?![A-Za-z])/u, (m) => `"${m}": the site writes mL`),
  ...found(text, /\d\s+(?:mL|L|cm|mm|oz|kg)(?![A-Za-z])/u, (m) => `"${m}": no space before a unit`),
  ...found(text, /(?<!SUS304（)SS ?304/u, (m) => `"${m}": write SUS304（SS 304）`),
];

/** The typography problems of one text. */
export function typographyProblems(locale: Locale, text: string): string[] {
  const byLocale: Partial<Record<Locale, Check>> = {
    de: GERMAN,
    fr: FRENCH,
    es: SPANISH,
    ja: JAPANESE,
  };
  return [...MISSING_GLYPHS(text), ...(byLocale[locale]?.(text) ?? [])];
}
