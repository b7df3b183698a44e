import type { Page } from "@playwright/test";

/** Scrolls through the whole page and back to the top so every lazy part has arrived. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo({ top: y, behavior: "instant" });
      await pause();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await pause();
  });
  // A block passed between two frames (a slow machine) never intersected, and one armed late (its
  // observer's first report came after the pass) still waits: visit what waits until nothing has
  // waited for a quiet moment, or the time is up.
  const deadline = Date.now() + 30_000;
  let quietChecks = 0;
  while (quietChecks < 3 && Date.now() < deadline) {
    const pending = await page.evaluate(async () => {
      const waiting = [...document.querySelectorAll(".is-reveal-pending")];
      for (const el of waiting) {
        el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      if (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      return waiting.length;
    });
    quietChecks = pending === 0 ? quietChecks + 1 : 0;
  }
  // Reveal transitions (0.9 s at most) and lazily loaded chunks finish.
  await page.waitForFunction(
    () => document.querySelectorAll(".is-reveal-pending").length === 0,
    undefined,
    { timeout: 10_000 },
  );
  await waitForTransitions(page);
  await renderOffscreenParts(page);
}

/**
 * The page lays out a section only when it comes near the window (`content-visibility: auto`), and
 * skips those far from it again. Checkers that read colours and boxes from the rendering (axe's
 * contrast, pa11y) would find no boxes there: have the browser render every part for them. What
 * they measure (colours, sizes, order) is the same either way.
 */
export async function renderOffscreenParts(page: Page): Promise<void> {
  // Through the CSSOM: the page's policy allows no inline style sheet.
  await page.evaluate(() => {
    for (const part of document.querySelectorAll<HTMLElement>("main > *, body > [data-static]"))
      part.style.contentVisibility = "visible";
  });
}

/** Waits until no CSS transition is running (a card opening or closing, a reveal fading in). */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
  );
}

/** Answers every request to the map and video hosts with a small local page: no network needed. */
export async function stubThirdPartyFrames(page: Page): Promise<void> {
  const body = "<!doctype html><title>stub</title><a href='#x'>inside the frame</a>";
  for (const pattern of ["https://www.openstreetmap.org/**", "**/youtube-nocookie.com/**"])
    await page.route(pattern, (route) => route.fulfill({ contentType: "text/html", body }));
}

/** Attribute the tests put on each element they expect Tab to reach. */
export const KEY_ATTR = "data-kb-key";

/**
 * Marks, in the page, every element Tab should reach and answers their descriptions: visible,
 * enabled, not inert, tabindex >= 0, one radio per group, plus scroll containers with overflow
 * and nothing focusable inside (Chromium makes those focusable). Runs in the browser.
 */
