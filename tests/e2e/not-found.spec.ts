import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { readContent } from "./content";
import { expect, test, visit } from "./fixtures";

const errorPage = readContent("error/page");

test("an unknown path answers 404 with the fallback inside the site layout", async ({ page }) => {
  const response = await page.goto("/no/such-page");
  expect(response?.status()).toBe(404);
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.locator("h1")).toHaveText(errorPage.heading);
  await expect(page.getByText(errorPage.notFoundStatus, { exact: true })).toBeVisible();
  await expect(page.locator("header[data-site-header]")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await page.getByRole("link", { name: errorPage.cta.label }).click();
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

/**
 * A host without the servers' 301 for case variants serves the not-found page at `/Careers`.
 * React Router matches addresses without regard to case, so that page must not hydrate as
 * Careers (hydration error #418, then the real page): it sends the visitor on to `/careers`
 * before hydrating, while the response a crawler sees stays a 404.
 */
async function serveNotFoundAt(page: Page, pattern: string) {
  const notFound = readFileSync(path.join("build", "client", "404.html"), "utf8");
  await page.route(pattern, (route) =>
    route.fulfill({ status: 404, contentType: "text/html", body: notFound }),
  );
}

test("the not-found page at a known address in other capitals goes to that page", async ({
  page,
}) => {
  await serveNotFoundAt(page, "**/Careers?from=mail");
  const response = await page.goto("/Careers?from=mail");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL("/careers?from=mail");
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.locator("h1")).toHaveText(readContent("careers/page").banner.heading);
  // Replaced, not added: Back leaves the site (the tab's blank start) instead of returning to the
  // wrong address.
  await page.goBack();
  expect(page.url()).toBe("about:blank");
});

test("the not-found page at an unknown address in capitals hydrates as the not-found page", async ({
  page,
}) => {
  await serveNotFoundAt(page, "**/Careers-Old");
  const response = await page.goto("/Careers-Old");
  expect(response?.status()).toBe(404);
  await page.waitForSelector("html[data-hydrated]");
  await expect(page).toHaveURL("/Careers-Old");
  await expect(page.locator("h1")).toHaveText(errorPage.heading);
  await expect(page.getByText(errorPage.notFoundStatus, { exact: true })).toBeVisible();
});
