import type { z } from "zod";
import { file, group, line, link, paragraph, template } from "./fields.ts";
import { headline, inquiryBand } from "./shared.ts";

/** Schemas of `content/product/` (one per file, keyed by the file's path without `.yml`). */
export const productFiles = {
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
    allProductsLabel: template(
      "Link from a category's section to its own page, which lists all its products",
      ["category"],
      { max: 60 },
    ),
    emptyText: paragraph("Text of a category that has no products listed yet", { max: 200 }),
    emptyCta: link("Button of a category that has no products listed yet"),
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
  "product/catalogue-download": file("Product Categories: the catalogue PDF and its link", {
    linkLabel: template("Link to the catalogue PDF on the product pages", ["size"], {
      max: 60,
      isEveryBlankNeeded: true,
      hint: "{size} is the file's size, like 1.2 MB.",
    }),
    title: line("The PDF's title, on its cover", { max: 40 }),
    contentsHeading: line("Heading of the PDF's list of contents", { max: 30 }),
    webLabel: line("Label beside each product's web address in the PDF", { max: 30 }),
  }),
  "product/inquiry-band": inquiryBand("Product Categories: closing call to action"),
} satisfies Record<string, z.ZodType>;
