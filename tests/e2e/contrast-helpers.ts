import type { Page } from "@playwright/test";

/** Attribute on the elements the contrast check measures; its value is their index. */
export const TARGET_ATTR = "data-contrast-target";
/** Attribute that turns one element's text transparent for the background screenshot. */
const PROBE_ATTR = "data-contrast-probe";

/** Where the text sits and what it needs, read before it is made transparent. */
export interface TextSample {
  description: string;
  /** Viewport box of the text itself (not the element's padding), below the fixed header. */
  clip: { x: number; y: number; width: number; height: number } | null;
  color: [number, number, number, number];
  required: number;
}

/**
 * Marks every element that has its own text inside `roots` (the hero, the banners) and the elements
 * the axe selectors name. Answers how many it marked. Runs in the browser.
 */
export function markTargets([attr, roots, selectors]: [string, string, string[]]): number {
  const found = new Set<Element>();
  for (const root of document.querySelectorAll(roots))
    for (const el of [root, ...root.querySelectorAll("*")])
      if ([...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim())) found.add(el);
  for (const selector of selectors) {
    const el = document.querySelector(selector);
    if (el) found.add(el);
  }
  [...found].forEach((el, i) => {
    el.setAttribute(attr, String(i));
  });
  return found.size;
}

/**
 * Scrolls target `index` to the middle of the window and reads its text box, colour and the
 * contrast it needs (3 for large text, else 4.5); null when the text is not shown (hidden captions,
 * visually hidden labels). Then turns its text transparent. Runs in the browser.
 */
export async function prepareSample([attr, probe, index]: [
  string,
  string,
  number,
]): Promise<TextSample | null> {
  const el = document.querySelector<HTMLElement>(`[${attr}="${index}"]`);
  if (!el) return null;
  el.scrollIntoView({ block: "center", behavior: "instant" });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  await frame();
  let opacity = 1;
  for (let p: Element | null = el; p; p = p.parentElement)
    opacity *= Number(getComputedStyle(p).opacity);
  const style = getComputedStyle(el);
  // The box of the shown text only: visually hidden hints ("opens in a new tab") sit elsewhere.
  const r = {
    left: Infinity,
    top: Infinity,
    right: -Infinity,
    bottom: -Infinity,
    width: 0,
    height: 0,
  };
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || node.parentElement?.closest(".visually-hidden")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) {
      if (box.width < 1 || box.height < 1) continue;
      r.left = Math.min(r.left, box.left);
      r.top = Math.min(r.top, box.top);
      r.right = Math.max(r.right, box.right);
      r.bottom = Math.max(r.bottom, box.bottom);
    }
  }
  r.width = Math.max(0, r.right - r.left);
  r.height = Math.max(0, r.bottom - r.top);
  const description = `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 50)}"`;
  if (opacity < 0.99 || style.visibility !== "visible" || r.width < 2 || r.height < 2) return null;
  // Visually hidden text (1 px, clipped) has no background to speak of.
  if (!el.checkVisibility({ visibilityProperty: true }) || el.closest(".visually-hidden"))
    return null;
  const header = document.querySelector("[data-site-header]");
  const top = header && !header.contains(el) ? header.getBoundingClientRect().bottom : 0;
  const x = Math.max(0, Math.floor(r.left));
  const y = Math.max(top, Math.floor(r.top));
  const right = Math.min(window.innerWidth, Math.ceil(r.right));
  const bottom = Math.min(window.innerHeight, Math.ceil(r.bottom));
  const match = style.color.match(/rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[, /]+([\d.]+))?\)/);
  if (!match) throw new Error(`unreadable colour ${style.color} on ${description}`);
  const color: [number, number, number, number] = [
    Number(match[1]),
    Number(match[2]),
    Number(match[3]),
    match[4] === undefined ? 1 : Number(match[4]),
  ];
  const size = Number.parseFloat(style.fontSize);
  const isLarge = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  el.setAttribute(probe, "");
  await frame();
  return {
    description,
    clip: right - x >= 1 && bottom - y >= 1 ? { x, y, width: right - x, height: bottom - y } : null,
    color,
    required: isLarge ? 3 : 4.5,
  };
}

/**
 * Restores the probed text, decodes the background screenshot and answers the lowest contrast
 * between the text colour (blended over each pixel when translucent) and any pixel behind it.
 * Runs in the browser.
 */
export async function worstContrast([png, color, probe]: [
  string,
  [number, number, number, number],
  string,
]): Promise<{ ratio: number; pixel: string }> {
  document.querySelector(`[${probe}]`)?.removeAttribute(probe);
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  context.drawImage(image, 0, 0);
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (r: number, g: number, b: number) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const [tr, tg, tb, ta] = color;
  let worst = { ratio: 21, pixel: "" };
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const text = luminance(tr * ta + r * (1 - ta), tg * ta + g * (1 - ta), tb * ta + b * (1 - ta));
    const back = luminance(r, g, b);
    const ratio = (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
    if (ratio < worst.ratio) worst = { ratio, pixel: `rgb(${r} ${g} ${b})` };
  }
  return worst;
}

/** Styles that make the probed element's text (and its children's) transparent. */
export const PROBE_CSS = `[${PROBE_ATTR}], [${PROBE_ATTR}] *, [${PROBE_ATTR}]::before, [${PROBE_ATTR}]::after,
[${PROBE_ATTR}] *::before, [${PROBE_ATTR}] *::after {
  color: transparent !important; -webkit-text-fill-color: transparent !important;
  text-decoration-color: transparent !important; text-shadow: none !important;
  caret-color: transparent !important; transition: none !important;
}`;

/**
 * Measures every marked target: contrast of its text against the worst pixel behind it. Answers
 * one line per element that falls short.
 */
export async function measureTargets(page: Page, count: number, state = ""): Promise<string[]> {
  const failures: string[] = [];
  for (let i = 0; i < count; i++) {
    const sample = await page.evaluate(prepareSample, [TARGET_ATTR, PROBE_ATTR, i] as [
      string,
      string,
      number,
    ]);
    if (!sample) continue;
    let result = { ratio: 21, pixel: "" };
    if (sample.clip) {
      const shot = await page.screenshot({ clip: sample.clip, animations: "disabled" });
      result = await page.evaluate(worstContrast, [
        shot.toString("base64"),
        sample.color,
        PROBE_ATTR,
      ] as [string, [number, number, number, number], string]);
    } else {
      await page.evaluate((probe) => {
        document.querySelector(`[${probe}]`)?.removeAttribute(probe);
      }, PROBE_ATTR);
    }
    if (result.ratio < sample.required)
      failures.push(
        `${state}${sample.description}: ${result.ratio.toFixed(2)} < ${sample.required} (text rgba(${sample.color.join(" ")}) over ${result.pixel})`,
      );
  }
  return failures;
}
