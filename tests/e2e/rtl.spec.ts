import type { Locator, Page } from "@playwright/test";
import { readCatalogue, readContent } from "./content";
import { expect, test, visit } from "./fixtures";

/** Arabic, the right-to-left language: every page, mirrored. */
const AR_PAGES = [
  "/ar",
  "/ar/services",
  "/ar/product",
  "/ar/manufacturing",
  "/ar/careers",
  "/ar/contact-us",
];

const highlights = readContent("home/key-highlights", "ar");
const whyChoose = readContent("home/why-choose", "ar");
const sectionText = readContent("product/category-sections", "ar");
const firstCategory = readCatalogue("ar")[0]?.category.heading ?? "";
/** What screen readers call a carousel and its slides in Arabic. */
const { carouselRole, slideRole } = readContent("layout/navigation", "ar").assistive;

/** How far the page can scroll sideways, in px (right to left, the overflow lies on the left). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A carousel's moving row, its frame (the row's clipping parent) and its slides' boxes. */
function carousel(page: Page, name: string) {
  const region = page.locator(
    `section[aria-roledescription="${carouselRole}"][aria-label="${name}"]`,
  );
  const track = region.locator(`[tabindex='0']:has(> [aria-roledescription="${slideRole}"])`);
  return {
    region,
    track,
    /** Each slide's left and right edge, and the frame's, in window px. */
    boxes: () =>
      track.evaluate((row) => {
        const frame = (row.parentElement ?? row).getBoundingClientRect();
        const slides = [...row.children].map((slide) => slide.getBoundingClientRect());
        return {
          frame: { left: frame.left, right: frame.right },
          slides: slides.map((r) => ({
            left: r.left,
            right: r.right,
            centre: r.left + r.width / 2,
          })),
        };
      }),
  };
}

/** Where a line drawing points on screen: +1 right, -1 left, read from its path and CSS transform. */
function pointing(icon: Locator): Promise<number> {
  return icon.evaluate((svg) => {
    const path = svg.querySelector("path") as SVGPathElement;
    const length = path.getTotalLength();
    // A chevron's tip is halfway along its stroke.
    const start = path.getPointAtLength(0);
    const tip = path.getPointAtLength(length / 2);
    const m = new DOMMatrix(
      getComputedStyle(svg).transform === "none" ? undefined : getComputedStyle(svg).transform,
    );
    return Math.sign(m.a * (tip.x - start.x) + m.c * (tip.y - start.y));
  });
}

