/** The parts of npm `xliff` (which ships no types) that scripts/translations uses. */

/** A file of units as the package reads and writes it (`resources` by file id, then unit id). */
interface XliffJs {
  sourceLanguage?: string;
  targetLanguage?: string;
  resources: Record<string, Record<string, unknown>>;
}

declare module "xliff/js2xliff" {
  export default function js2xliff(js: XliffJs, options?: { indent?: string }): Promise<string>;
}
declare module "xliff/xliff2js" {
  export default function xliff2js(xml: string): Promise<XliffJs>;
}
declare module "xliff/xliff12ToJs" {
  export default function xliff12ToJs(xml: string): Promise<XliffJs>;
}
