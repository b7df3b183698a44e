import { chromium } from "@playwright/test";

const base = "http://127.0.0.1:4180";
const [lang = "de", width = "320", send = ""] = process.argv.slice(2);
const prefix = lang === "en" ? "" : `/${lang}`;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(`${base}${prefix}/product/drinkware/tumblers`);
await page.locator("main form[action*='quote'] button").first().click();
await page.waitForTimeout(500);
await page.goto(`${base}${prefix}/quote`);
await page.waitForSelector("input[inputmode=numeric]");
await page.locator("input[inputmode=numeric]").first().fill("5000");
await page.locator("select").first().scrollIntoViewIfNeeded();
await page.screenshot({ path: `/tmp/q-${lang}-${width}.png` });
const box = await page.locator("select").first().boundingBox();
console.log("select", JSON.stringify(box));
if (send) {
  await page.locator("input[inputmode=numeric]").first().fill("1");
  await page.locator("select").first().selectOption("samples");
  await page
    .getByLabel(/name|Name|nom|nombre|الاسم|氏名|お名前/i)
    .first()
    .fill("Test Buyer")
    .catch(() => {});
}
await browser.close();
