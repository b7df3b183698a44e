import AxeBuilder from "@axe-core/playwright";
import { scrollThrough } from "./a11y-helpers";
import { CHECKED_PAGES, expect, test, visit } from "./fixtures";

for (const path of CHECKED_PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await visit(page, path);
    // Every scroll-revealed element in its final state, every lazy part arrived, no transition running.
    await scrollThrough(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });
}

test("axe finds no violations with the mobile menu open", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the menu exists at 1024 px and below");
  await visit(page, "/");
  await page.getByRole("button", { name: /menu/i }).click();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("axe finds no violations on the quote page with products listed and a quantity refused", async ({
  page,
}) => {
  await visit(page, "/product/drinkware/tumblers");
  await page.evaluate(() =>
    localStorage.setItem(
      "quote-list:v1",
      JSON.stringify([
        { category: "drinkware", id: "tumblers", quantity: "", date: "", note: "" },
        { category: "cookware", id: "ceramic-press", quantity: "20", date: "", note: "" },
      ]),
    ),
  );
  await visit(page, "/quote");
  // The request form's own button (the custom part's way in is a small form of its own).
  await page.locator("form[aria-labelledby=quote-form-title] [type=submit]").click();
  await expect(page.locator("form [aria-invalid=true]").first()).toBeFocused();
  await scrollThrough(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
});