export function markTabbables(attr: string): string[] {
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(
      el.getAttribute("aria-label") ??
      el.getAttribute("title") ??
      el.textContent ??
      ""
    )
      .trim()
      .slice(0, 40)}"`;
  const selector =
    "a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable='true']";
  const isShown = (el: Element) => {
    if (el.closest("[inert]")) return false;
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const found: Element[] = [];
  const radioGroups = new Set<string>();
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || !isShown(el)) continue;
    if (el instanceof HTMLInputElement && el.type === "radio") {
      if (radioGroups.has(el.name)) continue;
      radioGroups.add(el.name);
    }
    found.push(el);
  }
  for (const el of document.querySelectorAll<HTMLElement>("body *")) {
    const style = getComputedStyle(el);
    const scrolls = (overflow: string) => overflow === "auto" || overflow === "scroll";
    const overflows =
      (scrolls(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
      (scrolls(style.overflowY) && el.scrollHeight > el.clientHeight + 1);
    if (!overflows || found.includes(el) || !isShown(el)) continue;
    if (found.some((f) => el.contains(f))) continue;
    found.push(el);
  }
  found.forEach((el, i) => {
    el.setAttribute(attr, String(i));
  });
  return found.map(describe);
}

/** What the test learns about the focused element after one press of Tab. */
export interface FocusProbe {
  key: string | null;
  description: string;
  /** Empty when the focus indicator is drawn and on screen; otherwise why not. */
  problems: string[];
}

/**
 * Describes the focused element and checks, once its position has settled, that it draws a focus
 * indicator (outline >= 2 px or a box shadow) that is on screen: inside the window, not clipped
 * away by an overflow ancestor, not under the fixed header, the element itself at its visible centre.
 * Runs in the browser.
 */
export async function probeFocus(attr: string): Promise<FocusProbe | null> {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // Focus may start a smooth scroll of a carousel track: wait until the box stops moving.
  let last = "";
  for (let i = 0; i < 60; i++) {
    const r = el.getBoundingClientRect();
    const now = `${Math.round(r.left)},${Math.round(r.top)},${window.scrollY}`;
    if (now === last) break;
    last = now;
    await frame();
    await frame();
  }
  const description = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(
    el.getAttribute("aria-label") ??
    el.getAttribute("title") ??
    el.textContent ??
    ""
  )
    .trim()
    .slice(0, 40)}"`;
  const problems: string[] = [];
  const opacityOf = (node: Element) => {
    let opacity = 1;
    for (let p: Element | null = node; p; p = p.parentElement)
      opacity *= Number(getComputedStyle(p).opacity);
    return opacity;
  };
  const drawsRing = (node: Element) => {
    const s = getComputedStyle(node);
    return (
      (s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) >= 2) ||
      s.boxShadow !== "none"
    );
  };
  // A transparent native control laid over its styled box (the resume drop zone) hands its ring to
  // that box: the nearest ancestor drawing one stands in for it.
  let ring: Element = el;
  if (opacityOf(el) < 0.5 && el.parentElement) {
    for (let p: Element | null = el.parentElement; p && p !== document.body; p = p.parentElement)
      if (drawsRing(p)) {
        ring = p;
        break;
      }
  } else if (
    // A row moving inside a still frame (a running carousel) has the frame draw its ring, and
    // only while the row has focus.
    !drawsRing(el) &&
    el.parentElement?.matches(":has(> :focus-visible)") &&
    drawsRing(el.parentElement)
  ) {
    ring = el.parentElement;
  }
  if (!drawsRing(ring)) {
    const s = getComputedStyle(ring);
    problems.push(`no focus indicator (outline ${s.outlineStyle} ${s.outlineWidth})`);
  }
  if (opacityOf(ring) < 0.5) problems.push(`faded to opacity ${opacityOf(ring)}`);

  const box = ring.getBoundingClientRect();
  let left = Math.max(box.left, 0);
  let top = Math.max(box.top, 0);
  let right = Math.min(box.right, window.innerWidth);
  let bottom = Math.min(box.bottom, window.innerHeight);
  for (let p = ring.parentElement; p && p !== document.body; p = p.parentElement) {
    const s = getComputedStyle(p);
    if (s.overflowX === "visible" && s.overflowY === "visible") continue;
    const r = p.getBoundingClientRect();
    if (s.overflowX !== "visible") {
      left = Math.max(left, r.left);
      right = Math.min(right, r.right);
    }
    if (s.overflowY !== "visible") {
      top = Math.max(top, r.top);
      bottom = Math.min(bottom, r.bottom);
    }
  }
  const isMine = (hit: Element | null) => Boolean(hit && (ring.contains(hit) || el.contains(hit)));
  // The fixed header covers what scrolls under it, unless the element paints above it (skip link).
  const header = document.querySelector("[data-site-header]");
  const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
  if (header && !header.contains(el) && top < headerBottom && bottom > top) {
    const y = (top + Math.min(bottom, headerBottom)) / 2;
    if (!isMine(document.elementFromPoint((left + right) / 2, y))) top = headerBottom;
  }
  if (right - left < 1 || bottom - top < 1) {
    problems.push(
      `not on screen (box ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)})`,
    );
  } else {
    // Centre first; a control laid over a whole panel (the gallery toggles) may have its centre
    // under the caption and still show its ring around the rest, so a 5 x 5 grid of points decides.
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    const points = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((fx) =>
      [0.1, 0.3, 0.5, 0.7, 0.9].map((fy) => [
        left + fx * (right - left),
        top + fy * (bottom - top),
      ]),
    );
    if (!isMine(hit) && !points.some(([x = 0, y = 0]) => isMine(document.elementFromPoint(x, y))))
      problems.push(
        `covered at its centre by ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : "nothing"}`,
      );
  }
  return { key: el.getAttribute(attr), description, problems };
}

/**
 * Scrolls to the bottom and straight back to the top as a reader in a hurry does (300 px every
 * 60 ms, then Home), rendering nothing by force: sections far from the window stay skipped
 * (content-visibility), as they are when a visitor's own checker runs. Then waits until the
 * header has its tone for the top and every fade that can still move has ended.
 */
export async function scrollDownAndBackUp(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo({ top: y, behavior: "instant" });
      await pause();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForFunction(
    () => document.querySelector("[data-site-header]")?.getAttribute("data-tone") === "clear",
  );
  // A transition in a skipped part does not run: waiting for it would wait for ever.
  await page.waitForFunction(() =>
    document.getAnimations().every(
      (a) =>
        !(a instanceof CSSTransition) ||
        a.playState !== "running" ||
        !(a.effect as KeyframeEffect | null)?.target?.checkVisibility({
          contentVisibilityAuto: true,
        }),
    ),
  );
}

/** Reveal elements caught between hidden and shown (opacity strictly between 0 and 1). */
export function halfFadedReveals(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("[data-reveal]")].flatMap((el) => {
      const opacity = Number(getComputedStyle(el).opacity);
      return opacity > 0 && opacity < 1
        ? [
            `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" at opacity ${opacity.toFixed(2)}`,
          ]
        : [];
    }),
  );
}
