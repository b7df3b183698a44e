import type { z } from "zod";
import { file, group, id, internalLink, line, link, list, plural, template } from "./fields.ts";

/** Schemas of `content/layout/` (one per file, keyed by the file's path without `.yml`). */
export const layoutFiles = {
  "layout/navigation": file("Menu at the top of every page", {
    items: list(
      "Menu items, in order",
      group("Menu item", {
        id: id(),
        label: line("Words in the menu", { max: 40 }),
        to: internalLink(),
      }),
      {
        min: 1,
        max: 7,
        hint: "The first item is also the start of the trail above page headings.",
      },
    ),
    cta: link("Button at the end of the menu"),
    languageLabel: line("Name of the choice of languages (menu, footer)", { max: 30 }),
    languageCurrent: template(
      "The language button in the bar, for screen readers: the page's language",
      ["language"],
      { max: 40, isEveryBlankNeeded: true },
    ),
    quote: group(
      "The quote list: its link in the menu bar and the Add to quote buttons",
      {
        label: line("Link to the quote list (shown once a product is in it)", { max: 20 }),
        count: plural("Said after it (screen readers): how many products", { max: 40 }),
        add: line("Button on every product", { max: 30 }),
        added: plural("Said when a product was added", {
          max: 120,
          blanks: ["product"],
          hint: "{count} is the number of products now in the list.",
        }),
        already: template("Said when the product was already in the list", ["product"], {
          max: 120,
        }),
        view: line("Link to the quote list beside the button, once added", { max: 30 }),
        noScript: template(
          "The button when the browser runs no scripts: a link to the contact page",
          ["product"],
          { max: 80 },
        ),
      },
      { hint: "Buyers collect products in a list and ask for one quote for all of them." },
    ),
    assistive: group(
      "Words for screen readers and keyboard users",
      {
        skipLink: line("Link that skips to the page's content", { max: 40 }),
        homeLinkLabel: template("Name of the logo link to the home page", ["company"], {
          max: 50,
        }),
        mainNavLabel: line("Name of the menu", { max: 30 }),
        mobileNavLabel: line("Name of the menu on phones", { max: 30 }),
        breadcrumbLabel: line("Name of the trail above page headings", { max: 30 }),
        openMenu: line("Menu button, when the menu is closed", { max: 30 }),
        closeMenu: line("Menu button, when the menu is open", { max: 30 }),
        routeAnnouncement: template("Said after following a link", ["title"], {
          max: 50,
          isEveryBlankNeeded: true,
          hint: "{title} is the new page's title.",
        }),
        carouselRole: line("What a carousel is called (a box of slides you move through)", {
          max: 30,
        }),
        slideRole: line("What one picture or card of a carousel is called", { max: 30 }),
        slide: template("Names each slide of a carousel: 2 of 6", ["n", "count"], {
          max: 40,
          isEveryBlankNeeded: true,
        }),
        slides: template(
          "Said when a carousel shows several slides: 1 to 3 of 6",
          ["first", "last", "count"],
          { max: 60, isEveryBlankNeeded: true },
        ),
      },
      { hint: "Not shown on the screen, but read out by screen readers." },
    ),
  }),
  "layout/footer": file("Footer of every page", {
    companyHeading: line("Heading over the page links", { max: 30 }),
    contactHeading: line("Heading over the ways to reach you", { max: 30 }),
    socialHeading: line("Heading over the profile links", { max: 30 }),
    cta: link("Link to the inquiry form"),
    callLabel: line("Said before the phone number (screen readers)", { max: 20 }),
    emailLabel: line("Said before the e-mail address (screen readers)", { max: 20 }),
    newTab: line("Said after links that open a new tab (screen readers)", { max: 40 }),
    copyright: line("After the company name in the copyright line", { max: 60 }),
  }),
} satisfies Record<string, z.ZodType>;
