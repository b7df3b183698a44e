// @vitest-environment jsdom
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { escapeHtml, renderShareImage, shareImageHtml } from "./share-image.mjs";

/** A tagline the schema accepts (60 characters at most) that would run script as markup. */
const HOSTILE = "<img src=x onerror=document.body.style.background='#fff'>";

describe("the share image's page", () => {
  it("shows the company name and tagline as text, never as markup", () => {
    expect(HOSTILE.length).toBeLessThanOrEqual(60);
    const html = shareImageHtml({
      name: `Kaveri "Forge" & Sons</div><script>x()</script>`,
      tagline: HOSTILE,
      font: Buffer.from(""),
      icon: Buffer.from("<svg/>"),
    });
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.querySelector("h1")?.textContent).toBe(HOSTILE);
    expect(page.querySelector(".brand")?.textContent).toBe(
      `Kaveri "Forge" & Sons</div><script>x()</script>`,
    );
    // The logo is the only element of its kind: nothing came from the content.
    expect(page.querySelectorAll("img")).toHaveLength(1);
    expect(page.querySelectorAll("script")).toHaveLength(0);
  });

  it("escapes every character that could end text or an attribute", () => {
    expect(escapeHtml(`<a href='x' title="y">&amp;</a>`)).toBe(
      "&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;amp;&lt;/a&gt;",
    );
  });
});

describe("rendering the share image", () => {
  it("runs no script in the page: a black page stays black", async () => {
    const html = `<!doctype html><body style="margin:0;background:#000">
      <script>document.body.style.background = "#fff"</script>
      <img src="x" onerror="document.body.style.background = '#fff'"></body>`;
    const png = await renderShareImage(html);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    expect([...data.subarray(0, 3)]).toEqual([0, 0, 0]);
  }, 60_000);
});
