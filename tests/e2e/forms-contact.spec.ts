import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { fillTemplate } from "~/lib/fill-template";
import { readContent } from "./content";
import { expect, test, visit } from "./fixtures";
import {
  EMAIL_API,
  EXPECTED_OFFLINE_SCRIPT_ERROR,
  EXPECTED_SEND_ERRORS,
  expectMessages,
  failEmailWith,
  failedEmailRequests,
  failOnDialogs,
  formParts,
  holdEmailRequests,
  IDS,
  mailtoParts,
  messagesFrom,
  recordEmailRequests,
  uniqueEmail,
} from "./forms-helpers";
import { mapLinks, site } from "./site";

const contactForm = readContent("forms/contact-form");
const formText = readContent("forms/shared");
const formMessages = formText.messages;
const { labels } = contactForm;

const { field, form, submit, alert, status, problem, mailto, ...parts } =
  formParts("contact-form-title");

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A complete inquiry with other scripts, emoji and markup in it. */
function inquiry(email: string) {
  return {
    name: "  Asha Raman 🙂 ",
    company: "Northwind <b>Housewares</b> GmbH",
    email,
    contact: "+49 (30) 5555-0142",
    interest: "20,000 tumblers, 30 oz.\nசென்னை delivery <script>window.__pwned = 1</script>",
  };
}

