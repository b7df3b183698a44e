import type { Page } from "@playwright/test";
import { embedUrl } from "~/sections/home/video-facade";
import { readContent } from "../e2e/content";
import { expect, ROUTES, test, visit } from "../e2e/fixtures";
import { formParts, uniqueEmail } from "../e2e/forms-helpers";
import { mapLinks, site } from "../e2e/site";
import { NODE_ORIGIN, outboxFrom, recordPolicyViolations, scrollToBottom } from "./nginx-helpers";

const careersForm = readContent("forms/careers-form");
const contactForm = readContent("forms/contact-form");
const formMessages = readContent("forms/shared").messages;
const factoryVideo = readContent("home/factory-video");

/** Answers the video player and the map with small pages, so no test reaches the network. */
async function stubEmbeds(page: Page): Promise<void> {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><p>player</p>" }),
  );
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><p>map</p>" }),
  );
}

test.describe("nginx: the site in a browser under the policy", () => {
  test.beforeEach(async ({ page }) => {
    await stubEmbeds(page);
  });

  for (const route of [...ROUTES, { path: "/no/such-page" }]) {
    test(`${route.path} runs with zero policy violations, top to bottom`, async ({ page }) => {
      // Long pages with pinned strips, scrolled like a reader would.
      test.setTimeout(120_000);
      const violations = await recordPolicyViolations(page);
      await visit(page, route.path);
      // The site's stylesheet applied (a blocked one would leave the page unstyled).
      expect(
        await page.evaluate(() => getComputedStyle(document.body).fontFamily.toLowerCase()),
      ).toContain("manrope");
      await scrollToBottom(page);
      expect(await violations()).toEqual([]);
    });
  }

  test("the video player and the map load in their frames", async ({ page }) => {
    const violations = await recordPolicyViolations(page);
    await visit(page, "/");
    const play = page.getByRole("button", { name: factoryVideo.playLabel });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    const player = page.frameLocator(`iframe[title="${factoryVideo.playerTitle}"]`);
    await expect(player.locator("p")).toHaveText("player");
    expect(page.frames().some((frame) => frame.url() === embedUrl(site.factoryVideoId))).toBe(true);

    await visit(page, "/contact-us");
    const map = page.locator(`iframe[src="${mapLinks().embedUrl}"]`);
    await map.scrollIntoViewIfNeeded();
    await expect(page.frameLocator(`iframe[src="${mapLinks().embedUrl}"]`).locator("p")).toHaveText(
      "map",
    );
    expect(await violations()).toEqual([]);
  });
});

test.describe("nginx: both forms reach the e-mail origin under the policy", () => {
  test("an inquiry from the contact page arrives", async ({ page }, testInfo) => {
    const violations = await recordPolicyViolations(page);
    const contact = formParts("contact-form-title");
    const email = uniqueEmail(testInfo, "nginx-contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await visit(page, "/contact-us");
    await contact.fill(page, contactForm.labels, {
      name: "Asha Raman",
      company: "Northwind Housewares",
      email,
      contact: "+49 30 5555 0142",
      interest: "20,000 tumblers, 30 oz.",
    });
    await contact.submit(page).click();
    await expect(contact.status(page)).toHaveText(formMessages.success);
    expect(posts).toEqual([`${NODE_ORIGIN}/api/v1.0/email/send`]);
    await expect.poll(async () => (await outboxFrom(page, email)).length).toBe(1);
    expect(await violations()).toEqual([]);
  });

  test("an application with a résumé from the careers page arrives", async ({ page }, testInfo) => {
    const violations = await recordPolicyViolations(page);
    const careers = formParts("careers-form-title");
    const email = uniqueEmail(testInfo, "nginx-careers");
    await visit(page, "/careers");
    await careers.fill(page, careersForm.labels, {
      name: "Asha Raman",
      contact: "+91 98765 43210",
      email,
      interest: "Tool room apprentice.",
    });
    const resume = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
    await careers
      .form(page)
      .locator("input[type=file]")
      .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: resume });
    await careers.submit(page).click();
    await expect(careers.status(page)).toHaveText(formMessages.success);
    await expect.poll(async () => (await outboxFrom(page, email)).length).toBe(1);
    const [message] = await outboxFrom(page, email);
    expect(message?.endpoint).toBe("send-form");
    expect(message?.attachments).toEqual([
      expect.objectContaining({ field: "resume", filename: "resume.pdf", size: resume.length }),
    ]);
    expect(await violations()).toEqual([]);
  });
});
