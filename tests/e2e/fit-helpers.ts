/**
 * What the fit test measures in the page: text cut off by a box that hides its overflow, and words
 * of headings and product names broken across two lines. Each function runs in the browser
 * (`page.evaluate`) and answers a list of problems, empty when everything fits.
 */

/**
 * Every visible text in the page whose box reaches past an ancestor that hides its overflow
 * (`hidden` or `clip`): a card narrower inside than its content, a name cut at "…ステンレスボ".
 * Scrollers (`auto`, `scroll`) are fine: what overflows them can be scrolled to. Left out by
 * design: visually hidden text, text in a region its toggle says is collapsed, and slides a
 * carousel's viewport shows only in part or not at all (they move in when chosen).
 */
export function cutText(): string[] {
  const hides = (style: CSSStyleDeclaration) =>
    [style.overflowX, style.overflowY].some((o) => o === "hidden" || o === "clip");
  const collapsed = [...document.querySelectorAll("[aria-expanded='false'][aria-controls]")]
    .flatMap((toggle) => (toggle.getAttribute("aria-controls") ?? "").split(" "))
    .map((id) => document.getElementById(id))
    .filter((region): region is HTMLElement => region !== null);
  const problems = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent) continue;
    if (parent.closest(".visually-hidden, script, style, noscript, template")) continue;
    if (collapsed.some((region) => region.contains(parent))) continue;
    if (getComputedStyle(parent).visibility !== "visible") continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    let rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    const slide = parent.closest<HTMLElement>("[role='group'][aria-roledescription]");
    const slideBox = slide?.getBoundingClientRect();
    for (let box: HTMLElement | null = parent.parentElement; box; box = box.parentElement) {
      if (box === document.body || box === document.documentElement) break;
      const style = getComputedStyle(box);
      // The padding box: what the box shows of its content.
      const outer = box.getBoundingClientRect();
      const left = outer.left + box.clientLeft;
      const top = outer.top + box.clientTop;
      const right = left + box.clientWidth;
      const bottom = top + box.clientHeight;
      const scrolls = [style.overflowX, style.overflowY].some(
        (o) => o === "auto" || o === "scroll",
      );
      if (scrolls) {
        // What a scroller holds can be scrolled to: from here on only its shown part counts.
        rects = rects
          .map((r) => {
            const l = Math.max(r.left, left);
            const t = Math.max(r.top, top);
            return new DOMRect(l, t, Math.min(r.right, right) - l, Math.min(r.bottom, bottom) - t);
          })
          .filter((r) => r.width > 0 && r.height > 0);
        if (rects.length === 0) break;
      }
      if (!hides(style) && style.textOverflow !== "ellipsis") continue;
      if (box.clientWidth < 2 || box.clientHeight < 2) break; // A visually hidden wrapper.
      // A carousel's frame shows the slides in view; the rest wait off to the side by design.
      if (slide && slideBox && box.contains(slide) && !slide.contains(box)) {
        const isInView = slideBox.left >= left - 1 && slideBox.right <= right + 1;
        if (!isInView) break;
      }
      const isCut = rects.some(
        (r) => r.left < left - 1 || r.right > right + 1 || r.top < top - 1 || r.bottom > bottom + 1,
      );
      const isEllipsis = style.textOverflow === "ellipsis" && box.scrollWidth > box.clientWidth + 1;
      if (isCut || isEllipsis) {
        const section = box.closest("section, article, li")?.querySelector("h1, h2, h3");
        const where = `${box.tagName.toLowerCase()}.${String(box.className).split(" ")[0]} in "${section?.textContent?.trim().slice(0, 30)}" (text ${rects.map((r) => `${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`).join(" ")}; box ${Math.round(left)},${Math.round(top)}..${Math.round(right)},${Math.round(bottom)})`;
        problems.add(`"${text.slice(0, 40)}" cut by ${where}`);
        break;
      }
    }
  }
  return [...problems];
}