type Inquiry = ReturnType<typeof inquiry>;
const fill = (page: Page, values: Inquiry) => parts.fill(page, labels, values);
const expectValuesKept = (page: Page, values: Inquiry) => parts.expectValues(page, labels, values);

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    failOnDialogs(page);
    await visit(page, "/contact-us");
  });

  test("an empty submit shows every message, marks the fields and focuses the first", async ({
    page,
  }) => {
    const requests = recordEmailRequests(page);
    await submit(page).click();
    await expect(alert(page)).toHaveText(formMessages.summary);
    const expected = [
      [labels.name, formMessages.nameRequired],
      [labels.company, formMessages.companyRequired],
      [labels.email, formMessages.emailRequired],
      [labels.contact, formMessages.contactRequired],
      [labels.interest, formMessages.interestRequired],
    ] as const;
    for (const [label, message] of expected) {
      const input = field(page, label);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}`));
    }
    await expect(field(page, labels.name)).toBeFocused();
    await expect(status(page)).toHaveText("");
    expect(requests).toHaveLength(0);
  });

  test("whitespace counts as empty; bad addresses and numbers get their own messages", async ({
    page,
  }) => {
    await field(page, labels.name).fill("   ");
    await field(page, labels.company).fill("Northwind");
    await field(page, labels.email).fill("asha@example");
    await field(page, labels.contact).fill("12345");
    await field(page, labels.interest).fill("\n\t ");
    await submit(page).click();
    await expect(page.getByText(formMessages.nameRequired)).toBeVisible();
    await expect(page.getByText(formMessages.emailInvalid)).toBeVisible();
    await expect(page.getByText(formMessages.contactInvalid)).toBeVisible();
    await expect(page.getByText(formMessages.interestRequired)).toBeVisible();
    await expect(field(page, labels.company)).not.toHaveAttribute("aria-invalid");

    // Fixing a field clears its message as the visitor types; the summary goes with the last one.
    await field(page, labels.email).fill("asha@example.com");
    await expect(page.getByText(formMessages.emailInvalid)).toHaveCount(0);
    await expect(field(page, labels.email)).not.toHaveAttribute("aria-invalid");
    await expect(alert(page)).toHaveText(formMessages.summary);
    await field(page, labels.name).fill("Asha");
    await field(page, labels.contact).fill("+91 44 5555 0142");
    await field(page, labels.interest).fill("Tumblers");
    await expect(alert(page)).toHaveText("");
  });

  test("fields carry their types, keyboard hints, autofill tokens and limits", async ({ page }) => {
    const attributes = async (label: string) =>
      field(page, label).evaluate((el) => ({
        tag: el.tagName.toLowerCase(),
        type: el.getAttribute("type"),
        inputMode: el.getAttribute("inputmode"),
        autocomplete: el.getAttribute("autocomplete"),
        maxLength: (el as HTMLInputElement).maxLength,
        required: el.getAttribute("aria-required"),
      }));
    // No field has a hard maxlength: the browser would cut a paste silently (-1 is "none").
    expect(await attributes(labels.name)).toMatchObject({ autocomplete: "name", maxLength: -1 });
    expect(await attributes(labels.company)).toMatchObject({
      autocomplete: "organization",
      maxLength: -1,
    });
    expect(await attributes(labels.email)).toMatchObject({
      type: "email",
      autocomplete: "email",
      maxLength: -1,
    });
    expect(await attributes(labels.contact)).toMatchObject({
      type: "tel",
      inputMode: "tel",
      autocomplete: "tel",
      maxLength: -1,
    });
    expect(await attributes(labels.interest)).toMatchObject({
      tag: "textarea",
      maxLength: -1,
      required: "true",
    });
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  test("a 10,000-character paste is kept whole, the field names the limit, nothing is sent", async ({
    page,
  }, testInfo) => {
    const requests = recordEmailRequests(page);
    const email = uniqueEmail(testInfo);
    const long = "Tumblers. ".repeat(1_000);
    await fill(page, { ...inquiry(email), interest: long });
    const interest = field(page, labels.interest);
    await expect(interest).toHaveJSProperty("value.length", 10_000);
    await expect(form(page).getByText("10,000 / 2,000 characters")).toBeVisible();
    // Said at once, before any submit, with the limit and the count.
    const tooLong = fillTemplate(formMessages.tooLong, {
      max: "2,000",
      count: long.trim().length.toLocaleString("en"),
    });
    await expect(interest).toHaveAttribute("aria-invalid", "true");
    await expect(interest).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(tooLong)}`));
    await submit(page).click();
    await expect(alert(page)).toHaveText(formMessages.summaryInvalid);
    await expect(interest).toBeFocused();
    await expect(interest).toHaveJSProperty("value.length", 10_000);
    expect(requests).toHaveLength(0);

    // Shortened to the limit, it goes, whole.
    const shortened = long.slice(0, 2_000).trim();
    await interest.fill(shortened);
    await expect(interest).not.toHaveAttribute("aria-invalid");
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    const [message] = await expectMessages(page, email, 1);
    expect(message?.params.interest).toBe(shortened);
  });

  test("every field filled, only the address mistyped: the summary asks to correct it", async ({
    page,
  }, testInfo) => {
    await fill(page, { ...inquiry(uniqueEmail(testInfo)), email: "asha@example" });
    await submit(page).click();
    await expect(alert(page)).toHaveText(formMessages.summaryInvalid);
    await expect(field(page, labels.email)).toBeFocused();
    await expect(form(page).locator("[aria-invalid=true]")).toHaveCount(1);
    // Emptying a required field makes the summary ask to fill out the fields again.
    await field(page, labels.company).fill("");
    await submit(page).click();
    await expect(alert(page)).toHaveText(formMessages.summary);
  });

  test("common ways of writing a phone number are accepted, and the hint says so", async ({
    page,
  }, testInfo) => {
    const extensions = new Intl.ListFormat("en", { type: "disjunction" }).format(
      formText.extensionExamples,
    );
    await expect(field(page, labels.contact)).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(fillTemplate(formText.contactFormats, { extensions }))),
    );
    for (const number of [
      "+1.202.555.0143",
      "030/1234567",
      "+1 202 555 0143 x12",
      ...formText.extensionExamples.map((example) => `+1 202 555 0143 ${example}`),
    ]) {
      await field(page, labels.contact).fill(number);
      await submit(page).click();
      await expect(field(page, labels.contact)).not.toHaveAttribute("aria-invalid");
    }
    const email = uniqueEmail(testInfo);
    await fill(page, { ...inquiry(email), contact: "+1 (202) 555.0143 ext. 12" });
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    const [message] = await expectMessages(page, email, 1);
    expect(message?.params.contact).toBe("+1 (202) 555.0143 ext. 12");
  });

  test("a valid inquiry reaches the inbox with every field, then the form empties", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const values = inquiry(email);
    await fill(page, values);
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    await expect(alert(page)).toHaveText("");
    await expect(status(page).locator("p")).toBeFocused();

    const [message] = await expectMessages(page, email, 1);
    expect(message).toMatchObject({
      endpoint: "send",
      user_id: IDS.user_id,
      service_id: IDS.service_id,
      template_id: IDS.contactTemplate,
    });
    expect(message?.params).toEqual({
      name: "Asha Raman 🙂",
      company: values.company,
      email,
      contact: values.contact,
      interest: values.interest,
      locale: "en",
    });
    for (const label of Object.values(labels)) await expect(field(page, label)).toHaveValue("");
    // The markup was text all along: nothing ran, nothing was added to the page.
    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(field(page, labels.name)).toHaveValue("");
  });

  test("while sending the button is disabled and says so; a second submit is ignored", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const requests = recordEmailRequests(page);
    const held = await holdEmailRequests(page);
    await fill(page, inquiry(email));
    await submit(page).click();
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toHaveAccessibleName("Sending…");
    await field(page, labels.name).press("Enter");
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>("form[aria-labelledby]");
      form?.requestSubmit();
      form?.requestSubmit();
    });
    held.release();
    await expect(status(page)).toHaveText(formMessages.success);
    await expectMessages(page, email, 1);
    expect(requests).toHaveLength(1);
    await expect(submit(page)).toHaveAccessibleName("Submit");
  });

  for (const failure of [
    {
      name: "the service fails (500)",
      fail: (page: Page) => failEmailWith(page, 500),
      message: formMessages.failure,
    },
    {
      name: "the service refuses the request (400)",
      fail: (page: Page) => failEmailWith(page, 400),
      message: formMessages.failureRefused,
    },
    {
      // Online, yet the request never reaches the service: a blocker or a firewall drops it.
      name: "the service cannot be reached while online (a blocker drops the request)",
      fail: (page: Page) => page.route(EMAIL_API, (route) => route.abort("failed")),
      message: formMessages.failureUnreachable,
    },
  ]) {
    test(`when ${failure.name} every value stays and a resend works`, async ({
      page,
      allowedConsoleErrors,
    }, testInfo) => {
      allowedConsoleErrors.push(...EXPECTED_SEND_ERRORS);
      const email = uniqueEmail(testInfo);
      const values = inquiry(email);
      await failure.fail(page);
      await fill(page, values);
      await submit(page).click();
      await expect(problem(page)).toHaveText(failure.message);
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      await expect(status(page)).toHaveText("");
      await expectValuesKept(page, values);
      // The way out: the visitor's own e-mail, to us, with what they typed.
      const link = mailtoParts(await mailto(page).getAttribute("href"));
      expect(link.to).toBe(site.email);
      expect(link.subject).toBe(
        fillTemplate(contactForm.mailtoSubject, { name: values.name.trim() }),
      );
      expect(link.body).toContain(`${labels.company}: ${values.company}`);
      expect(link.body.endsWith(values.interest)).toBe(true);
      await expect(submit(page)).toBeFocused();
      expect(await messagesFrom(page, email)).toHaveLength(0);

      await page.unroute(EMAIL_API);
      await submit(page).click();
      await expect(status(page)).toHaveText(formMessages.success);
      await expect(alert(page)).toHaveText("");
      await expectMessages(page, email, 1);
    });
  }

  test("with the network down the values stay; back online the resend arrives", async ({
    page,
    context,
    allowedConsoleErrors,
  }, testInfo) => {
    allowedConsoleErrors.push(...EXPECTED_SEND_ERRORS);
    const email = uniqueEmail(testInfo);
    const values = inquiry(email);
    await fill(page, values);
    await context.setOffline(true);
    await submit(page).click();
    await expect(problem(page)).toHaveText(formMessages.failureOffline);
    await expectValuesKept(page, values);
    // The way out's code came with the first focus: offline, the link still carries the message.
    const link = mailtoParts(await mailto(page).getAttribute("href"));
    expect(link.body.endsWith(values.interest)).toBe(true);
    await context.setOffline(false);
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    await expectMessages(page, email, 1);
  });

  test("offline before the SDK has loaded: a failure, then a resend that works", async ({
    page,
    context,
    allowedConsoleErrors,
  }, testInfo) => {
    allowedConsoleErrors.push(EXPECTED_OFFLINE_SCRIPT_ERROR);
    await context.setOffline(true);
    const email = uniqueEmail(testInfo);
    const values = inquiry(email);
    await fill(page, values);
    await submit(page).click();
    await expect(problem(page)).toHaveText(formMessages.failureOffline);
    await expectValuesKept(page, values);
    // Nothing could be fetched: the way out is the bare address, the values stay in the form.
    await expect(mailto(page)).toHaveAttribute("href", `mailto:${site.email}`);
    await context.setOffline(false);
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    await expectMessages(page, email, 1);
  });

  test("no answer within 15 seconds cancels the send: a failure that never arrives later", async ({
    page,
  }, testInfo) => {
    // Page time stands still from here, so only the steps below move it, however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const held = await holdEmailRequests(page);
    const failed = failedEmailRequests(page);
    const email = uniqueEmail(testInfo);
    const values = inquiry(email);
    await fill(page, values);
    await submit(page).click();
    await expect(submit(page)).toHaveAccessibleName("Sending…");
    await page.clock.runFor(14_900);
    await expect(submit(page)).toBeDisabled();
    await expect(alert(page)).toHaveText("");
    // The floor is 15 s plus the upload's time, a few milliseconds for a text-only inquiry.
    await page.clock.runFor(1_000);
    // Said honestly: the browser gave up waiting, but the message may still arrive.
    await expect(problem(page)).toHaveText(formMessages.failureTimeout);
    await expectValuesKept(page, values);
    await expect(submit(page)).toBeEnabled();
    // The browser cancelled the request itself...
    await expect.poll(() => failed).toEqual(["net::ERR_ABORTED"]);

    // ...so when the network lets it through now, nothing is left to deliver: the visitor's
    // retry is the only message, not a duplicate.
    held.release();
    await held.released();
    await page.unrouteAll({ behavior: "wait" });
    await submit(page).click();
    await page.clock.runFor(100);
    await expect(status(page)).toHaveText(formMessages.success);
    await expectMessages(page, email, 1);
  });

  test("a 429 with Retry-After says when to try again, and a resend before then asks nothing", async ({
    page,
    allowedConsoleErrors,
  }, testInfo) => {
    allowedConsoleErrors.push(...EXPECTED_SEND_ERRORS);
    const requests = recordEmailRequests(page);
    await page.route(EMAIL_API, (route) =>
      route.fulfill({
        status: 429,
        body: "Too Many Requests",
        headers: { "Retry-After": "120", "Access-Control-Expose-Headers": "Retry-After" },
      }),
    );
    const values = inquiry(uniqueEmail(testInfo));
    await fill(page, values);
    await submit(page).click();
    const message = fillTemplate(formMessages.failureTooMany, { when: "in 2 minutes" });
    await expect(problem(page)).toHaveText(message);
    await expectValuesKept(page, values);
    expect(mailtoParts(await mailto(page).getAttribute("href")).body).toContain(
      values.interest.split("\n")[0] ?? "",
    );
    await submit(page).click();
    await expect(problem(page)).toHaveText(/in (2 minutes|1[0-2]\d seconds)/);
    expect(requests).toHaveLength(1);
  });

  test("a message too long for an e-mail link is shortened there, and the link says so", async ({
    page,
    allowedConsoleErrors,
  }, testInfo) => {
    allowedConsoleErrors.push(...EXPECTED_SEND_ERRORS);
    await failEmailWith(page, 503);
    const long = `${"Forty-litre stockpots, ".repeat(85)}END`;
    await fill(page, { ...inquiry(uniqueEmail(testInfo)), interest: long });
    await submit(page).click();
    await expect(problem(page)).toHaveText(formMessages.failure);
    await expect(alert(page)).toContainText(formText.mailto.shortened);
    const { body } = mailtoParts(await mailto(page).getAttribute("href"));
    expect(Array.from(body).length).toBeLessThanOrEqual(1800);
    expect(body).toContain("Forty-litre stockpots,");
    expect(body).not.toContain("END");
    await expect(field(page, labels.interest)).toHaveValue(long);
  });

  test("a form typed in an instant is taken for a script: it looks sent and nothing is", async ({
    page,
  }, testInfo) => {
    const requests = recordEmailRequests(page);
    const email = uniqueEmail(testInfo);
    // Page time stands still while the keys go in, however slow this machine types them.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await field(page, labels.name).click();
    for (const text of ["Bot", "Spam Inc", email, "+1 202 555 0143", "Buy now"]) {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText(formMessages.success);
    expect(requests).toHaveLength(0);
    expect(await messagesFrom(page, email)).toHaveLength(0);
  });

  test("a one-line field refuses a control character with its own message", async ({ page }) => {
    await field(page, labels.name).fill("Asha\u0007Raman");
    await submit(page).click();
    await expect(field(page, labels.name)).toHaveAccessibleDescription(formMessages.oneLine);
  });

  test("a filled honeypot looks like success and sends nothing", async ({ page }, testInfo) => {
    const requests = recordEmailRequests(page);
    const email = uniqueEmail(testInfo);
    await fill(page, inquiry(email));
    await page.locator("#contact-website").fill("http://spam.example", { force: true });
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    expect(requests).toHaveLength(0);
    expect(await messagesFrom(page, email)).toHaveLength(0);
  });

  test("a draft survives a reload and is gone after a confirmed send", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const values = inquiry(email);
    await fill(page, values);
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expectValuesKept(page, values);
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    await expectMessages(page, email, 1);
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(field(page, labels.interest)).toHaveValue("");
  });

  test("the form can be completed and sent with the keyboard alone", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      if (await field(page, labels.name).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(field(page, labels.name)).toBeFocused();
    const typed = [
      [labels.name, "Asha Raman"],
      [labels.company, "Northwind"],
      [labels.email, email],
      [labels.contact, "+91 44 5555 0142"],
      [labels.interest, "Tumblers, 30 oz."],
    ] as const;
    for (const [label, text] of typed) {
      await expect(field(page, label)).toBeFocused();
      // At a brisk person's pace (a whole form in an instant is taken for a script).
      await page.keyboard.type(text, { delay: 50 });
      await page.keyboard.press("Tab");
    }
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText(formMessages.success);
    await expectMessages(page, email, 1);
  });

  test("axe finds no violations with errors shown and after a send", async ({ page }, testInfo) => {
    const axe = () =>
      new AxeBuilder({ page })
        .include("form")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
    await submit(page).click();
    await expect(alert(page)).toHaveText(formMessages.summary);
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
    await fill(page, inquiry(uniqueEmail(testInfo)));
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe("contact page", () => {
  test("lists the ways to reach us from the site configuration", async ({ page }) => {
    await visit(page, "/contact-us");
    await expect(page.getByRole("heading", { name: "Let's Connect" })).toBeVisible();
    const main = page.locator("main");
    await expect(main.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveText(site.phone.display);
    await expect(main.locator(`a[href="mailto:${site.email}"]`).first()).toBeVisible();
    await expect(page.locator("main")).toContainText(site.address.locality);
    await expect(page.locator("main")).toContainText(site.hours);
  });

  test("the office map is a titled, lazy frame 500 px high", async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>map</title>" }),
    );
    await visit(page, "/contact-us");
    await expect(page.getByRole("heading", { name: "Visit Us" })).toBeVisible();
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", mapLinks().embedUrl);
    await expect(map).toHaveAttribute("title", /map/i);
    await map.scrollIntoViewIfNeeded();
    expect((await map.boundingBox())?.height).toBe(500);
  });
});
