import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ContentError } from "../../app/content/store.server.ts";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../app/lib/locales.ts";
import { confirmTranslations, translationStatus, type UnitStatus } from "./status.ts";
import { exportXliff, ImportRefused, importXliff } from "./xliff.ts";

/**
 * `npm run translations`: what each language lacks of English (decision 015, README: Languages).
 *   npm run translations [-- --strict]            missing and out-of-date texts per language
 *   npm run translations -- export <lang> [file]  those of one language as XLIFF for a translator
 *   npm run translations -- import <file.xlf>     a translated XLIFF file back into content/
 *   npm run translations -- confirm <lang> [file] the translations as they are, checked: up to date
 */

const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** `content/home/hero.yml`, `home/hero.yml` or `home/hero`: the file's key. */
const keyOf = (file: string | undefined) =>
  file
    ?.replace(/\\/g, "/")
    .replace(/^(?:\.\/)?content\//, "")
    .replace(/\.yml$/, "");

function language(value: string | undefined): Locale {
  if (!isLocale(value) || value === DEFAULT_LOCALE)
    throw new ContentError(`Name a language to translate into: ${TRANSLATED.join(", ")}`);
  return value;
}

/** A text for one line of the listing: English as written, shortened. */
const shown = (unit: UnitStatus) => {
  const text = unit.source.replace(/\s+/g, " ");
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
};

/** The listing of every language's gaps; returns how many texts lack a current translation. */
function status(root: string, out: (line: string) => void): number {
  const totals: string[] = [];
  let all = 0;
  for (const locale of TRANSLATED) {
    const gaps = translationStatus(root, locale).filter((unit) => unit.state !== "current");
    const missing = gaps.filter((unit) => unit.state === "missing");
    const outdated = gaps.filter((unit) => unit.state === "outdated");
    out(`${locale}: ${missing.length} missing, ${outdated.length} out of date`);
    for (const [label, units] of [
      ["missing", missing],
      ["out of date", outdated],
    ] as const)
      for (const unit of units)
        out(`  ${label}: content/${unit.key}.yml ${unit.field}: "${shown(unit)}"`);
    totals.push(`${locale} ${missing.length}+${outdated.length}`);
    all += gaps.length;
  }
  out(`Total: ${all} texts to translate or confirm (missing+out of date: ${totals.join(", ")})`);
  return all;
}

/** Runs one command; returns the exit code. */
export async function main(
  args: string[],
  root = process.cwd(),
  out: (line: string) => void = console.log,
): Promise<number> {
  const [command, ...rest] = args.filter((arg) => arg !== "--strict");
  try {
    if (!command) {
      const count = status(root, out);
      return args.includes("--strict") && count > 0 ? 1 : 0;
    }
    if (command === "export") {
      const locale = language(rest[0]);
      const { xliff, count } = await exportXliff(root, locale, keyOf(rest[1]));
      const file = `translations-${locale}.xlf`;
      writeFileSync(path.resolve(root, file), xliff);
      out(`${file}: ${count} texts for ${locale}. Send it to the translator; import it back with`);
      out(`  npm run translations -- import ${file}`);
      return 0;
    }
    if (command === "import") {
      if (!rest[0]) throw new ContentError("Name the translated XLIFF file to import.");
      const { locale, count, files } = await importXliff(root, readFileSync(rest[0], "utf8"));
      out(`${count} ${locale} texts written into ${files.length} files:`);
      for (const file of files) out(`  ${file}`);
      return 0;
    }
    if (command === "confirm") {
      const locale = language(rest[0]);
      const only = keyOf(rest[1]);
      const confirmed = confirmTranslations(root, locale, only);
      out(
        `${confirmed} ${locale} texts${only ? ` of content/${only}.yml` : ""} confirmed as up to date.`,
      );
      return 0;
    }
    out(`Unknown command "${command}": use export, import or confirm (see README: Languages).`);
    return 2;
  } catch (error) {
    if (error instanceof ContentError || error instanceof ImportRefused) {
      out((error as Error).message);
      return 1;
    }
    throw error;
  }
}
