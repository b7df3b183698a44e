// @ts-check
/** One Lighthouse run (mobile preset, simulated throttling) in a Chromium of its own. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../chromium.mjs";
import { CATEGORIES, figuresOf } from "./figures.mjs";

/** @param {string} url @param {string} chromePath */
export async function runLighthouse(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}
