import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { RESUME_MAX_BYTES } from "~/features/careers-form/resume-limit";
import { readContent } from "./content";
import { expect, test, visit } from "./fixtures";
import {
  EMAIL_API,
  EXPECTED_SEND_ERRORS,
  expectMessages,
  failEmailWith,
  failedEmailRequests,
  failOnDialogs,
  formParts,
  holdEmailRequests,
  IDS,
  loadedScripts,
  mailtoParts,
  messagesFrom,
  recordEmailRequests,
  uniqueEmail,
} from "./forms-helpers";
import { site } from "./site";

const careersForm = readContent("forms/careers-form");
const careersIntro = readContent("careers/careers-application");
const contactForm = readContent("forms/contact-form");
const formMessages = readContent("forms/shared").messages;
const { labels } = careersForm;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A small, real-looking PDF. */
const pdf = {
  name: "Asha Raman résumé.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
};

/** A Word document (a ZIP package holding word/document.xml) with an empty type, as some phones report it. */
const docx = {
  name: "cv.docx",
  mimeType: "",
  buffer: readFileSync("tests/fixtures/resume.docx"),
};

/** A Windows program renamed to look like a PDF. */
const renamedProgram = {
  name: "cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00"), Buffer.alloc(120)]),
};

const { field, form, submit, alert, status, problem, mailto, ...parts } =
  formParts("careers-form-title");

function resumeInput(page: Page) {
  return form(page).locator("input[type=file]");
}

/** The chosen (or refused) résumé's name as the form shows it. */
function shownFile(page: Page, name: string) {
  return form(page).getByText(name, { exact: true }).first();
}

function application(email: string) {
  return {
    name: "Asha Raman",
    contact: "+91 98765 43210",
    email,
    interest: "Tool room apprentice.\nநான் சென்னையில் வசிக்கிறேன் 🙂 <img src=x onerror=alert(1)>",
  };
}

type Application = ReturnType<typeof application>;
const fill = (page: Page, values: Application) => parts.fill(page, labels, values);
const expectValuesKept = (page: Page, values: Application) =>
  parts.expectValues(page, labels, values);

