import type { z } from "zod";
import { cards, file, group, id, image, line, list, paragraph, template } from "./fields.ts";
import {
  eyebrow,
  heading,
  headline,
  inquiryBand,
  paragraphs,
  pictureCard,
  point,
  subheading,
} from "./shared.ts";

/** Schemas of `content/services/` (one per file, keyed by the file's path without `.yml`). */
export const servicesFiles = {
  "services/services-intro": file("Services: what we do", {
    eyebrow: eyebrow(),
    heading: heading(),
    paragraphs: paragraphs(),
    image: image("Picture beside the text", {
      hint: "The first picture on the page: it loads first.",
    }),
  }),
  "services/solutions": file("Services: OEM and ODM solutions", {
    ...headline(),
    toggleLabel: template("Name of each card's button, for screen readers", ["name"], {
      max: 50,
      isEveryBlankNeeded: true,
      hint: "{name} is the card's heading, like 'Details: {name}'.",
    }),
    items: list("Cards", pictureCard("Card"), { min: 1, max: 8 }),
  }),
  "services/machinery": file("Services: machinery (also shown on Manufacturing)", {
    ...headline(),
    listLabel: line("Name of the row of machines, for screen readers", { max: 40 }),
    items: list("Machines", pictureCard("Machine"), {
      min: 1,
      max: 16,
      hint: "The Manufacturing page's Precision Engineering section picks some of these by short name.",
    }),
  }),
  "services/certifications": file("Services: certifications", {
    ...headline(),
    items: cards("Certifications", "Certification", 8, {
      heading: line("Name of the certification", { max: 40 }),
      text: paragraph("What its audit covers", { max: 300 }),
    }),
  }),
  "services/quality-control": file("Services: quality control", {
    eyebrow: eyebrow(),
    heading: heading(),
    figure: group("Headline figure", {
      value: line("Figure, like 100+", { max: 12 }),
      label: line("What it counts", { max: 60 }),
    }),
    text: paragraph("Text"),
    items: list("Checkpoints, in order", line("Checkpoint", { max: 120 }), { min: 1, max: 8 }),
    image: image("Picture beside the text"),
  }),
  "services/supply-chain": file("Services: supply chain and logistics", {
    ...headline(),
    items: cards("Blocks (pictures alternate sides)", "Block", 6, {
      eyebrow: line("Category, above the block's heading", { max: 40 }),
      heading: line("Heading", { max: 90 }),
      subheading: subheading(200),
      image: image("Picture"),
      items: list(
        "Points",
        group("Point", {
          heading: line("Term", { max: 60 }),
          text: paragraph("What it means", { max: 300 }),
        }),
        { min: 1, max: 4 },
      ),
    }),
  }),
  "services/community": file("Services: community", {
    id: id("Section's short name (the address /services#… lands here)", {
      hint: "The home page's community banner links to /services#empowering: change both together.",
    }),
    eyebrow: eyebrow(),
    heading: heading(),
    text: subheading(400),
    items: list("Cards", pictureCard("Card"), { min: 1, max: 8 }),
  }),
  "services/sustainability": file("Services: sustainability", {
    ...headline(),
    items: list("Points", point("Point"), { min: 1, max: 8 }),
  }),
  "services/inquiry-band": inquiryBand("Services: closing call to action"),
} satisfies Record<string, z.ZodType>;
