/**
 * Blanks any content text may use for the company facts of `content/site.yml`. The build fills
 * them in (`scripts/vite/content.ts`), so pages carry finished words and no code to fill them.
 */
export const SITE_BLANKS = ["company", "tagline", "city"] as const;

/** The facts the blanks stand for, as `content/site.yml` holds them. */
interface Facts {
  name: string;
  tagline: string;
  address: { locality: string };
}

/** A text with `{company}`, `{tagline}` and `{city}` filled from the company facts. */
export function fillSiteBlanks(text: string, facts: Facts): string {
  const values: Record<string, string> = {
    company: facts.name,
    tagline: facts.tagline,
    city: facts.address.locality,
  };
  return text.replace(/\{(company|tagline|city)\}/g, (_, name: string) => values[name] ?? "");
}

/** Every string in `data` with the site blanks filled. */
export function fillSiteBlanksDeep<T>(data: T, facts: Facts): T {
  if (typeof data === "string") return fillSiteBlanks(data, facts) as T;
  if (Array.isArray(data)) return data.map((entry) => fillSiteBlanksDeep(entry, facts)) as T;
  if (data && typeof data === "object")
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, fillSiteBlanksDeep(value, facts)]),
    ) as T;
  return data;
}
