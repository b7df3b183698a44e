import type { Page, Request, Response, Route, TestInfo } from "@playwright/test";
import { STAND_IN_IDENTIFIERS } from "../../server/stand-in-identifiers.mjs";
import { expect } from "./fixtures";

/** Both e-mail endpoints, on whatever origin the build was configured with. */
export const EMAIL_API = "**/api/v1.0/email/**";

/** The identifiers every message to the stand-in carries (the e2e build is made with them). */
export const IDS = {
  user_id: STAND_IN_IDENTIFIERS.VITE_EMAILJS_PUBLIC_KEY,
  service_id: STAND_IN_IDENTIFIERS.VITE_EMAILJS_SERVICE_ID,
  contactTemplate: STAND_IN_IDENTIFIERS.VITE_EMAILJS_CONTACT_TEMPLATE_ID,
  careersTemplate: STAND_IN_IDENTIFIERS.VITE_EMAILJS_CAREERS_TEMPLATE_ID,
};

export interface OutboxMessage {
  id: string;
  endpoint: "send" | "send-form";
  user_id: string;
  service_id: string;
  template_id: string;
  params: Record<string, string>;
  attachments: { field: string; filename: string; storedAs: string; type: string; size: number }[];
}

/** An e-mail address unique to this test, so parallel tests find their own messages. */
export function uniqueEmail(testInfo: TestInfo, name = "asha"): string {
  const tag = `${testInfo.project.name}-${testInfo.testId}-${testInfo.retry}`.replace(
    /[^\w-]/g,
    "",
  );
  return `${name}.${tag}@example.com`;
}

/** The stand-in's messages sent from `email`. */
export async function messagesFrom(page: Page, email: string): Promise<OutboxMessage[]> {
  const response = await page.request.get("/_outbox.json");
  const messages = (await response.json()) as OutboxMessage[];
  return messages.filter((message) => message.params.email === email);
}

/** Waits until exactly `count` messages from `email` have arrived, and returns them. */
export async function expectMessages(
  page: Page,
  email: string,
  count: number,
): Promise<OutboxMessage[]> {
  await expect.poll(async () => (await messagesFrom(page, email)).length).toBe(count);
  return messagesFrom(page, email);
}

/** Records every request the page makes to the e-mail API. */
export function recordEmailRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1.0/email/")) requests.push(request);
  });
  return requests;
}

/**
 * Holds e-mail requests until `release()` is called, to look at the form while it is sending.
 * A request the page gave up on meanwhile is not sent on: `released` settles once every held
 * request has been passed on to the stand-in or found cancelled.
 */
export async function holdEmailRequests(
  page: Page,
): Promise<{ release: () => void; released: () => Promise<void> }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handled: Promise<void>[] = [];
  await page.route(EMAIL_API, async (route: Route) => {
    const done = (async () => {
      await gate;
      await route.continue().catch(() => {});
    })();
    handled.push(done);
    await done;
  });
  return { release, released: async () => void (await Promise.all(handled)) };
}

/** Records the e-mail requests that the page cancelled or that failed, with the browser's reason. */
export function failedEmailRequests(page: Page): string[] {
  const failures: string[] = [];
  page.on("requestfailed", (request) => {
    if (request.url().includes("/api/v1.0/email/"))
      failures.push(request.failure()?.errorText ?? "unknown");
  });
  return failures;
}

/** Makes the stand-in answer with `status` (its per-request fail switch). */
export async function failEmailWith(page: Page, status: number): Promise<void> {
  await page.route(EMAIL_API, (route) =>
    route.continue({
      headers: { ...route.request().headers(), "x-stand-in-fail": String(status) },
    }),
  );
}

/** Chromium logs a deliberate error response or a dropped e-mail request as a console error. */
export const EXPECTED_SEND_ERRORS = [
  /^console: Failed to load resource: .+ @ \S+\/api\/v1\.0\/email\/send(?:-form)?$/,
];

/** ...and a script it could not fetch while offline (the SDK chunk). */
export const EXPECTED_OFFLINE_SCRIPT_ERROR =
  /^console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED @ \S+\/assets\/\S+\.js$/;

/**
 * The JavaScript files a page load fetched, with their text: once hydrated, until no script has
 * been asked for or is still arriving for half a second. Pictures and the video are not waited
 * for (network-idle waits for them too, which on a busy machine can take minutes).
 */
export async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  let pending = 0;
  let lastSeen = Date.now();
  const isScript = (request: Request) => request.resourceType() === "script";
  const asked = (request: Request) => {
    if (!isScript(request)) return;
    pending++;
    lastSeen = Date.now();
  };
  const ended = (request: Request) => {
    if (!isScript(request)) return;
    pending--;
    lastSeen = Date.now();
  };
  const collect = (response: Response) => {
    if (isScript(response.request())) bodies.push(response.text());
  };
  page.on("request", asked);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  page.on("response", collect);
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
  await expect.poll(() => pending === 0 && Date.now() - lastSeen > 500).toBe(true);
  page.off("request", asked);
  page.off("requestfinished", ended);
  page.off("requestfailed", ended);
  page.off("response", collect);
  return Promise.all(bodies);
}

/** The parts of one form, found by the id of the title that names it. */
export function formParts(titleId: string) {
  const form = (page: Page) => page.locator(`form[aria-labelledby=${titleId}]`);
  const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
  return {
    form,
    field,
    submit: (page: Page) => form(page).locator("[type=submit]"),
    /** The form's live regions (the layout has its own route announcer). */
    alert: (page: Page) => form(page).getByRole("alert"),
    /** What went wrong, the alert's first line (a failure adds the e-mail way out below it). */
    problem: (page: Page) => form(page).getByRole("alert").locator("p").first(),
    /** After a failure: the link that opens the visitor's own e-mail program. */
    mailto: (page: Page) => form(page).getByRole("alert").locator('a[href^="mailto:"]'),
    status: (page: Page) => form(page).getByRole("status"),
    /** Types each value into the field labelled for its key, in the values' order. */
    async fill<K extends string>(
      page: Page,
      labels: Readonly<Record<NoInfer<K>, string>>,
      values: Record<K, string>,
    ) {
      for (const key of Object.keys(values) as K[]) {
        await field(page, labels[key]).fill(values[key]);
      }
    },
    /** Checks that every field still holds what was typed. */
    async expectValues<K extends string>(
      page: Page,
      labels: Readonly<Record<NoInfer<K>, string>>,
      values: Record<K, string>,
    ) {
      for (const key of Object.keys(values) as K[]) {
        await expect(field(page, labels[key])).toHaveValue(values[key]);
      }
    },
  };
}

/** The subject and body of a `mailto:` link. */
export function mailtoParts(href: string | null): { to: string; subject: string; body: string } {
  const url = new URL(href ?? "");
  expect(url.protocol).toBe("mailto:");
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject") ?? "",
    body: url.searchParams.get("body") ?? "",
  };
}

/** Fails the test on any alert/confirm: the forms never use browser dialogs. */
export function failOnDialogs(page: Page): void {
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected browser dialog: ${dialog.message()}`);
  });
}