test.describe("careers form", () => {
  test.beforeEach(async ({ page }) => {
    failOnDialogs(page);
    await visit(page, "/careers");
  });

  test("shows the heading and only its own fields: no company", async ({ page }) => {
    await expect(page.getByRole("heading", { name: careersIntro.heading })).toBeVisible();
    await expect(page.getByLabel(contactForm.labels.company)).toHaveCount(0);
    const contact = field(page, labels.contact);
    await expect(contact).toHaveAttribute("type", "tel");
    await expect(contact).toHaveAttribute("inputmode", "tel");
    await expect(field(page, labels.interest)).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(resumeInput(page)).toHaveAttribute(
      "accept",
      `.pdf,.doc,.docx,application/pdf,application/msword,${DOCX}`,
    );
    await expect(form(page).getByLabel(labels.resume)).toHaveAttribute("type", "file");
  });

  test("an empty submit shows the four messages, no hidden company error", async ({ page }) => {
    const requests = recordEmailRequests(page);
    await submit(page).click();
    await expect(alert(page)).toHaveText(formMessages.summary);
    await expect(form(page).locator("[aria-invalid=true]")).toHaveCount(4);
    for (const [label, message] of [
      [labels.name, formMessages.nameRequired],
      [labels.contact, formMessages.contactRequired],
      [labels.email, formMessages.emailRequired],
      [labels.interest, formMessages.interestRequired],
    ] as const) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    await expect(page.getByText(formMessages.companyRequired)).toHaveCount(0);
    await expect(field(page, labels.name)).toBeFocused();
    expect(requests).toHaveLength(0);
  });

  test("an invalid address and number get their own messages; nothing is sent", async ({
    page,
  }) => {
    const requests = recordEmailRequests(page);
    await fill(page, { ...application("asha@@example.com"), contact: "call me" });
    await submit(page).click();
    await expect(field(page, labels.email)).toHaveAccessibleDescription(formMessages.emailInvalid);
    await expect(field(page, labels.contact)).toHaveAccessibleDescription(
      new RegExp(`^${formMessages.contactInvalid}`),
    );
    await expect(field(page, labels.contact)).toBeFocused();
    await expect(form(page).locator("[aria-invalid=true]")).toHaveCount(2);
    expect(requests).toHaveLength(0);
  });

  test("a chosen résumé shows its name and size and can be removed", async ({ page }) => {
    await resumeInput(page).setInputFiles(pdf);
    const chosen = shownFile(page, pdf.name);
    await expect(chosen).toBeVisible();
    await expect(form(page).getByText(/^\d+ bytes$/)).toBeVisible();
    await form(page)
      .getByRole("button", { name: `Remove ${pdf.name}` })
      .click();
    await expect(chosen).toHaveCount(0);
    await expect(resumeInput(page)).toBeFocused();
    await expect(resumeInput(page)).toHaveJSProperty("files.length", 0);
  });

  for (const bad of [
    {
      name: "a picture",
      file: { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") },
      message: formMessages.resumeType,
    },
    {
      name: "a picture renamed to .pdf",
      file: { name: "cv.pdf", mimeType: "image/png", buffer: Buffer.from("png") },
      message: formMessages.resumeType,
    },
    {
      name: "an empty file",
      file: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) },
      message: formMessages.resumeEmpty,
    },
    {
      name: "a file over the size limit",
      file: {
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.alloc(RESUME_MAX_BYTES + 1),
      },
      message: "The résumé must be 2 MB or smaller.",
    },
    {
      name: "a program renamed to cv.pdf",
      file: renamedProgram,
      message: formMessages.resumeContent,
    },
    {
      name: "a PDF renamed to .docx",
      file: { ...pdf, name: "cv.docx", mimeType: "" },
      message: formMessages.resumeContent,
    },
  ]) {
    test(`refuses ${bad.name} with a clear message and clears the picker`, async ({ page }) => {
      await resumeInput(page).setInputFiles(bad.file);
      const error = form(page).getByText(bad.message);
      await expect(error).toBeVisible();
      await expect(resumeInput(page)).toHaveAttribute("aria-invalid", "true");
      await expect(resumeInput(page)).toHaveJSProperty("files.length", 0);
      await expect(form(page).getByText("not attached")).toBeVisible();
      // Choosing an acceptable file instead clears the message.
      await resumeInput(page).setInputFiles(docx);
      await expect(error).toHaveCount(0);
      await expect(shownFile(page, "cv.docx")).toBeVisible();
    });
  }

  test("a refused résumé blocks the submit, and the summary names it; removed, it sends", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const requests = recordEmailRequests(page);
    await fill(page, application(email));
    await resumeInput(page).setInputFiles(renamedProgram);
    await expect(form(page).getByText(formMessages.resumeContent)).toBeVisible();
    await submit(page).click();
    // Every field is filled: the summary says the résumé is the problem, not empty fields.
    await expect(alert(page)).toHaveText(formMessages.summaryResume);
    await expect(resumeInput(page)).toBeFocused();
    expect(requests).toHaveLength(0);
    await form(page)
      .getByRole("button", { name: `Remove ${renamedProgram.name}` })
      .click();
    await expect(alert(page)).toHaveText("");
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    const [message] = await expectMessages(page, email, 1);
    expect(message?.attachments).toEqual([]);
  });

  test("with the résumé and the address both wrong, the summary asks to correct the fields", async ({
    page,
  }, testInfo) => {
    await fill(page, { ...application(uniqueEmail(testInfo)), email: "asha@example" });
    await resumeInput(page).setInputFiles({
      name: "cv.exe",
      mimeType: "",
      buffer: Buffer.from("MZ"),
    });
    await submit(page).click();
    await expect(alert(page)).toHaveText(formMessages.summaryInvalid);
    await expect(form(page).locator("[aria-invalid=true]")).toHaveCount(2);
  });

  test("a large résumé gets time to upload; past that time the send is cancelled", async ({
    page,
  }, testInfo) => {
    // Two uploads of 2 MB through the browser and the route: slow on a busy machine.
    test.slow();
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const held = await holdEmailRequests(page);
    const failed = failedEmailRequests(page);
    const email = uniqueEmail(testInfo);
    const values = application(email);
    await fill(page, values);
    const large = Buffer.concat([pdf.buffer, Buffer.alloc(RESUME_MAX_BYTES - pdf.buffer.length)]);
    await resumeInput(page).setInputFiles({ ...pdf, buffer: large });
    await expect(shownFile(page, pdf.name)).toBeVisible();
    await submit(page).click();
    await expect(submit(page)).toHaveAccessibleName("Sending…");
    // 2 MB at 256 kbit/s takes 65.5 s: a fixed 15 s would have reported a failure mid-upload.
    await page.clock.runFor(60_000);
    await expect(alert(page)).toHaveText("");
    await expect(submit(page)).toBeDisabled();
    expect(failed).toEqual([]);
    // 15 s plus the upload's time (80.5 s in all) is the end: the request is cancelled.
    await page.clock.runFor(21_000);
    await expect(problem(page)).toHaveText(formMessages.failureTimeout);
    await expect.poll(() => failed).toEqual(["net::ERR_ABORTED"]);
    await expectValuesKept(page, values);
    await expect(shownFile(page, pdf.name)).toBeVisible();
    held.release();
    await held.released();
    await page.unrouteAll({ behavior: "wait" });
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    const [message] = await expectMessages(page, email, 1);
    expect(message?.attachments.map((a) => a.size)).toEqual([RESUME_MAX_BYTES]);
  });

  test("an application with a résumé arrives with every field and the file attached", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const values = application(email);
    await fill(page, values);
    await resumeInput(page).setInputFiles(pdf);
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    await expect(status(page).locator("p")).toBeFocused();

    const [message] = await expectMessages(page, email, 1);
    expect(message).toMatchObject({
      endpoint: "send-form",
      user_id: IDS.user_id,
      service_id: IDS.service_id,
      template_id: IDS.careersTemplate,
    });
    // Multipart bodies carry line breaks as CRLF.
    expect(message?.params).toEqual({
      ...values,
      interest: values.interest.replaceAll("\n", "\r\n"),
      locale: "en",
    });
    expect(message?.attachments).toEqual([
      expect.objectContaining({
        field: "resume",
        filename: pdf.name,
        type: "application/pdf",
        size: pdf.buffer.length,
      }),
    ]);
    const stored = await page.request.get(
      `/_outbox/${message?.id}/${encodeURIComponent(message?.attachments[0]?.storedAs ?? "")}`,
    );
    expect(Buffer.compare(await stored.body(), pdf.buffer)).toBe(0);

    for (const label of [labels.name, labels.contact, labels.email, labels.interest]) {
      await expect(field(page, label)).toHaveValue("");
    }
    await expect(shownFile(page, pdf.name)).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelectorAll("img[src=x]").length)).toBe(0);
  });

  test("while sending the button is disabled; a second submit sends nothing more", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const requests = recordEmailRequests(page);
    const held = await holdEmailRequests(page);
    await fill(page, application(email));
    await submit(page).click();
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toHaveText("Sending…");
    await page.evaluate(() =>
      document.querySelector<HTMLFormElement>("form[aria-labelledby]")?.requestSubmit(),
    );
    held.release();
    await expect(status(page)).toHaveText(formMessages.success);
    await expectMessages(page, email, 1);
    expect(requests).toHaveLength(1);
  });

  test("when the service fails, the values and the résumé stay for a resend", async ({
    page,
    allowedConsoleErrors,
  }, testInfo) => {
    allowedConsoleErrors.push(...EXPECTED_SEND_ERRORS);
    const email = uniqueEmail(testInfo);
    const values = application(email);
    await failEmailWith(page, 503);
    await fill(page, values);
    await resumeInput(page).setInputFiles(pdf);
    await submit(page).click();
    await expect(problem(page)).toHaveText(formMessages.failure);
    await expectValuesKept(page, values);
    await expect(shownFile(page, pdf.name)).toBeVisible();
    expect(await messagesFrom(page, email)).toHaveLength(0);
    // The e-mail way out carries the application, and says to attach the résumé by hand.
    await expect(alert(page)).toContainText(careersForm.mailtoResume);
    const link = mailtoParts(await mailto(page).getAttribute("href"));
    expect(link.to).toBe(site.careersEmail);
    expect(link.body).toContain(`${labels.contact}: ${values.contact}`);

    await page.unroute(EMAIL_API);
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    const [message] = await expectMessages(page, email, 1);
    expect(message?.attachments.map((a) => a.filename)).toEqual([pdf.name]);
  });

  test("offline, the application stays; back online it goes through", async ({
    page,
    context,
    allowedConsoleErrors,
  }, testInfo) => {
    allowedConsoleErrors.push(...EXPECTED_SEND_ERRORS);
    const email = uniqueEmail(testInfo);
    const values = application(email);
    await fill(page, values);
    await context.setOffline(true);
    await submit(page).click();
    await expect(problem(page)).toHaveText(formMessages.failureOffline);
    await expectValuesKept(page, values);
    await context.setOffline(false);
    await submit(page).click();
    await expect(status(page)).toHaveText(formMessages.success);
    await expectMessages(page, email, 1);
  });

  test("the draft comes back after a reload, without the résumé", async ({ page }, testInfo) => {
    const values = application(uniqueEmail(testInfo));
    await fill(page, values);
    await resumeInput(page).setInputFiles(pdf);
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expectValuesKept(page, values);
    await expect(shownFile(page, pdf.name)).toHaveCount(0);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(
      pdf.name,
    );
  });

  test("the whole application, résumé included, works from the keyboard", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await field(page, labels.name).focus();
    // At a brisk person's pace (a whole form in an instant is taken for a script).
    await page.keyboard.type("Asha Raman", { delay: 50 });
    await page.keyboard.press("Tab");
    await expect(field(page, labels.contact)).toBeFocused();
    await page.keyboard.type("+91 98765 43210", { delay: 50 });
    await page.keyboard.press("Tab");
    await expect(field(page, labels.email)).toBeFocused();
    await page.keyboard.type(email, { delay: 50 });
    await page.keyboard.press("Tab");
    await expect(resumeInput(page)).toBeFocused();
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (await chooser).setFiles(pdf);
    await expect(shownFile(page, pdf.name)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(form(page).getByRole("button", { name: `Remove ${pdf.name}` })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field(page, labels.interest)).toBeFocused();
    await page.keyboard.type("Tool room apprentice.");
    await page.keyboard.press("Tab");
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText(formMessages.success);
    const [message] = await expectMessages(page, email, 1);
    expect(message?.attachments).toHaveLength(1);
  });

  test("axe finds no violations with errors and a refused résumé shown", async ({ page }) => {
    await resumeInput(page).setInputFiles({
      name: "a.png",
      mimeType: "image/png",
      buffer: Buffer.from("x"),
    });
    await submit(page).click();
    await expect(alert(page)).toHaveText(formMessages.summary);
    const results = await new AxeBuilder({ page })
      .include("form")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
});

test.describe("form code loads only where it is used", () => {
  test("no other page fetches the forms or the sending code; the forms fetch it on use", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "bundles are the same at every width");
    // Six page loads, each until its scripts are in: several tests' share on a busy machine.
    test.setTimeout(180_000);
    // The e-mail check's top-level-domain pattern: only the forms' code has it (their words come
    // with the page's data, not in a script).
    const formCode = "xn--[a-z0-9-]{1,59}";
    for (const path of ["/", "/services", "/product", "/manufacturing"]) {
      const scripts = (await loadedScripts(page, path)).join("\n");
      expect(scripts, path).not.toContain(formCode);
      expect(scripts, path).not.toContain("/api/v1.0/email/send");
    }
    for (const path of ["/contact-us", "/careers"]) {
      const scripts = (await loadedScripts(page, path)).join("\n");
      expect(scripts, path).toContain(formCode);
      expect(scripts, path).not.toContain("/api/v1.0/email/send");
    }
    const sender = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === "script" &&
        (await response.text()).includes("/api/v1.0/email/send-form"),
    );
    await page.getByLabel(labels.name, { exact: true }).focus();
    await sender;
  });
});
