/**
 * Lists every h1, h2, h3, p and li in main that a reader cannot see: no box, not visible, faded,
 * or cut off sideways by a box that does not scroll. Text in a disclosure its toggle says is
 * collapsed is left out when `skipCollapsed` (it opens on focus or tap; with scripts off nothing
 * can open it, so it must show). Runs in the browser.
 */
export function unreadableText(skipCollapsed: boolean): string[] {
  const collapsed = skipCollapsed
    ? [...document.querySelectorAll("[aria-expanded='false'][aria-controls]")].flatMap((toggle) =>
        (toggle.getAttribute("aria-controls") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)),
      )
    : [];
  const inScroller = (el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if ((o === "auto" || o === "scroll") && p.scrollWidth > p.clientWidth) return true;
    }
    return false;
  };
  const problems: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, p, li)")) {
    if (el.closest(".visually-hidden") || el.getAttribute("aria-live")) continue;
    if (collapsed.some((region) => region?.contains(el))) continue;
    if (!el.textContent?.trim()) continue;
    const name = `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}"`;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    let opacity = 1;
    for (let p: Element | null = el; p; p = p.parentElement)
      opacity *= Number(getComputedStyle(p).opacity);
    if (rect.width < 1 || rect.height < 1) problems.push(`${name}: no box`);
    else if (style.visibility !== "visible") problems.push(`${name}: ${style.visibility}`);
    else if (opacity < 0.999) problems.push(`${name}: opacity ${opacity.toFixed(2)}`);
    else if (!el.closest("[aria-roledescription='slide']") && !inScroller(el)) {
      // Sideways (carousel slides are checked on their own, rows that scroll reach their items).
      const page = document.documentElement.clientWidth;
      if (rect.left < -1 || rect.right > page + 1)
        problems.push(
          `${name}: off-screen sideways (${Math.round(rect.left)}..${Math.round(rect.right)})`,
        );
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowX === "visible") continue;
        const box = p.getBoundingClientRect();
        if (rect.right <= box.left + 1 || rect.left >= box.right - 1)
          problems.push(`${name}: clipped away by ${p.tagName.toLowerCase()}.${p.className}`);
      }
    }
  }
  return problems;
}

/** Reveal blocks that are still hidden or moved (pending, or stuck mid-way). Runs in the browser. */
export function hiddenReveals(): string[] {
  return [...document.querySelectorAll<HTMLElement>("[data-reveal]")].flatMap((el) => {
    const style = getComputedStyle(el);
    const isMoved = style.transform !== "none" && style.transform !== "matrix(1, 0, 0, 1, 0, 0)";
    return el.classList.contains("is-reveal-pending") || style.opacity !== "1" || isMoved
      ? [`${el.className}: opacity ${style.opacity}, transform ${style.transform}`]
      : [];
  });
}

/**
 * Brings every carousel slide into view in turn (scrolling its row, or with the carousel's own
 * "Go to slide N" button where a script moves the row) and lists those that do not arrive. Runs in
 * the browser; without scripts only scrolling can bring a slide in.
 */
export async function unreachableSlides(hasScripts: boolean): Promise<string[]> {
  // With scripts off the page runs no frames or timers: instant scrolls lay out synchronously.
  const frame = () =>
    hasScripts ? new Promise((resolve) => requestAnimationFrame(resolve)) : Promise.resolve();
  const problems: string[] = [];
  for (const carousel of document.querySelectorAll("[aria-roledescription='carousel']")) {
    const label = carousel.getAttribute("aria-label");
    const slides = [...carousel.querySelectorAll<HTMLElement>("[aria-roledescription='slide']")];
    if (slides.length === 0) problems.push(`${label}: no slides`);
    for (const [i, slide] of slides.entries()) {
      if (getComputedStyle(slide).display === "none") {
        problems.push(`${label} slide ${i + 1}: display none`);
        continue;
      }
      const inView = () => {
        const r = slide.getBoundingClientRect();
        const width = document.documentElement.clientWidth;
        return r.width > 0 && r.left >= -2 && r.left < width - 0.5 * Math.min(r.width, width);
      };
      slide.scrollIntoView({ behavior: "instant", block: "center", inline: "start" });
      await frame();
      const dot = carousel.querySelector<HTMLButtonElement>(
        `button[aria-label^="Go to slide ${i + 1}:"]`,
      );
      if (!inView() && dot && hasScripts) {
        dot.click();
        for (let f = 0; f < 30 && !inView(); f++) await frame();
      }
      if (!inView()) problems.push(`${label} slide ${i + 1}: cannot be brought into view`);
    }
  }
  return problems;
}
