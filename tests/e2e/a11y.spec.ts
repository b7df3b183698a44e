import AxeBuilder from "@axe-core/playwright";
import { expect, ROUTES, test, visit } from "./fixtures";

for (const path of [...ROUTES.map((r) => r.path), "/missing-page"]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await visit(page, path);
    // Scroll through once so every scroll-revealed element is in its final state.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await page.waitForTimeout(1000);
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
