import type { Page } from "@playwright/test";
import { fillTemplate } from "~/lib/fill-template";
import type { Locale } from "~/lib/locales";
import type { QuoteUnit } from "~/lib/quote-store";
import { readContent, readProduct } from "./content";
import { expect, test, visit } from "./fixtures";
import {
  EXPECTED_SEND_ERRORS,
  expectMessages,
  failEmailWith,
  failOnDialogs,
  formParts,
  mailtoParts,
  uniqueEmail,
} from "./forms-helpers";

/**
 * The quote request as buyers in Germany, Saudi Arabia and Japan use it: their own ways of
 * writing numbers, a part of their own with a drawing, a request they can refer to, and nothing
 * lost on the way (a failed send, a tap before the page's scripts have run).
 */

const { field, form, submit, mailto } = formParts("quote-form-title");
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
const words = (locale: Locale) => ({
  list: readContent("quote/quote-list", locale),
  form: readContent("forms/quote-form", locale),
  nav: readContent("layout/navigation", locale).quote,
});
const tumblers = (locale: Locale) => readProduct("drinkware", "tumblers", locale).heading;

/** One line of the quote list, found by its product's (or custom part's) name. */
const itemOf = (page: Page, name: string) =>
  form(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

/** A field of one line, by its label (each label also names the line's product). */
const lineField = (page: Page, name: string, label: string) =>
  itemOf(page, name).getByLabel(label, { exact: false });

/** Adds the tumblers from their page in `locale`, with the page's own Add to quote. */
async function addTumblers(page: Page, locale: Locale) {
  const { nav } = words(locale);
  await visit(page, `${prefix(locale)}/product/drinkware/tumblers`);
  await page
    .getByRole("button", {
      name: fillTemplate(nav.addLabel, { product: tumblers(locale) }),
      exact: true,
    })
    .click();
  await expect(page.locator("header a[href$='/quote']")).toBeVisible();
}

/** Fills the contact fields in `locale` with a buyer whose e-mail is `email`. */
async function fillBuyer(page: Page, locale: Locale, email: string) {
  const { labels } = words(locale).form;
  await field(page, labels.name).fill("Asha Raman");
  await field(page, labels.company).fill("Raman Trading");
  await field(page, labels.email).fill(email);
  await field(page, labels.contact).fill("+49 30 1234567");
  await field(page, labels.interest).fill("Private label.");
}

/** A small PNG: its signature at byte 0, then a little data. */
const drawing = {
  name: "valve-body.png",
  mimeType: "image/png",
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 2),
  ]),
};

/** `shown`: the number as the sent summary writes it (each count here takes the `other` form). */
const TYPED: { locale: Locale; typed: string; sent: string; shown: string; unit: QuoteUnit }[] = [
  { locale: "de", typed: "5.000", sent: "5000", shown: "5.000", unit: "cartons" },
  { locale: "en", typed: "1,200", sent: "1200", shown: "1,200", unit: "container20" },
  { locale: "ja", typed: "５０００", sent: "5000", shown: "5,000", unit: "samples" },
  { locale: "ar", typed: "٥٠٠٠", sent: "5000", shown: "5,000", unit: "container40" },
];
const UNIT_NAMES: Record<QuoteUnit, string> = {
  pieces: "pieces",
  cartons: "cartons",
  container20: "20' containers",
  container40: "40' containers",
  samples: "samples",
};

