import type { Page } from "@playwright/test";
import { fillTemplate } from "~/lib/fill-template";
import { readContent, readProduct } from "./content";
import { expect, test, visit } from "./fixtures";
import {
  expectMessages,
  failOnDialogs,
  formParts,
  loadedScripts,
  uniqueEmail,
} from "./forms-helpers";
import { site } from "./site";

const quoteWords = readContent("layout/navigation").quote;
const quoteWordsDe = readContent("layout/navigation", "de").quote;
const listText = readContent("quote/quote-list");
const quoteForm = readContent("forms/quote-form");
const productName = (category: string, id: string, locale: "en" | "de" = "en") =>
  readProduct(category, id, locale).heading;

const tumblers = productName("drinkware", "tumblers");
const bottlesAndJugs = productName("drinkware", "bottles-and-jugs");
const nonStickPress = productName("cookware", "non-stick-press");

const { field, form, submit } = formParts("quote-form-title");

/** The Add to quote button of one product (its name is in the button's accessible name). */
const addButton = (page: Page, addLabel: string, name: string) =>
  page.getByRole("button", { name: fillTemplate(addLabel, { product: name }), exact: true });

/** The quote list's link in the menu bar, whatever its count. */
const headerEntry = (page: Page) =>
  page.locator("header").getByRole("link", {
    name: new RegExp(
      `^${quoteWords.entryLabel
        .split("{count}")
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join(".+")}$`,
    ),
  });

/** One product's line on the quote page, found by its name. */
const itemOf = (page: Page, name: string) =>
  form(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });

/** A small PNG: its signature at byte 0, then a little data. */
const drawing = {
  name: "lid-drawing.png",
  mimeType: "image/png",
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]),
};

test.describe("quote list", () => {
  test.beforeEach(({ page }) => failOnDialogs(page));

  test("collects products across categories and languages and sends one request with them", async ({
    page,
  }, testInfo) => {
    // English product page: drinkware.
    await visit(page, "/product/drinkware/tumblers");
    await expect(headerEntry(page)).toBeHidden();
    await addButton(page, quoteWords.addLabel, tumblers).click();
    await expect(page.getByRole("status").filter({ hasText: tumblers })).toContainText(tumblers);
    await expect(headerEntry(page)).toBeVisible();

    // German catalogue: the first cookware slide; German product page: another drinkware product.
    await visit(page, "/de/product");
    await addButton(
      page,
      quoteWordsDe.addLabel,
      productName("cookware", "non-stick-press", "de"),
    ).click();
    await visit(page, "/de/product/drinkware/bottles-and-jugs");
    await addButton(
      page,
      quoteWordsDe.addLabel,
      productName("drinkware", "bottles-and-jugs", "de"),
    ).click();
    await expect(page.locator("header").getByRole("link", { name: /3/ })).toBeVisible();

    // The list is the same in English, and survives a reload.
    await visit(page, "/quote");
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(form(page).getByRole("listitem")).toHaveCount(3);
    await itemOf(page, tumblers).getByLabel(listText.labels.quantity, { exact: false }).fill("500");
    await itemOf(page, nonStickPress)
      .getByLabel(listText.labels.quantity, { exact: false })
      .fill("1200");
    await itemOf(page, nonStickPress)
      .getByLabel(listText.labels.note, { exact: false })
      .fill("Saffron body");
    await itemOf(page, bottlesAndJugs)
      .getByRole("button", { name: listText.labels.remove })
      .click();
    await expect(form(page).getByRole("listitem")).toHaveCount(2);
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(
      itemOf(page, tumblers).getByLabel(listText.labels.quantity, { exact: false }),
    ).toHaveValue("500");
    await expect(form(page).getByRole("listitem")).toHaveCount(2);

    const email = uniqueEmail(testInfo);
    await field(page, quoteForm.labels.name).fill("Asha Raman");
    await field(page, quoteForm.labels.company).fill("Raman Trading");
    await field(page, quoteForm.labels.email).fill(email);
    await field(page, quoteForm.labels.contact).fill("+91 44 5555 0142");
    await field(page, quoteForm.labels.interest).fill("Private label for the UK market.");
    await form(page).locator("input[type=file]").setInputFiles(drawing);
    await expect(form(page).getByText(drawing.name, { exact: true }).first()).toBeVisible();
    await submit(page).click();

    // Sent: the summary takes focus, with the reference the owner received too.
    await expect(page.getByRole("heading", { name: listText.sent.heading })).toBeFocused();
    const [message] = await expectMessages(page, email, 1);
    const reference = message?.params.reference ?? "";
    expect(reference).toMatch(/^KF-\d{4}-[2-9A-Z]{4}$/);
    await expect(page.locator("main")).toContainText(reference);
    expect(message?.template_id).toBe("template_quote");
    expect(message?.params.locale).toBe("en");
    const products = message?.params.products ?? "";
    expect(products).toContain(`${tumblers} | ${tumblers} | drinkware/tumblers | 500 | pieces |`);
    expect(products).toContain(
      `${nonStickPress} | ${nonStickPress} | cookware/non-stick-press | 1200 | pieces | - | Saffron body |`,
    );
    expect(products).toContain("/product/drinkware/tumblers");
    expect(products).not.toContain("bottles-and-jugs");
    expect(message?.attachments.map((file) => file.filename)).toEqual([drawing.name]);

    // Sent: the list is empty, in the header and on the page (which shows what was sent).
    await expect(headerEntry(page)).toBeHidden();
    await expect(form(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("quote-list:v1"))).toBeNull();
  });

  test("a list edited by hand to 5,000 entries shows each known product once, and is stored so", async ({
    page,
  }) => {
    await visit(page, "/product");
    await page.evaluate(() => {
      const entry = (category: string, id: string, note = "") => ({
        category,
        id,
        quantity: "",
        date: "",
        note,
      });
      // The first entry with a long note, then the same product over and over and made-up ids.
      const flood = Array.from({ length: 5000 }, (_, n) =>
        n % 2 === 0
          ? entry("drinkware", "tumblers", n === 0 ? "x".repeat(5000) : `copy ${n}`)
          : entry("toys", `made-up-${n}`),
      );
      flood.push(entry("cookware", "non-stick-press"));
      localStorage.setItem("quote-list:v1", JSON.stringify(flood));
    });
    await visit(page, "/quote");
    await expect(itemOf(page, tumblers)).toBeVisible();
    await expect(form(page).getByRole("listitem")).toHaveCount(2);
    await expect(
      itemOf(page, tumblers).getByLabel(listText.labels.note, { exact: false }),
    ).toHaveValue("x".repeat(300));
    // The stored list holds what the page shows, so the header counts the same.
    await expect(page.locator("header").getByRole("link", { name: /2/ })).toBeVisible();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("quote-list:v1") ?? "[]"),
    );
    expect(stored.map((item: { id: string }) => item.id)).toEqual(["tumblers", "non-stick-press"]);
  });

  test("adding a product twice keeps one line and says it is already there", async ({ page }) => {
    await visit(page, "/product/drinkware/tumblers");
    const add = addButton(page, quoteWords.addLabel, tumblers);
    await add.click();
    await add.click();
    await expect(page.getByRole("status").filter({ hasText: tumblers })).toContainText(
      quoteWords.already.replace("{product}", tumblers),
    );
    await visit(page, "/quote");
    await expect(form(page).getByRole("listitem")).toHaveCount(1);
  });

  test("a missing quantity stops the send and says which product needs one", async ({ page }) => {
    await visit(page, "/product/drinkware/tumblers");
    await addButton(page, quoteWords.addLabel, tumblers).click();
    await visit(page, "/quote");
    await submit(page).click();
    const quantity = itemOf(page, tumblers).getByLabel(listText.labels.quantity, { exact: false });
    await expect(quantity).toHaveAttribute("aria-invalid", "true");
    await expect(itemOf(page, tumblers)).toContainText(quoteForm.messages.quantityRequired);
    await quantity.fill("0");
    await expect(itemOf(page, tumblers)).toContainText(quoteForm.messages.quantityInvalid);
  });

  test("an empty list leads back to the catalogue", async ({ page }) => {
    await visit(page, "/quote");
    await expect(page.getByRole("heading", { name: listText.empty.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: listText.empty.cta.label })).toHaveAttribute(
      "href",
      "/product",
    );
  });
});