test.describe("Arabic pages read right to left", () => {
  test("no page scrolls sideways (375 px on mobile, 1440 px on desktop)", async ({
    page,
  }, testInfo) => {
    if (testInfo.project.name === "desktop")
      await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of AR_PAGES) {
      await visit(page, path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
      // Once the carousels and pinned strips have started too.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      expect(await sideways(page), `${path}, scrolled down`).toBeLessThanOrEqual(0);
    }
  });

  test("Arabic text is never letter-spaced (it would tear the joined letters apart)", async ({
    page,
  }) => {
    for (const path of ["/ar", "/ar/services", "/ar/manufacturing"]) {
      await visit(page, path);
      const spaced = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          // Elements that draw Arabic words of their own (text nodes, not only their children's).
          .filter((el) => el.closest("[lang]")?.getAttribute("lang") === "ar")
          .filter((el) =>
            [...el.childNodes].some(
              (n) =>
                n.nodeType === Node.TEXT_NODE && /\p{Script=Arabic}/u.test(n.textContent ?? ""),
            ),
          )
          .filter((el) => !["normal", "0px"].includes(getComputedStyle(el).letterSpacing))
          .map(
            (el) =>
              `${el.tagName} ${getComputedStyle(el).letterSpacing} ${el.textContent?.slice(0, 30)}`,
          ),
      );
      expect(spaced, path).toEqual([]);
    }
  });

  test("the phone number reads +91 first, left to right, wherever it shows", async ({ page }) => {
    await visit(page, "/ar/contact-us");
    // Where each shown number's first and last characters are drawn (the menu's is hidden).
    const ends = await page.locator('a[href^="tel:"]').evaluateAll((links) =>
      links
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => {
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          let text: Node | null = walker.nextNode();
          while (text && !/^\+/.test(text.textContent ?? "")) text = walker.nextNode();
          if (!text) return { first: 0, last: 0, found: false };
          const at = (offset: number) => {
            const range = document.createRange();
            range.setStart(text, offset);
            range.setEnd(text, offset + 1);
            return range.getBoundingClientRect().left;
          };
          return { first: at(0), last: at((text.textContent ?? "").length - 1), found: true };
        }),
    );
    expect(ends.length).toBeGreaterThanOrEqual(2);
    for (const { first, last, found } of ends) {
      expect(found).toBe(true);
      expect(first).toBeLessThan(last);
    }
  });

  test("the office address reads from the right, street first, its Latin parts left to right", async ({
    page,
  }) => {
    await visit(page, "/ar/contact-us");
    const country = readContent("site", "ar").address.country;
    // Every shown address (the contact details, Visit Us, the footer): its parts' boxes.
    const addresses = await page.locator("address").evaluateAll((elements) =>
      elements
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const parts = [...el.querySelectorAll("bdi")].map((bdi) => {
            // Plain boxes: a DOMRect does not cross into the test.
            const rects = [...bdi.getClientRects()].map(({ top, bottom, left, right }) => ({
              top,
              bottom,
              left,
              right,
            }));
            return { text: bdi.textContent ?? "", first: rects[0], last: rects.at(-1) };
          });
          // The street's first and seventh characters ("P" and "4" of "Plot 14"), on one line.
          const street = el.querySelector("bdi")?.firstChild;
          const at = (offset: number) => {
            const range = document.createRange();
            range.setStart(street as Node, offset);
            range.setEnd(street as Node, offset + 1);
            return range.getBoundingClientRect().left;
          };
          return { parts, streetStart: at(0), streetSeventh: at(6) };
        }),
    );
    expect(addresses.length).toBeGreaterThanOrEqual(3);
    for (const { parts, streetStart, streetSeventh } of addresses) {
      expect(parts.map((part) => part.text).at(-1)).toBe(country);
      expect(parts).toHaveLength(4);
      // Each next part is on a later line, or on the same line to the left of the one before.
      for (let i = 1; i < parts.length; i++) {
        const before = parts[i - 1]?.last;
        const next = parts[i]?.first;
        if (!before || !next) throw new Error(`address part ${i} is not drawn`);
        // (Glyph boxes are taller than the line: a later line starts below the middle of this one.)
        const laterLine = next.top > (before.top + before.bottom) / 2;
        if (!laterLine) expect(next.right, parts[i]?.text).toBeLessThanOrEqual(before.left + 1);
      }
      expect(streetStart).toBeLessThan(streetSeventh);
    }
  });

  test("the call-to-action arrow points left", async ({ page }) => {
    await visit(page, "/ar");
    const button = page
      .locator("main a")
      .filter({ hasText: readContent("home/hero", "ar").cta.label });
    // The arrow is a box's top and right borders, turned: its corner is the tip.
    const tipX = await button.evaluate((link) => {
      const m = new DOMMatrix(getComputedStyle(link, "::after").transform);
      return m.a * 1 + m.c * -1;
    });
    expect(tipX).toBeLessThan(0);
  });

  test("a strip starts at the right edge, and Next (pointing left) brings the slide on the left", async ({
    page,
  }) => {
    await visit(page, "/ar");
    const strip = carousel(page, highlights.stripLabel);
    await strip.region.scrollIntoViewIfNeeded();
    await expect(strip.region).toHaveAttribute("data-ready", "");
    const before = await strip.boxes();
    const [first, second] = before.slides;
    expect(Math.abs((first?.right ?? 0) - before.frame.right)).toBeLessThan(2);
    expect(second?.right ?? 0).toBeLessThanOrEqual((first?.left ?? 0) + 1);

    const next = strip.region.getByRole("button", { name: highlights.nextLabel });
    const previous = strip.region.getByRole("button", { name: highlights.prevLabel });
    expect(await pointing(next.locator("svg"))).toBe(-1);
    expect(await pointing(previous.locator("svg"))).toBe(1);

    await next.click();
    // The row moves rightwards: the second slide comes to where the first one stood.
    await expect
      .poll(async () => {
        const { frame, slides } = await strip.boxes();
        return Math.abs(Math.round((slides[1]?.right ?? 0) - frame.right));
      })
      .toBe(0);
  });

  test("the product strip steps leftwards, one product at a time", async ({ page }) => {
    await visit(page, "/ar/product");
    const name = sectionText.stripLabel.replaceAll("{category}", firstCategory);
    const strip = carousel(page, name);
    await strip.region.scrollIntoViewIfNeeded();
    await expect(strip.region).toHaveAttribute("data-ready", "");
    const { frame, slides } = await strip.boxes();
    expect(Math.abs((slides[0]?.right ?? 0) - frame.right)).toBeLessThan(2);
    expect(slides[1]?.right ?? 0).toBeLessThanOrEqual((slides[0]?.left ?? 0) + 1);
    await strip.region
      .getByRole("button", { name: sectionText.nextLabel.replaceAll("{category}", firstCategory) })
      .click();
    await expect
      .poll(async () => {
        const now = await strip.boxes();
        return Math.abs(Math.round((now.slides[1]?.right ?? 0) - now.frame.right));
      })
      .toBe(0);
  });

  test.describe("under reduced motion (no autoplay)", () => {
    test.use({ reducedMotion: "reduce" });

    test("Why Choose: the next slide waits on the left and ArrowLeft brings it in", async ({
      page,
    }) => {
      await visit(page, "/ar");
      const why = carousel(page, whyChoose.carouselLabel);
      await why.region.scrollIntoViewIfNeeded();
      await expect(why.region).toHaveAttribute("data-ready", "");
      const { slides } = await why.boxes();
      expect(slides[1]?.centre ?? 0).toBeLessThan(slides[0]?.centre ?? 0);
      await why.track.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(why.region.locator('[data-index="1"]')).toHaveAttribute("data-current", "");
      await page.keyboard.press("ArrowRight");
      await expect(why.region.locator('[data-index="0"]')).toHaveAttribute("data-current", "");
    });
  });

  test("the pinned process strip moves rightwards until its last step stands where the first began", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the strip pins only wider than 1024 px");
    await visit(page, "/ar");
    const section = page.locator("[data-pin-box] > section");
    await expect(section).toHaveAttribute("data-pinned", "");
    const at = (where: "start" | "end") =>
      section.evaluate(async (stuck: HTMLElement, end) => {
        const box = stuck.parentElement as HTMLElement;
        const top = box.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({
          top: top + (end ? box.offsetHeight - stuck.offsetHeight : 0),
          behavior: "instant",
        });
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const cards = [...stuck.querySelectorAll("[role='group'][aria-roledescription]")];
        return cards.map((card) => card.getBoundingClientRect().right);
      }, where === "end");
    const start = await at("start");
    // Right to left the steps run leftwards from the first.
    expect(start[1] ?? 0).toBeLessThan(start[0] ?? 0);
    const end = await at("end");
    expect(end[0] ?? 0).toBeGreaterThan((start[0] ?? 0) + 100);
    expect(Math.abs((end.at(-1) ?? 0) - (start[0] ?? 0))).toBeLessThan(4);
  });
});

test.describe("Arabic without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a native carousel row starts at its right edge", async ({ page }) => {
    await page.goto("/ar");
    const strip = carousel(page, highlights.stripLabel);
    await strip.region.scrollIntoViewIfNeeded();
    const { frame, slides } = await strip.boxes();
    expect(Math.abs((slides[0]?.right ?? 0) - frame.right)).toBeLessThan(2);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});
