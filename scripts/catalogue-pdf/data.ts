import type { Product } from "../../app/content/catalogue.ts";
import type { Content } from "../../app/content/schema/registry.ts";
import { addressParts } from "../../app/content/site-config.ts";
import type { ContentStore } from "../../app/content/store.server.ts";
import { categoryPath, productPath } from "../../app/lib/catalogue-paths.ts";
import { absoluteUrl } from "../../app/lib/env-contract.ts";
import { LOCALE_INFO, type Locale, localePath } from "../../app/lib/locales.ts";

/**
 * What the catalogue template (`catalogue.typ`) reads, in one language: plain strings and lists
 * from the content store, each picture a file path under the checkout, each address absolute.
 * Optional facts the owner left empty are absent, so the template shows nothing for them.
 */

export interface PdfProduct {
  name: string;
  description: string;
  /** The picture's path in the checkout (`/content/media/...`), or a prepared copy's. */
  picture: string;
  pictureAlt: string;
  facts: { label: string; lines: string[] }[];
  url: string;
}

export interface PdfCategory {
  name: string;
  subheading: string;
  text: string;
  url: string;
  output?: { heading: string; value: string; label: string };
  products: PdfProduct[];
}

export interface PdfData {
  lang: Locale;
  dir: "ltr" | "rtl";
  /** Between the parts of the address: the Arabic comma right to left. */
  separator: string;
  title: string;
  contentsHeading: string;
  webLabel: string;
  company: {
    name: string;
    legalName: string;
    tagline: string;
    blurb: string;
    url: string;
  };
  /** A phone number or an e-mail address reads left to right in every language (`isLtr`). */
  contact: { heading: string; rows: { label: string; lines: string[]; isLtr?: boolean }[] };
  certifications: { heading: string; subheading: string; items: { name: string; text: string }[] };
  categories: PdfCategory[];
}

/** The catalogue of one language as the PDF shows it: the same categories and products as the site. */
export function pdfData(store: ContentStore, locale: Locale, siteUrl: string): PdfData {
  const words = <K extends Parameters<typeof pageOf>[1]>(key: K) => pageOf(store, key, locale);
  const site = words("site");
  const pdf = words("product/catalogue-download");
  const sections = words("product/category-sections");
  const details = words("product/product-details");
  const contact = words("contact/contact-details");
  const certifications = words("services/certifications");
  const url = (path: string) => absoluteUrl(localePath(locale, path), siteUrl);
  const { categories, products } = store.catalogue(locale);

  const facts = (product: Product) =>
    [
      { label: sections.factLabels.capacity, lines: product.capacity },
      { label: sections.factLabels.materials, lines: product.materials },
      { label: sections.factLabels.features, lines: product.features },
      { label: details.factLabels.moq, lines: product.moq ? [product.moq] : [] },
      { label: details.factLabels.leadTime, lines: product.leadTime ? [product.leadTime] : [] },
      {
        label: details.factLabels.sampleLeadTime,
        lines: product.sampleLeadTime ? [product.sampleLeadTime] : [],
      },
      { label: details.factLabels.packaging, lines: product.packaging ?? [] },
      { label: details.factLabels.certifications, lines: product.certifications ?? [] },
    ].filter((fact) => fact.lines.length > 0);

  return {
    lang: locale,
    dir: LOCALE_INFO[locale].dir,
    separator: LOCALE_INFO[locale].dir === "rtl" ? "، " : ", ",
    title: pdf.title,
    contentsHeading: pdf.contentsHeading,
    webLabel: pdf.webLabel,
    company: {
      name: site.name,
      legalName: site.legalName,
      tagline: site.tagline,
      blurb: site.blurb,
      url: url("/"),
    },
    contact: {
      heading: contact.label,
      rows: [
        { label: contact.labels.phone, lines: [site.phone], isLtr: true },
        { label: contact.labels.email, lines: [site.email], isLtr: true },
        { label: contact.labels.address, lines: addressParts(site.address) },
        { label: contact.labels.hours, lines: [site.hours] },
      ],
    },
    certifications: {
      heading: certifications.eyebrow,
      subheading: certifications.subheading,
      items: certifications.items.map((item) => ({ name: item.heading, text: item.text })),
    },
    categories: categories.map((category) => ({
      name: category.heading,
      subheading: category.subheading,
      text: category.text,
      url: url(categoryPath(category.id)),
      ...(category.output ? { output: { heading: details.outputLabel, ...category.output } } : {}),
      products: products
        .filter((product) => product.category === category.id)
        .map((product) => ({
          name: product.heading,
          description: product.description,
          picture: (product.image as unknown as { src: string }).src,
          pictureAlt: product.image.alt,
          facts: facts(product),
          url: url(productPath(product.category, product.id)),
        })),
    })),
  };
}

type PageKey =
  | "site"
  | "product/catalogue-download"
  | "product/category-sections"
  | "product/product-details"
  | "contact/contact-details"
  | "services/certifications";

/** A content file in one language, company blanks filled, as the store hands it to pages. */
function pageOf<K extends PageKey>(store: ContentStore, key: K, locale: Locale): Content<K> {
  return store.page(key)[locale] as Content<K>;
}
