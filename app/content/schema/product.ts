import type { z } from "zod";
import {
  choice,
  file,
  group,
  id,
  image,
  line,
  list,
  optional,
  paragraph,
  template,
} from "./fields.ts";
import { headline, inquiryBand } from "./shared.ts";

/**
 * The product categories. Each has its own file of products (`content/product/categories/<id>.yml`)
 * and its section on /product with this id as its anchor (`/product#drinkware`), so the list of
 * categories may order or leave out these, but not invent a new one without its file.
 */
export const PRODUCT_CATEGORY_IDS = ["drinkware", "cookware", "toys", "kitchen-gadgets"] as const;
export type ProductCategoryId = (typeof PRODUCT_CATEGORY_IDS)[number];

/** One fact of a product: a single line shows as text, several as a list. */
const facts = (label: string, hint: string) =>
  list(label, line("Line", { max: 90 }), { min: 1, max: 8, hint });

/** A category's products: its gallery picture, its stated capacity, one slide per product. */
const categoryProducts = (name: string) =>
  file(`Product Categories: ${name} products`, {
    image: image("Picture in the category gallery", {
      hint: "A tall picture (3 wide by 4 high) shown in the gallery at the top of the page.",
    }),
    output: optional(
      group(
        "Production capacity",
        {
          value: line("Figure, like 4.5 million", { max: 20 }),
          label: line("What the figure counts", { max: 100 }),
        },
        { hint: "Shown beside the category's heading. Leave empty if the company states none." },
      ),
    ),
    items: list(
      "Products",
      group("Product", {
        id: id(),
        heading: line("Product name", { max: 70 }),
        image: image("Picture of the product", {
          hint: "A drawing or photo 4 wide by 3 high, on a transparent or plain ground.",
        }),
        capacity: facts("Capacity", "Sizes or volumes. One line shows as text, several as a list."),
        materials: facts("Materials", "One line shows as text, several as a list."),
        features: facts(
          "Features",
          "Finishes and processes. One line shows as text, several as a list.",
        ),
        description: paragraph("Short description", {
          max: 170,
          hint: "One or two sentences on the product's own page and in search results. Write only what the company can stand behind.",
        }),
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
      }),
      {
        min: 1,
        max: 10,
        hint: "One slide each, in this order, and a page each at /product/<category>/<short name>.",
      },
    ),
  });

/** Schemas of `content/product/` (one per file, keyed by the file's path without `.yml`). */
export const productFiles = {
  "product/categories": file("Product Categories: the categories", {
    items: list(
      "Categories",
      group("Category", {
        id: choice(
          "Which category",
          PRODUCT_CATEGORY_IDS,
          "Also its address on the product page, like /product#drinkware. Its products are in its own file.",
        ),
        heading: line("Name", { max: 40 }),
        subheading: line("Short line (gallery caption)", { max: 90 }),
        text: paragraph("Text under the name on the product page", { max: 300 }),
      }),
      { min: 1, max: PRODUCT_CATEGORY_IDS.length, hint: "In the order the site shows them." },
    ),
  }),
  "product/categories/drinkware": categoryProducts("Drinkware"),
  "product/categories/cookware": categoryProducts("Cookware"),
  "product/categories/toys": categoryProducts("Toys"),
  "product/categories/kitchen-gadgets": categoryProducts("Kitchen Gadgets"),
  "product/category-gallery": file("Product Categories: the category gallery", {
    ...headline({ heading: 80 }),
    label: line("Name of the gallery (read out by screen readers)", { max: 60 }),
    toggleLabel: template("Name of a panel's open button (read out by screen readers)", [
      "category",
    ]),
    linkLabel: template("Name of a panel's link to its category (read out by screen readers)", [
      "category",
    ]),
    previousLabel: line("Name of the 'previous' button on phones (read out by screen readers)", {
      max: 60,
    }),
    nextLabel: line("Name of the 'next' button on phones (read out by screen readers)", {
      max: 60,
    }),
  }),
  "product/category-sections": file("Product Categories: the category sections", {
    outputEyebrow: line("Small label above a category's production capacity", { max: 40 }),
    factLabels: group("Names of a product's facts", {
      capacity: line("Capacity", { max: 30 }),
      materials: line("Materials", { max: 30 }),
      features: line("Features", { max: 30 }),
    }),
    stripLabel: template("Name of a category's product strip (read out by screen readers)", [
      "category",
    ]),
    previousLabel: template(
      "Name of a strip's 'previous' button (read out by screen readers)",
      ["category"],
      { hint: "{category} is written in small letters here." },
    ),
    nextLabel: template(
      "Name of a strip's 'next' button (read out by screen readers)",
      ["category"],
      { hint: "{category} is written in small letters here." },
    ),
  }),
  "product/product-details": file("Product Categories: the words of every product page", {
    trailLabel: line("The trail's middle step: the product categories page", { max: 40 }),
    outputLabel: line("Heading over the category's production capacity", { max: 40 }),
    factLabels: group("Names of a product's other facts (shown only when filled)", {
      moq: line("Minimum order quantity", { max: 40 }),
      leadTime: line("Lead time", { max: 30 }),
      sampleLeadTime: line("Sample lead time", { max: 30 }),
      packaging: line("Packaging options", { max: 30 }),
      certifications: line("Certifications", { max: 30 }),
    }),
    certificationsLink: line("Link to the certifications on the services page", { max: 60 }),
    relatedHeading: template("Heading over the other products of the category", ["category"], {
      max: 60,
    }),
    backLabel: template("Link back to the category on the product categories page", ["category"], {
      max: 60,
    }),
  }),
  "product/inquiry-band": inquiryBand("Product Categories: closing call to action"),
} satisfies Record<string, z.ZodType>;