test.describe("quote request", () => {
  test.beforeEach(({ page }) => failOnDialogs(page));

  for (const { locale, typed, sent, shown: amount, unit } of TYPED)
    test(`${prefix(locale)}/quote takes ${typed} as typed and sends ${sent} in ASCII with its unit and the English name`, async ({
      page,
    }, testInfo) => {
      const { list } = words(locale);
      const name = tumblers(locale);
      await addTumblers(page, locale);
      await visit(page, `${prefix(locale)}/quote`);
      const quantity = lineField(page, name, list.labels.quantity);
      await quantity.fill(typed);
      await lineField(page, name, list.labels.unit).selectOption(unit);
      const email = uniqueEmail(testInfo);
      await fillBuyer(page, locale, email);
      await submit(page).click();
      const [message] = await expectMessages(page, email, 1);
      const products = message?.params.products ?? "";
      const english = tumblers("en");
      // Right-to-left names are isolated, so the columns after them keep their order.
      const shown = locale === "ar" ? `\u2068${name}\u2069` : name;
      expect(products).toContain(
        `${shown} | ${english} | drinkware/tumblers | ${sent} | ${UNIT_NAMES[unit]} |`,
      );
      expect(message?.params.locale).toBe(locale);
      // The summary says the amount in the page's words: "5.000 Kartons", "サンプル5,000個".
      const summary = page.locator("section", {
        has: page.getByRole("heading", { name: list.sent.heading }),
      });
      await expect(summary).toContainText(list.amounts[unit].other.replace("{count}", amount));
    });

  test("an ambiguous or past entry is refused with a message, and the typed text stays", async ({
    page,
  }) => {
    const { list, form: text } = words("en");
    const name = tumblers("en");
    await addTumblers(page, "en");
    await visit(page, "/quote");
    const quantity = lineField(page, name, list.labels.quantity);
    await quantity.fill("1.5");
    // The target date's accessible name says which product it is for.
    const date = page.getByLabel(`${list.labels.targetDate} (${name})`, { exact: false });
    await expect(date).toHaveCount(1);
    await expect(date).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
    await date.fill("2020-01-01");
    await submit(page).click();
    await expect(quantity).toHaveAttribute("aria-invalid", "true");
    await expect(itemOf(page, name)).toContainText(
      text.messages.quantityNotWhole.replace("{example}", "12,000").replace("{plain}", "12000"),
    );
    await expect(itemOf(page, name)).toContainText(text.messages.dateInPast);
    await expect(quantity).toHaveValue("1.5");
    await quantity.fill("1,500");
    await expect(itemOf(page, name)).not.toContainText(text.messages.quantityNotWhole.slice(0, 20));
  });

  test("a drawing link leads to a custom part, sent with its drawing and no catalogue product; the summary shows the reference the owner got", async ({
    page,
  }, testInfo) => {
    const { list } = words("en");
    const band = readContent("product/inquiry-band");
    const site = readContent("site");
    await visit(page, "/product/drinkware/tumblers");
    await page.getByRole("link", { name: band.cta.label }).click();
    await page.waitForURL(/\/quote#custom-part$/);
    const partName = list.custom.heading.replace("{number}", "1");
    const description = lineField(page, partName, list.labels.description);
    await expect(description).toBeFocused();
    await expect(form(page).getByRole("listitem")).toHaveCount(1);
    await description.fill("Brass valve body, 40 mm");
    await lineField(page, partName, list.labels.quantity).fill("3");
    await lineField(page, partName, list.labels.unit).selectOption("samples");
    await form(page).locator("input[type=file]").setInputFiles(drawing);
    const email = uniqueEmail(testInfo);
    await fillBuyer(page, "en", email);
    await submit(page).click();

    const [message] = await expectMessages(page, email, 1);
    expect(message?.params.products).toContain(
      "Brass valve body, 40 mm | - | custom/part-1 | 3 | samples |",
    );
    expect(message?.attachments.map((file) => file.filename)).toEqual([drawing.name]);
    const reference = message?.params.reference ?? "";
    const summary = page.locator("section", {
      has: page.getByRole("heading", { name: list.sent.heading }),
    });
    await expect(summary).toContainText(reference);
    await expect(summary).toContainText(site.replyTime);
    await expect(summary).toContainText("Brass valve body, 40 mm");
    await expect(summary).toContainText(list.amounts.samples.other.replace("{count}", "3"));
    const chat = summary.getByRole("link", { name: list.sent.whatsApp });
    const href = new URL((await chat.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe(`https://wa.me/${site.whatsApp.replace(/\D/g, "")}`);
    expect(href.searchParams.get("text")).toContain(reference);
  });

  test.describe("after a failed send", () => {
    test.use({ allowedConsoleErrors: EXPECTED_SEND_ERRORS });

    test("the e-mail link carries the products, quantities, units, dates and notes", async ({
      page,
    }, testInfo) => {
      const { list } = words("de");
      const name = tumblers("de");
      await addTumblers(page, "de");
      await visit(page, "/de/quote");
      await lineField(page, name, list.labels.quantity).fill("5.000");
      await lineField(page, name, list.labels.unit).selectOption("cartons");
      await lineField(page, name, list.labels.note).fill("Blaue Deckel");
      await failEmailWith(page, 500);
      await fillBuyer(page, "de", uniqueEmail(testInfo));
      await submit(page).click();
      const { body } = mailtoParts(await mailto(page).getAttribute("href"));
      expect(body).toContain(`${name} | drinkware/tumblers | 5000 | cartons | - | Blaue Deckel`);
      expect(body).toContain("Private label.");
      // Nothing is lost: the list is still there.
      await expect(lineField(page, name, list.labels.quantity)).toHaveValue("5.000");
    });
  });

  test("the contact page offers WhatsApp as a plain click-to-chat link, no script of theirs", async ({
    page,
  }) => {
    const site = readContent("site", "ar");
    const details = readContent("contact/contact-details", "ar");
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
    });
    await visit(page, "/ar/contact-us");
    await expect(page.getByRole("link", { name: details.whatsAppLink })).toHaveAttribute(
      "href",
      `https://wa.me/${site.whatsApp.replace(/\D/g, "")}`,
    );
    expect(outside.filter((url) => /whatsapp|wa\.me/.test(url))).toEqual([]);
  });

  test("the header counts in each language's plural forms", async ({ page }) => {
    await addTumblers(page, "de");
    // One message with the count in it, in each language's order: "Angebotsliste, 1 Produkt".
    const entry = (name: string) => page.locator("header").getByRole("link", { name, exact: true });
    const { nav } = words("de");
    await expect(
      entry(
        fillTemplate(nav.entryLabel, {
          count: fillTemplate((nav.count as { one: string }).one, { count: 1 }),
        }),
      ),
    ).toBeVisible();
    await visit(page, "/ar/quote");
    const ar = words("ar").nav;
    await expect(
      entry(fillTemplate(ar.entryLabel, { count: (ar.count as { one: string }).one })),
    ).toBeVisible();
  });
});

/**
 * A visitor on a slow phone taps Add to quote while the page's scripts are still on their way
 * (every `.js` request waits here until released): the tap must not be lost.
 */
test.describe("Add to quote before the page's scripts have run", () => {
  for (const locale of ["en", "de", "ar", "ja"] as const)
    test(`${prefix(locale)}/product/drinkware/tumblers: a tap lands the product in the list once the scripts load`, async ({
      page,
    }) => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*.js", async (route) => {
        await gate;
        await route.continue().catch(() => {});
      });
      const { nav, list } = words(locale);
      const name = tumblers(locale);
      await page.goto(`${prefix(locale)}/product/drinkware/tumblers`, {
        waitUntil: "domcontentloaded",
      });
      await page
        .getByRole("button", { name: fillTemplate(nav.addLabel, { product: name }), exact: true })
        .click();
      await page.waitForURL(/\/quote\?add=/);
      // Before the scripts: a loading note where the list will be, never a blank area.
      await expect(page.getByText(list.loading)).toBeVisible();
      release();
      await page.waitForSelector("html[data-hydrated]");
      await expect(itemOf(page, name)).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: name })).toBeVisible();
      // The intent is done: the address no longer asks, so a reload adds nothing twice.
      expect(new URL(page.url()).search).toBe("");
      await page.reload();
      await page.waitForSelector("html[data-hydrated]");
      await expect(form(page).getByRole("listitem")).toHaveCount(1);
    });
});

