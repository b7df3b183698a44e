import { readdirSync } from "node:fs";
import { readContent } from "../e2e/content";
import { expect, test, visit } from "../e2e/fixtures";
import { rawGet, recordPolicyViolations } from "./nginx-helpers";

const INDEX_DIR = "build/client/pagefind";
const fragment = readdirSync(`${INDEX_DIR}/fragment`).find((file) => file.startsWith("ja_"));

test.describe("nginx: the product search", () => {
  test("sends the index's gzip-inside files as they are, revalidated; its script and entry compressed", async ({
    baseURL,
  }) => {
    const gzip = { "Accept-Encoding": "gzip" };
    for (const file of [`fragment/${fragment}`, "wasm.unknown.pagefind"]) {
      const response = await rawGet(`${baseURL}/pagefind/${file}`, gzip);
      expect(response.status, file).toBe(200);
      expect(response.headers["content-type"], file).toBe("application/octet-stream");
      expect(response.headers["content-encoding"], file).toBeUndefined();
      expect(response.headers["cache-control"], file).toBe("no-cache");
      // Pagefind's own gzip, untouched: its magic bytes come first.
      expect([...response.body.subarray(0, 2)], file).toEqual([0x1f, 0x8b]);
    }
    const script = await rawGet(`${baseURL}/pagefind/pagefind.js`, gzip);
    expect(script.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(script.headers["content-encoding"]).toBe("gzip");
    const entry = await rawGet(`${baseURL}/pagefind/pagefind-entry.json`);
    expect(entry.headers["content-type"]).toBe("application/json");
  });

  test("finds a product in Japanese under the strict policy, with no violation", async ({
    page,
  }) => {
    const violations = await recordPolicyViolations(page);
    const label = readContent("layout/search", "ja").label;
    await visit(page, "/ja");
    await page.locator("header").getByRole("button", { name: label }).click();
    await page.getByRole("dialog").getByRole("searchbox").fill("タンブラー");
    await expect(page.getByRole("dialog").getByRole("link").first()).toHaveAttribute(
      "href",
      "/ja/product/drinkware/tumblers",
    );
    expect(await violations()).toEqual([]);
  });
});
