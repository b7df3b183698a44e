import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { Locale } from "~/lib/locales";
import { readContent } from "./content";
import { expect, test } from "./fixtures";
import { expectMessages, formParts, uniqueEmail } from "./forms-helpers";

/**
 * A visitor on a slow phone types while the page's scripts are still on their way. Scripts are
 * held back here (every `.js` request waits) until the form is filled, then let through: the
 * form must keep and send what was typed, however long its scripts took.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return async () => {
    release();
    await page.waitForSelector("html[data-hydrated]");
  };
}

const resume = {
  name: "cv.docx",
  mimeType: "",
  buffer: readFileSync("tests/fixtures/resume.docx"),
};

const FORMS = [
  { kind: "contact", path: "/contact-us", titleId: "contact-form-title" },
  { kind: "careers", path: "/careers", titleId: "careers-form-title" },
] as const;

const LANGUAGES: Locale[] = ["en", "de", "ar"];

for (const locale of LANGUAGES)
  for (const { kind, path, titleId } of FORMS) {
    const address = locale === "en" ? path : `/${locale}${path}`;
    const { labels } = readContent(`forms/${kind}-form`, locale);
    const formMessages = readContent("forms/shared", locale).messages;
    const { field, submit, status, form } = formParts(titleId);

    test(`${address}: what is typed (and the résumé chosen) before the scripts run is kept and sent`, async ({
      page,
    }, testInfo) => {
      const letThrough = await holdScripts(page);
      await page.goto(address, { waitUntil: "domcontentloaded" });
      const email = uniqueEmail(testInfo);
      const typed: Record<string, string> = {
        name: "Asha Raman",
        email,
        contact: "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧",
        interest: "20,000 tumblers.\nசென்னை delivery",
        ...(kind === "contact" && { company: "Northwind" }),
      };
      // Typed key by key, as a person does, into the prerendered inputs.
      for (const [name, value] of Object.entries(typed))
        await field(page, labels[name as keyof typeof labels]).pressSequentially(value);
      if (kind === "careers") await form(page).locator("input[type=file]").setInputFiles(resume);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

      await letThrough();
      for (const [name, value] of Object.entries(typed))
        await expect(field(page, labels[name as keyof typeof labels])).toHaveValue(value);
      if (kind === "careers")
        await expect(form(page).getByText(resume.name, { exact: true }).first()).toBeVisible();

      await submit(page).click();
      await expect(status(page)).toHaveText(formMessages.success);
      const [message] = await expectMessages(page, email, 1);
      expect(message?.params).toMatchObject({
        ...typed,
        // A multipart body (the careers form's) carries line breaks as CR LF, as HTML forms do.
        interest: kind === "careers" ? typed.interest?.replace(/\n/g, "\r\n") : typed.interest,
        contact: "+971 50 123 4567",
        locale,
      });
      if (kind === "careers")
        expect(message?.attachments.map((file) => file.filename)).toEqual([resume.name]);
    });
  }

test("a saved draft fills only the fields nobody typed in before the scripts ran", async ({
  page,
}) => {
  const { labels } = readContent("forms/contact-form");
  const { field } = formParts("contact-form-title");
  await page.goto("/contact-us");
  await page.waitForSelector("html[data-hydrated]");
  await page.evaluate(() =>
    sessionStorage.setItem(
      "kf-draft:contact",
      JSON.stringify({ name: "From the draft", company: "Draft GmbH", interest: "Draft text" }),
    ),
  );
  const letThrough = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await field(page, labels.name).pressSequentially("Typed first");
  await letThrough();
  await expect(field(page, labels.name)).toHaveValue("Typed first");
  await expect(field(page, labels.company)).toHaveValue("Draft GmbH");
  await expect(field(page, labels.interest)).toHaveValue("Draft text");
});