test.describe("a custom part before the page's scripts have run", () => {
  test("/de/quote: Add a custom part pressed early opens one once the scripts load", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.js", async (route) => {
      await gate;
      await route.continue().catch(() => {});
    });
    const { list } = words("de");
    await page.goto("/de/quote", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: list.custom.add }).click();
    await page.waitForURL(/\/de\/quote\?part=new#custom-part$/);
    release();
    await page.waitForSelector("html[data-hydrated]");
    const partName = list.custom.heading.replace("{number}", "1");
    await expect(lineField(page, partName, list.labels.description)).toBeFocused();
    expect(new URL(page.url()).search).toBe("");
  });
});

/**
 * At 320 and 375 px, in every language, a product's name on the quote page breaks only between
 * words (or, for a word wider than the line, at a hyphenation point the browser marks): measured
 * with a Range over each word, which spans two line boxes when a word is split.
 */
test.describe("quote list layout on phones", () => {
  for (const width of [320, 375])
    test(`at ${width} px no product name breaks inside a word, in any language`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, "/quote");
      await page.evaluate(() =>
        localStorage.setItem(
          "quote-list:v1",
          JSON.stringify(
            [
              ["drinkware", "tumblers"],
              ["drinkware", "bottles-and-jugs"],
              ["cookware", "non-stick-press"],
            ].map(([category, id]) => ({ category, id, quantity: "", date: "", note: "" })),
          ),
        ),
      );
      for (const locale of ["en", "de", "fr", "es", "ar", "ja"] as const) {
        await visit(page, `${prefix(locale)}/quote`);
        const names = form(page).locator("li h4");
        await expect(names).toHaveCount(3);
        const problems = await names.evaluateAll((headings) =>
          headings.flatMap((heading) => {
            const found: string[] = [];
            const box = heading.getBoundingClientRect();
            if (box.width < 120) found.push(`"${heading.textContent}" is ${box.width}px wide`);
            const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              for (const match of text.matchAll(/\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const lines = new Set(
                  [...range.getClientRects()].map((rect) => Math.round(rect.top)),
                );
                // A word wider than the whole line may only break at a hyphenation point: its
                // width unbroken, measured in a copy that does not wrap.
                const probe = document.createElement("span");
                probe.style.whiteSpace = "nowrap";
                probe.textContent = match[0];
                heading.append(probe);
                const isWiderThanLine = probe.getBoundingClientRect().width > box.width;
                probe.remove();
                if (lines.size > 1 && !isWiderThanLine) found.push(`"${match[0]}" breaks`);
              }
            }
            return found;
          }),
        );
        expect(problems, `${locale} at ${width}px`).toEqual([]);
      }
    });
});
