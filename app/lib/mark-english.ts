/**
 * `lang="en"` on the elements of a prerendered page that hold English shown for want of a
 * translation (decision 015), so screen readers read them with an English voice. Works on the
 * HTML React wrote (double-quoted attributes, escaped text), from `<body>` on.
 */

/** Elements with no content and no end tag. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** The attributes whose words a screen reader reads out. */
const LABELS = ["alt", "aria-label", "title"];

/**
 * A comment; a script or style (their text is no page text: the loader data in the page's
 * scripts holds the same words); an end tag; a start tag with its attributes; text up to the next
 * `<`.
 */
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|[^<]+|</g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Text or an attribute value as the browser reads it: character references resolved. */
export function decodeHtml(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi, (whole, dec, hex, name) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

interface Open {
  name: string;
  /** Its start tag's index in the output. */
  tag: number;
  /** Whether it holds any words other than the English texts of its labels. */
  hasOther: boolean;
  /** Whether its label attributes are all English texts (and it has one). */
  isLabelledInEnglish: boolean;
}

/**
 * The page with `lang="en"` added to each element (after `<body>`) whose own text (a run of text
 * between tags, trimmed) is one of `texts`; and to each element whose `alt`, `aria-label` or
 * `title` is one of them, when that is all the words it holds (an image, an icon button). An
 * element that states its language already keeps it. Without `texts`, the page as it is.
 */
export function markEnglish(html: string, texts: ReadonlySet<string>): string {
  const start = html.search(/<body[\s>]/i);
  if (texts.size === 0 || start < 0) return html;
  const out: string[] = [html.slice(0, start)];
  const open: Open[] = [];
  const marked = new Set<number>();
  const mark = (tag: number) => {
    if (!/\slang\s*=/i.test(out[tag] ?? "")) marked.add(tag);
  };
  const holdOther = () => {
    for (const element of open) element.hasOther = true;
  };

  for (const token of html.slice(start).matchAll(TOKEN)) {
    const [whole, , endName, startName, attributes = ""] = token;
    out.push(whole);
    if (endName) {
      const at = open.findLastIndex((element) => element.name === endName.toLowerCase());
      if (at < 0) continue;
      for (const element of open.splice(at)) {
        if (element.isLabelledInEnglish && !element.hasOther) mark(element.tag);
      }
    } else if (startName) {
      const labels = [...attributes.matchAll(ATTRIBUTE)]
        .filter(([, name]) => LABELS.includes(name?.toLowerCase() ?? ""))
        .map(([, , double, single, bare]) => decodeHtml(double ?? single ?? bare ?? "").trim())
        .filter(Boolean);
      const isLabelledInEnglish = labels.length > 0 && labels.every((label) => texts.has(label));
      if (labels.length > 0 && !isLabelledInEnglish) holdOther();
      const name = startName.toLowerCase();
      if (VOID.has(name) || whole.endsWith("/>")) {
        if (isLabelledInEnglish) mark(out.length - 1);
      } else open.push({ name, tag: out.length - 1, hasOther: false, isLabelledInEnglish });
    } else if (!whole.startsWith("<")) {
      const text = decodeHtml(whole).trim();
      if (!text) continue;
      const parent = open.at(-1);
      if (parent && texts.has(text)) mark(parent.tag);
      else holdOther();
    }
  }
  for (const tag of marked) out[tag] = (out[tag] ?? "").replace(/\s*(\/?>)$/, ' lang="en"$1');
  return out.join("");
}
