import { errorPage } from "~/content/pages";
import { expect, test, visit } from "./fixtures";

test("an unknown path answers 404 with the fallback inside the site layout", async ({ page }) => {
  const response = await page.goto("/no/such-page");
  expect(response?.status()).toBe(404);
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.locator("h1")).toHaveText(errorPage.heading);
  await expect(page.getByText(errorPage.notFoundStatus, { exact: true })).toBeVisible();
  await expect(page.locator("header[data-site-header]")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await page.getByRole("link", { name: errorPage.homeLink }).click();
  await expect(page).toHaveURL("/");
  await expect(page.locator("h1")).toContainText("FROM INDIA, FOR THE WORLD");
});

test("following a broken link inside the site shows the same fallback", async ({ page }) => {
  await visit(page, "/");
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>("footer a[href='/careers']");
    if (link) link.setAttribute("href", "/careers-old");
  });
  await page.goto("/careers-old");
  await expect(page.locator("h1")).toHaveText(errorPage.heading);
  await expect(page.getByText(errorPage.notFoundStatus, { exact: true })).toBeVisible();
});

test("the fallback reads without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/missing");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText(errorPage.heading);
  await expect(page.getByText(errorPage.notFoundStatus, { exact: true })).toBeVisible();
  await context.close();
});
