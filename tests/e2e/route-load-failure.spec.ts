import type { Page } from "@playwright/test";
import { readContent } from "./content";
import { expect, ROUTES, test, visit } from "./fixtures";

const errorPage = readContent("error/page");

// A page whose code cannot be fetched, as for a tab opened before a redeploy (its chunk names are
// gone) or a chunk a network filter blocks.
const CAREERS_CHUNK = "**/assets/careers-*.js";
const careers = ROUTES.find((route) => route.path === "/careers");

/** The blocked chunk itself, and what the browser and React say about it. */
const BLOCKED_CHUNK_ERRORS = [/net::ERR_FAILED/, /careers-[\w-]+\.js/];

/** A link to Careers that shows at every width (the header's are in a menu on phones). */
function careersLink(page: Page) {
  return page.locator("footer a[href='/careers']").first();
}

/** Every document the page loads, in order, as paths. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

test("when a page's code fails to load once, the click still ends on that page", async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(...BLOCKED_CHUNK_ERRORS);
  // Blocked for the page the visitor starts on, whenever it asks (a hover may prefetch it first on
  // a slow machine); served to the Careers document the recovery navigates to.
  let blocked = 0;
  await page.route(CAREERS_CHUNK, (route) => {
    if (new URL(route.request().frame().url()).pathname !== "/") return route.continue();
    blocked++;
    return route.abort("failed");
  });
  const loads = documentLoads(page);
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  await visit(page, "/");

  await careersLink(page).click();

  await expect(page).toHaveURL("/careers");
  await expect(page.locator("h1")).toHaveText(careers?.h1 ?? "");
  await page.waitForSelector("html[data-hydrated]");
  expect(blocked).toBeGreaterThan(0);
  // One full navigation to the address asked for, never a reload of the page left behind.
  expect(loads).toEqual(["/", "/careers"]);
  expect(logs.filter((text) => text.includes("reloading page"))).toEqual([]);
  // A later failure of the same page gets its own full navigation again.
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test("when a page's code never loads, its address shows the error fallback, without a reload loop", async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(...BLOCKED_CHUNK_ERRORS);
  let blocked = 0;
  await page.route(CAREERS_CHUNK, (route) => {
    blocked++;
    return route.abort("failed");
  });
  const loads = documentLoads(page);
  await visit(page, "/");

  await careersLink(page).click();

  await expect(page).toHaveURL("/careers");
  await expect(page.locator("h1")).toHaveText(errorPage.heading);
  await expect(page.locator("header[data-site-header]")).toBeVisible();
  await expect(page.getByRole("link", { name: errorPage.cta.label })).toBeVisible();
  await page.waitForSelector("html[data-hydrated]");
  expect(loads).toEqual(["/", "/careers"]);

  // Still there, and clicking the same link again does not start another round of loads.
  await careersLink(page).click();
  await expect(page.locator("h1")).toHaveText(errorPage.heading);
  await page.getByRole("link", { name: errorPage.cta.label }).click();
  await expect(page).toHaveURL("/");
  await careersLink(page).click();
  await expect(page).toHaveURL("/careers");
  await expect(page.locator("h1")).toHaveText(errorPage.heading);
  expect(loads).toEqual(["/", "/careers"]);
  expect(blocked).toBeGreaterThanOrEqual(2);
});

test("a page opened directly whose code fails to load is loaded once more, then works", async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(...BLOCKED_CHUNK_ERRORS);
  // The first visit cannot get the chunk at all, however many requests it makes for it (its
  // module preload and its import are one request or two, depending on timing); the reload can.
  const loads = documentLoads(page);
  await page.route(CAREERS_CHUNK, (route) =>
    loads.length < 2 ? route.abort("failed") : route.continue(),
  );
  await visit(page, "/careers");
  await expect(page.locator("h1")).toHaveText(careers?.h1 ?? "");
  expect(loads).toEqual(["/careers", "/careers"]);
});

test("a page whose loader data is gone (a redeploy) is loaded once more, then stays as served", async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(/status of 404/);
  let asked = 0;
  await page.route("**/assets/page-data-*.data", (route) => {
    asked++;
    return route.fulfill({ status: 404, body: "" });
  });
  const loads = documentLoads(page);
  await page.goto("/careers");
  await expect.poll(() => loads).toEqual(["/careers", "/careers"]);
  await expect.poll(() => asked).toBe(2);
  // Not hydrated, never a third load: the served page reads and its links lead on.
  await page.waitForTimeout(1000);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
  await expect(page.locator("h1")).toHaveText(careers?.h1 ?? "");
  expect(loads).toEqual(["/careers", "/careers"]);
  // Its next visit in this tab is one load, not two.
  await careersLink(page).click();
  await expect(page).toHaveURL("/careers");
  await expect.poll(() => asked).toBe(3);
  await page.waitForTimeout(1000);
  expect(loads).toEqual(["/careers", "/careers", "/careers"]);
});
