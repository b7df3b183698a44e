import type { z } from "zod";
import { cards, file, group, id, image, line, link, list, paragraph, template } from "./fields.ts";
import { eyebrow, heading, headline, point, stepLabels, subheading } from "./shared.ts";

/** Schemas of `content/home/` (one per file, keyed by the file's path without `.yml`). */
export const homeFiles = {
  "home/hero": file("Home: opening", {
    kicker: line("Small line above the headline", { max: 60 }),
    heading: line("Headline", { max: 90 }),
    subline: paragraph("Promise under the headline", { max: 200 }),
    cta: link("Main button"),
    secondaryCta: link("Second button"),
    facts: list(
      "Figures under the buttons",
      group("Figure", {
        value: line("Figure, like 50+", { max: 12 }),
        label: line("What it counts", { max: 40 }),
      }),
      { min: 1, max: 4 },
    ),
  }),
  "home/ideas": file("Home: Bringing Ideas to Life", {
    ...headline({ heading: 80, subheading: 400 }),
    items: list("Points", point("Point", 240), { min: 1, max: 6 }),
    image: image("Picture beside the points"),
    cta: link("Button"),
  }),
  "home/lifestyle-gallery": file("Home: Crafting Quality for Every Lifestyle", {
    heading: heading(80),
    subheading: subheading(),
    items: list(
      "Pictures (two rows of three: the first and the last take the wide places)",
      group("Picture", { id: id(), image: image("Picture") }),
      { min: 6, max: 6 },
    ),
    cta: link("Button under the pictures"),
  }),
  "home/factory-video": file("Home: factory video", {
    heading: heading(80),
    subheading: subheading(),
    image: image("Picture shown before the video plays"),
    playLabel: line("Play button", { max: 60 }),
    playerTitle: line("Name of the video player (read aloud by screen readers)", { max: 60 }),
    fallbackLabel: line("Link to the video, shown when the browser runs no scripts", {
      max: 60,
    }),
    channelLabel: line("Button to the video channel", { max: 40 }),
    newTabHint: line("Said after the channel button, for screen readers", { max: 40 }),
  }),
  "home/key-highlights": file("Home: Key Highlights", {
    heading: heading(80),
    subheading: subheading(),
    stripLabel: line("Name of the row of cards (read aloud by screen readers)", {
      max: 60,
      hint: "Different from the heading, so the two are told apart.",
    }),
    ...stepLabels(),
    items: cards("Cards", "Card", 12, {
      heading: line("Heading", { max: 70 }),
      text: paragraph("Text", { max: 240 }),
      icon: image("Small drawing beside the number", {
        hint: "Decoration: visitors' screen readers skip it, but describe it here for editors.",
      }),
    }),
  }),
  "home/global-partner": file("Home: Your Global Manufacturing Partner", {
    ...headline({ heading: 80, subheading: 400 }),
    items: list("Points", point("Point", 240), { min: 1, max: 6 }),
    image: image("Picture beside the text"),
  }),
  "home/mission-values": file("Home: Mission and Values", {
    eyebrow: eyebrow(),
    heading: heading(80),
    facts: cards("Headline figures", "Figure", 4, {
      value: line("Figure, like 240", { max: 12 }),
      label: line("What it counts", { max: 40 }),
      text: paragraph("Sentence under the figure", { max: 160 }),
    }),
    mission: group("Mission", {
      heading: line("Heading", { max: 60 }),
      text: paragraph("The mission", { max: 300 }),
    }),
    values: group("Values", {
      heading: line("Heading", { max: 60 }),
      items: list("Values", point("Value", 240), { min: 1, max: 8 }),
    }),
  }),
  "home/our-process": file("Home: Our Process", {
    heading: heading(80),
    subheading: subheading(),
    carouselLabel: line("Name of the steps (read aloud by screen readers)", { max: 60 }),
    ...stepLabels(),
    items: list(
      "Steps (numbered 01, 02, … in this order)",
      group("Step", {
        id: id(),
        heading: line("Heading", { max: 40 }),
        text: paragraph("Text", { max: 240 }),
      }),
      { min: 2, max: 10 },
    ),
    connectors: list(
      "Lines drawn between the cards on wide screens (used in turn)",
      image("Line drawing", {
        hint: "Decoration: visitors' screen readers skip it, but describe it here for editors.",
      }),
      { min: 1, max: 4 },
    ),
    image: image("Wide drawing along the bottom"),
  }),
  "home/product-range": file("Home: Product Range", {
    id: id("Section name (used in links, like /#product-range)"),
    heading: template("Heading", ["company"]),
    subheading: subheading(200),
    galleryLabel: line("Name of the gallery (read aloud by screen readers)", { max: 60 }),
    toggleLabel: template("Name of a panel's button (read aloud)", ["name"], {
      max: 60,
      isEveryBlankNeeded: true,
      hint: "{name} is the panel's heading.",
    }),
    ...stepLabels(),
  }),
  "home/why-choose": file("Home: Why Choose", {
    heading: template("Heading", ["company"]),
    subheading: subheading(),
    carouselLabel: line("Name of the slideshow (read aloud by screen readers)", { max: 60 }),
    dotLabel: template("Name of each dot (read aloud)", ["n", "name"], {
      max: 60,
      isEveryBlankNeeded: true,
      hint: "{n} is the slide's number, {name} its heading.",
    }),
    slideNews: template("Said when a dot shows its slide", ["n", "count", "name"], {
      max: 60,
      isEveryBlankNeeded: true,
      hint: "{n} is the slide's number, {count} how many there are, {name} its heading.",
    }),
    pauseLabel: line("Name of the Pause button (read aloud)", { max: 40 }),
    playLabel: line("Name of the Play button (read aloud)", { max: 40 }),
    items: cards("Slides", "Slide", 8, {
      heading: line("Heading", { max: 60 }),
      text: paragraph("Text", { max: 240 }),
      image: image("Picture"),
    }),
  }),
  "home/community-banner": file("Home: closing banner on community work", {
    heading: heading(80),
    text: paragraph("Text", { max: 600 }),
    image: image("Picture beside the text"),
    cta: link("Button"),
  }),
} satisfies Record<string, z.ZodType>;
