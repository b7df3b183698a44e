import { file, group, line, optional, paragraph } from "./fields";

/** A page's words for search results and link previews. */
export const meta = () =>
  group("Search result and link preview", {
    title: line("Title (the site name is added after it)", { max: 60 }),
    description: paragraph("Description (shown under the title in search results)", { max: 170 }),
  });

/** The banner at the top of an inner page. */
export const banner = () =>
  group("Banner at the top of the page", {
    crumb: line("Trail above the heading, like Home / Services", { max: 60 }),
    eyebrow: optional(line("Small label above the heading", { max: 60 })),
    heading: line("Heading", { max: 80 }),
    subheading: optional(paragraph("Text under the heading", { max: 300 })),
  });

/** `content/<page>/page.yml`: what search engines show and the page's banner. */
export const pageFile = (label: string) => file(label, { meta: meta(), banner: banner() });