/**
 * Words of headings and of product and category names (links to their pages) that break across
 * two lines: a word's Range has boxes on two lines. For Japanese a "word" is what the platform's
 * word segmenter finds (真空, 二重, 構造, ステンレス): phrase-aware breaking keeps whole phrases,
 * which are made of these. A break the browser marks with a hyphen (`hyphens: auto`, at a
 * hyphenation point of the page's language) is allowed: such a word still breaks when
 * `overflow-wrap` and `word-break` allow no other break. A heading made small enough to fit, or
 * with no width at all, is a problem too: under `MIN_READABLE_PX`.
 */
export function brokenWords(): string[] {
  /** Smaller than this a heading or product name cannot be read (the body text is 16 px). */
  const MIN_READABLE_PX = 11;
  const lines = (range: Range) => {
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const tops: number[] = [];
    for (const r of rects)
      if (!tops.some((top) => Math.abs(top - r.top) < r.height / 2)) tops.push(r.top);
    return tops.length;
  };
  const problems = new Set<string>();
  const elements = document.querySelectorAll<HTMLElement>(
    "h1, h2, h3, h4, main a[href*='/product/']",
  );
  for (const el of elements) {
    if (el.closest(".visually-hidden, [aria-hidden='true']")) continue;
    if (el.matches("a") && el.closest("h1, h2, h3, h4")) continue; // Measured with its heading.
    if (getComputedStyle(el).visibility !== "visible" || el.getClientRects().length === 0) continue;
    // Shrunk to fit a box it sizes itself (a query container has no width of its own): unreadable.
    const readable = [el, ...el.querySelectorAll("*")].every(
      (part) => parseFloat(getComputedStyle(part).fontSize) >= MIN_READABLE_PX,
    );
    if (el.textContent?.trim() && (el.getBoundingClientRect().width < 1 || !readable))
      problems.add(
        `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 50)}" unreadable`,
      );
    const lang = el.closest("[lang]")?.getAttribute("lang") ?? "en";
    const segmenter = new Intl.Segmenter(lang, { granularity: "word" });
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(".visually-hidden, [aria-hidden='true']")) continue;
      const text = node.textContent ?? "";
      for (const { segment, index, isWordLike } of segmenter.segment(text)) {
        if (!isWordLike || segment.length < 2) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        if (lines(range) < 2) continue;
        // Would it still break with hyphenation as the only way? Then the browser hyphenated it.
        const style = parent.style;
        const { overflowWrap, wordBreak } = style;
        style.overflowWrap = "normal";
        style.wordBreak = lang.startsWith("ja") ? "auto-phrase" : "normal";
        const isHyphenated = getComputedStyle(parent).hyphens !== "none" && lines(range) >= 2;
        style.overflowWrap = overflowWrap;
        style.wordBreak = wordBreak;
        if (!isHyphenated)
          problems.add(
            `"${segment}" broken in ${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 50)}"`,
          );
      }
    }
  }
  return [...problems];
}

/**
 * Every visible choice list (`<select>`) narrower than its longest choice: the chosen word is
 * drawn inside the control, beside its arrow, where no text node shows it ("Stück" cut to
 * "Stüc" at 320 px). The width it needs is its own width left to size itself (a copy at
 * `width: auto` beside it, removed after).
 */
export function cutChoices(): string[] {
  const problems: string[] = [];
  for (const select of document.querySelectorAll("select")) {
    const box = select.getBoundingClientRect();
    if (box.width === 0 || getComputedStyle(select).visibility !== "visible") continue;
    const copy = select.cloneNode(true) as HTMLSelectElement;
    copy.removeAttribute("id");
    Object.assign(copy.style, {
      position: "absolute",
      visibility: "hidden",
      width: "auto",
      minWidth: "0",
      maxWidth: "none",
      flex: "none",
    });
    select.after(copy);
    const needed = copy.getBoundingClientRect().width;
    copy.remove();
    if (box.width + 0.5 < needed) {
      const longest = [...select.options]
        .map((option) => option.text)
        .sort((a, b) => b.length - a.length)[0];
      problems.push(
        `choice list ${select.id || select.name} is ${Math.round(box.width)}px, "${longest}" needs ${Math.round(needed)}px`,
      );
    }
  }
  return problems;
}