test.describe("quote list: cost and layout", () => {
  test("its code loads only on the pages that use it", async ({ page }) => {
    // Strings that only the quote page's form and the Add to quote button hold.
    const form = (scripts: string[]) => scripts.some((text) => text.includes("Target date"));
    const button = (scripts: string[]) =>
      scripts.some((text) => text.includes("/contact-us?product="));
    const services = await loadedScripts(page, "/services");
    expect(form(services) || button(services)).toBe(false);
    const product = await loadedScripts(page, "/product/drinkware/tumblers");
    expect([form(product), button(product)]).toEqual([false, true]);
    // The quote page fetches its form only when the list has something to send.
    expect(form(await loadedScripts(page, "/quote"))).toBe(false);
    await visit(page, "/product/drinkware/tumblers");
    await addButton(page, quoteWords.addLabel, tumblers).click();
    expect(form(await loadedScripts(page, "/quote"))).toBe(true);
  });

  test("the header's quote entry appears without moving anything (no layout shift)", async ({
    page,
  }) => {
    await visit(page, "/product/drinkware/tumblers");
    // Every other control of the header (the links above 1024 px, the menu button below): none
    // may move when the entry appears.
    const boxes = () =>
      page
        .locator("header")
        .locator("a:visible, button:visible")
        .evaluateAll((controls) =>
          controls
            .filter((control) => control.getAttribute("href") !== "/quote")
            .map((control) => {
              const { x, y, width, height } = control.getBoundingClientRect();
              return [x, y, width, height].map(Math.round).join(" ");
            }),
        );
    const before = await boxes();
    expect(before.length).toBeGreaterThan(0);
    await addButton(page, quoteWords.addLabel, tumblers).click();
    await expect(headerEntry(page)).toBeVisible();
    expect(await boxes()).toEqual(before);
    // A page opened with a list already in storage shows the count without a shift either.
    await visit(page, "/services");
    await expect(headerEntry(page)).toBeVisible();
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          // Buffered: every shift since the page began, delivered before the next frames end.
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) sum += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(sum))));
        }),
    );
    expect(shifts).toBe(0);
  });
});

test.describe("quote list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add to quote is a link to the contact page naming the product; the quote page offers e-mail", async ({
    page,
  }) => {
    await page.goto("/product/drinkware/tumblers");
    await expect(addButton(page, quoteWords.addLabel, tumblers)).toBeHidden();
    const ask = page.getByRole("link", {
      name: quoteWords.noScript.replace("{product}", tumblers),
    });
    await expect(ask).toHaveAttribute("href", /^\/contact-us\?product=drinkware%2Ftumblers/);
    await page.goto("/quote");
    // The message reads whole, the address where the words put it, as a link.
    await expect(
      page.getByText(listText.noScript.replace("{email}", site.email), { exact: true }),
    ).toBeVisible();
    await expect(page.locator(`main a[href="mailto:${site.email}"]`)).toBeVisible();
  });
});
