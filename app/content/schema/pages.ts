import type { z } from "zod";
import { file, group, line, link, paragraph, template } from "./fields.ts";
import { banner } from "./shared.ts";

/** The blanks page titles and descriptions may use; `app/content/seo.ts` fills them in. */
export const META_BLANKS = ["company", "tagline"] as const;

/** What search results and link previews show for a page. */
const meta = (titleHint: string) =>
  group("Search result and link preview", {
    title: template("Title", META_BLANKS, { max: 60, hint: titleHint }),
    description: template("Description (shown under the title in search results)", META_BLANKS, {
      long: true,
      max: 170,
    }),
  });

const INNER_TITLE = "The company name is added after it.";

/** An inner page: search title and description, and the banner with its heading. */
const innerPage = (label: string) => file(label, { meta: meta(INNER_TITLE), banner: banner() });

/** Schemas of every `content/<page>/page.yml` (search title, description, banner) and the error pages. */
export const pagesFiles = {
  "home/page": file("Home: search result", {
    meta: meta("Shown as it is: nothing is added after it."),
  }),
  "services/page": innerPage("Services: search result and banner"),
  "product/page": innerPage("Product Categories: search result and banner"),
  "manufacturing/page": innerPage("Manufacturing Excellence: search result and banner"),
  "careers/page": innerPage("Careers: search result and banner"),
  "contact/page": innerPage("Contact Us: search result and banner"),
  "quote/page": innerPage("Quote list: search result and banner"),
  "not-found/page": file("Page not found: search result", { meta: meta(INNER_TITLE) }),
  "error/page": file("Error page (unknown addresses and failures)", {
    heading: line("Heading", { max: 80 }),
    notFoundStatus: line("Below the heading, when the address does not exist", { max: 60 }),
    genericMessage: line("Below the heading, when something failed", { max: 120 }),
    text: paragraph("Before the links to the main pages", { max: 300 }),
    cta: link("Button back to the site"),
  }),
} satisfies Record<string, z.ZodType>;
