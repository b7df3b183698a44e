import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/**
 * Scrolls the window to `top` and, in the very task the header takes its new tone, reads what it
 * paints: its background colour and the current page's link colour.
 */
function scrollAndReadHeader(page: Page, top: number, tone: string) {
  return page.evaluate(
    ([y, wanted]) =>
      new Promise<{ background: string; activeLink: string }>((resolve) => {
        const header = document.querySelector("header") as HTMLElement;
        const read = () => ({
          background: getComputedStyle(header).backgroundColor,
          activeLink: getComputedStyle(header.querySelector('a[aria-current="page"]') as Element)
            .color,
        });
        const observer = new MutationObserver(() => {
          if (header.dataset.tone !== wanted) return;
          observer.disconnect();
          resolve(read());
        });
        observer.observe(header, { attributes: true, attributeFilter: ["data-tone"] });
        window.scrollTo({ top: y, behavior: "instant" });
      }),
    [top, tone] as [number, string],
  );
}

test.describe("the header over the dark banner", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the links are in the bar from 1025 px");
  });

  test("changes background and link colour together when scrolled back to the top", async ({
    page,
  }) => {
    await visit(page, "/services");
    const solid = await scrollAndReadHeader(page, 1200, "solid");
    expect(solid.background).toBe("rgb(255, 255, 255)");
    // Back at the top the active link turns saffron: the white behind it must be gone at once,
    // not fading out under it (that read #f2a93b on #ffffff).
    const clear = await scrollAndReadHeader(page, 0, "clear");
    expect(clear.activeLink).toBe("rgb(242, 169, 59)");
    expect(clear.background).toBe("rgba(0, 0, 0, 0)");
    const results = await new AxeBuilder({ page })
      .include("header")
      .withRules(["color-contrast"])
      .analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  });
});
