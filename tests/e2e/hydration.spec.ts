import type { Locator, Page } from "@playwright/test";
import { readContent } from "./content";
import { expect, test, visit } from "./fixtures";

/**
 * Only what moves is hydrated: the prerendered text, figures and pictures are left to the browser,
 * so they cost the main thread nothing after paint. React marks every element it hydrates with
 * its own properties (`__reactFiber$…`); an element without them was never touched by React.
 */
async function hydratedShare(part: Locator): Promise<{ elements: number; hydrated: number }> {
  return part.evaluate((root) => {
    const all = [root, ...root.querySelectorAll("*")];
    const isHydrated = (el: Element) =>
      Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
    return { elements: all.length, hydrated: all.filter(isHydrated).length };
  });
}

const section = (page: Page, heading: string) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

test("static parts stay as prerendered; the header, carousels and forms are hydrated", async ({
  page,
}) => {
  await visit(page, "/");
  const ideas = await hydratedShare(section(page, readContent("home/ideas").heading).first());
  expect(ideas.elements).toBeGreaterThan(10);
  expect(ideas.hydrated).toBe(0);
  const footer = await hydratedShare(page.locator("body > footer, footer").last());
  expect(footer.elements).toBeGreaterThan(20);
  expect(footer.hydrated).toBe(0);
  // Interactive parts: every element of them belongs to React.
  const header = await hydratedShare(page.locator("header[data-site-header]"));
  expect(header.hydrated).toBe(header.elements);
  const highlights = readContent("home/key-highlights").heading;
  const carousel = await hydratedShare(section(page, highlights).first());
  expect(carousel.hydrated).toBe(carousel.elements);

  await visit(page, "/contact-us");
  const form = await hydratedShare(page.locator("form"));
  expect(form.hydrated).toBe(form.elements);
});

test("a page reached by a link inside the site renders every part, static ones included", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the top bar's links show from 1025 px");
  await visit(page, "/");
  const manufacturing = readContent("manufacturing/page").banner.heading;
  await page
    .getByRole("navigation", { name: readContent("layout/navigation").assistive.mainNavLabel })
    .getByRole("link", { name: readContent("layout/navigation").items[3]?.label ?? "" })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(manufacturing);
  const main = await hydratedShare(page.locator("main"));
  // Rendered by React in the browser this time: all of it is React's.
  expect(main.hydrated).toBe(main.elements);
});
