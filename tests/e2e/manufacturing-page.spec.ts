import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

// The manufacturing content module imports its pictures, which Playwright cannot load; the texts
// below are the specification's own section names and claims.

/** The page section whose `h2` matches `name`. */
function section(page: Page, name: RegExp) {
  return page
    .locator("main > section")
    .filter({ has: page.getByRole("heading", { level: 2, name }) });
}

test("shows the specification's sections in order", async ({ page }) => {
  await visit(page, "/manufacturing");
  await expect(page.locator("h1")).toHaveText("Manufacturing Excellence");
  const headings = await page
    .locator("main > section h2")
    .evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ""));
  const order = [
    "Decades of Expertise",
    "More than a supplier",
    "Tool Room Excellence",
    "Precision Engineering",
    "Scalable Infrastructure",
    "Manufacturing Capabilities and Excellence",
    "From raw material to finished product",
  ];
  const found = order.map((name) => headings.findIndex((heading) => heading.startsWith(name)));
  expect(
    found.every((index) => index >= 0),
    headings.join(" | "),
  ).toBe(true);
  expect([...found].sort((a, b) => a - b)).toEqual(found);
});

test("states the expertise, tool room and machinery facts", async ({ page }) => {
  await visit(page, "/manufacturing");
  const expertise = section(page, /Decades of Expertise/);
  await expect(expertise.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(expertise).toContainText("50+");
  await expect(expertise).toContainText("240");

  const partner = section(page, /partner in innovation/);
  for (const fact of ["80 to 250 tons", "4500 tonne forging press", "in-house tool room"])
    await expect(partner).toContainText(fact);

  const toolRoom = section(page, /Tool Room Excellence/);
  await expect(toolRoom.locator("img")).toHaveAttribute("alt", /tool room/i);
  for (const fact of ["in-house tool room", "modern machinery", "design"])
    await expect(toolRoom).toContainText(fact);

  const precision = section(page, /Precision Engineering/);
  await expect(precision.locator("figure")).toHaveCount(4);
  for (const figure of await precision.locator("figure").all()) {
    await expect(figure.locator("img")).toHaveAttribute("alt", /\w{5,}/);
    await expect(figure.locator("figcaption h3")).not.toBeEmpty();
  }
  await expect(precision).toContainText("80 to 250 tons");
  await expect(precision).toContainText("4500 Tonne Forging Press");
});

test("states the floor area, zero discharge and every capacity claim", async ({ page }) => {
  await visit(page, "/manufacturing");
  const infrastructure = section(page, /Scalable Infrastructure/);
  for (const claim of [
    "300,000 sq. ft.",
    "zero-discharge",
    "4.5 million",
    "Scalable to 12 million",
    "3 million",
    "9 million",
    "Scalable to 45 million",
  ])
    await expect(infrastructure).toContainText(claim);
  await expect(infrastructure.getByRole("heading", { level: 3 })).toHaveText([
    "Hydration",
    "Blow moulding",
    "Cookware",
  ]);

  const capabilities = section(page, /Manufacturing Capabilities and Excellence/);
  await expect(capabilities.getByRole("heading", { level: 3 })).toHaveText([
    "End-to-end manufacturing",
    "Precision",
    "Integrity",
    "Sustainability",
  ]);
});

test("alternates picture and text from side to side on a wide screen", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the blocks stack on a phone");
  await visit(page, "/manufacturing");
  const blocks = section(page, /From raw material/).locator("[data-reveal]");
  await expect(blocks).toHaveCount(3);
  const sides: string[] = [];
  for (const block of await blocks.all()) {
    await block.scrollIntoViewIfNeeded();
    const image = await block.locator("img").boundingBox();
    const heading = await block.getByRole("heading", { level: 3 }).boundingBox();
    if (!image || !heading) throw new Error("block without picture or heading");
    sides.push(image.x < heading.x ? "picture left" : "picture right");
  }
  expect(sides).toEqual(["picture left", "picture right", "picture left"]);
  const reveals = await blocks.evaluateAll((els) =>
    els.map((el) => el.getAttribute("data-reveal")),
  );
  expect(reveals).toEqual(["fade-right", "fade-left", "fade-right"]);
});

test("closes with a way to start an inquiry", async ({ page }) => {
  await visit(page, "/manufacturing");
  await page.locator("main").getByRole("link", { name: "Talk to our team" }).click();
  await expect(page).toHaveURL("/contact-us");
});
