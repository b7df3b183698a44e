import type { z } from "zod";
import {
  file,
  group,
  line,
  list,
  mediaFile,
  number,
  once,
  optional,
  paragraph,
  toggle,
} from "./fields.ts";

/**
 * The catalogue: a file per category (`content/categories/<id>.yml`) and a file per product
 * (`content/products/<category>/<id>.yml`), as many of each as the company makes. The file's name
 * is the id (its address: `/product/drinkware`, `/product/drinkware/tumblers`). What every
 * language shares (order, pictures) is written once under `en:`; the other languages hold words.
 */

const altText = (label: string) =>
  line(label, { max: 200, hint: "Say what the picture shows, in a sentence. Required." });

const orderField = () =>
  once(
    number("Place in the order", {
      min: 0,
      max: 100000,
      hint: "Lower numbers come first. Leave gaps (10, 20, 30) so a new one fits between.",
    }),
  );

const hiddenField = (what: string) =>
  optional(
    once(
      toggle(
        "Hidden",
        `On: the ${what} is left out of the site (its pages, lists, search and sitemap) until switched off.`,
      ),
    ),
  );

/** One fact of a product: a single line shows as text, several as a list. */
const facts = (label: string, hint: string) =>
  list(label, line("Line", { max: 90 }), { min: 1, max: 8, hint });

/** `content/categories/<id>.yml`: a category's words and pictures. */
export const categoryFile = file("Product category", {
  order: orderField(),
  hidden: hiddenField("category with its products"),
  picture: once(mediaFile("Picture on the product page's gallery")),
  rangePicture: optional(
    once(mediaFile("Picture on the home page's product range (if not the one above)")),
  ),
  heading: line("Name", { max: 40 }),
  subheading: line("Short line (gallery caption)", { max: 90 }),
  text: paragraph("Text under the name on the product pages", { max: 300 }),
  pictureAlt: altText("Describe the gallery picture (for people who cannot see it)"),
  rangePictureAlt: optional(
    altText("Describe the home page's picture (only when it has its own picture)"),
  ),
  rangeText: paragraph("Text on the home page's product range panel", { max: 200 }),
  rangeLink: line("Button on the home page's panel, like Explore Drinkware", { max: 40 }),
  output: optional(
    group(
      "Production capacity",
      {
        value: line("Figure, like 4.5 million", { max: 20 }),
        label: line("What the figure counts", { max: 100 }),
      },
      { hint: "Shown beside the category's name. Leave empty if the company states none." },
    ),
  ),
});

/** `content/products/<category>/<id>.yml`: one product. */
export const productFile = file("Product", {
  order: orderField(),
  hidden: hiddenField("product"),
  picture: once(mediaFile("Picture of the product")),
  heading: line("Product name", { max: 70 }),
  shortName: optional(
    line("Short name", {
      max: 40,
      hint: "For the links on the home page's product range, like Tumblers. Empty: the product name.",
    }),
  ),
  description: paragraph("Short description", {
    max: 170,
    hint: "One or two sentences on the product's own page and in search results. Write only what the company can stand behind.",
  }),
  pictureAlt: altText("Describe the picture (for people who cannot see it)"),
  capacity: facts("Capacity", "Sizes or volumes. One line shows as text, several as a list."),
  materials: facts("Materials", "One line shows as text, several as a list."),
  features: facts("Features", "Finishes and processes. One line shows as text, several as a list."),
  moq: optional(
    line("Minimum order quantity", {
      max: 60,
      hint: "Like 1,000 pieces per colour. Also the hint beside the quantity on the quote page. Leave empty if the company states none.",
    }),
  ),
  leadTime: optional(
    line("Lead time", {
      max: 60,
      hint: "Like 45 days after the sample is approved. Leave empty if the company states none.",
    }),
  ),
  sampleLeadTime: optional(
    line("Sample lead time", {
      max: 60,
      hint: "How soon a sample ships. Leave empty if the company states none.",
    }),
  ),
  packaging: optional(
    list("Packaging options", line("Option", { max: 90 }), {
      min: 1,
      max: 8,
      hint: "Like gift box or bulk carton. Leave empty if the company states none.",
    }),
  ),
  certifications: optional(
    list("Certifications that apply", line("Certification", { max: 60 }), {
      min: 1,
      max: 8,
      hint: "Only those that apply to this product; the page links them to the certifications on the services page. Leave empty if none is stated.",
    }),
  ),
});

/** The two folders of the catalogue and the schema of each file in them. */
export const CATALOGUE_FOLDERS = {
  categories: { dir: "categories", depth: 1, schema: categoryFile },
  products: { dir: "products", depth: 2, schema: productFile },
} as const;

export type CategoryFile = z.output<typeof categoryFile>;
export type ProductFile = z.output<typeof productFile>;
