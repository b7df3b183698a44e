import http from "node:http";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { type HeaderData, readHeaderData } from "../../server/security-headers.mjs";
import type { OutboxMessage } from "../e2e/forms-helpers";

/** The node server (serve.mjs with the e-mail stand-in) the e2e build posts to. */
export const NODE_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4180}`;

/** What the build recorded: the e-mail origin and each page's inline script hashes. */
export function headerData(): HeaderData {
  return readHeaderData(fileURLToPath(new URL("../../build", import.meta.url)));
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire (still compressed, if it was). */
  body: Buffer;
}

/** A plain GET with exactly the given request headers, nothing decoded or added. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

/** A policy's directives as a map of name to sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/**
 * Collects every Content-Security-Policy or Permissions-Policy complaint the page raises: the
 * `securitypolicyviolation` events of the page and its same-origin frames, and console messages.
 * Call before the first navigation.
 */
export async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) {
      messages.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__policyViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __policyViolations: string[] }).__policyViolations,
    );
    return [...events.map((event) => `event: ${event}`), ...messages];
  };
}

/** Scrolls with the wheel, a screen at a time, until the bottom of the page stays reached. */
export async function scrollToBottom(page: Page): Promise<void> {
  const atBottom = () =>
    page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
  await page.mouse.move(640, 400);
  for (let step = 0; step < 150; step++) {
    if (await atBottom()) {
      // Lazy sections may still grow the page; settle, then confirm.
      await page.waitForLoadState("networkidle");
      if (await atBottom()) return;
    }
    await page.mouse.wheel(0, 800);
    // Pace the wheel like a reader, so reveals, lazy images and pinned strips run as they would.
    await page.waitForTimeout(120);
  }
  throw new Error("never reached the bottom of the page");
}

/** The stand-in's messages from `email` (its outbox is on the node server, not nginx). */
export async function outboxFrom(page: Page, email: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(`${NODE_ORIGIN}/_outbox.json`);
  const messages = (await response.json()) as OutboxMessage[];
  return messages.filter((message) => message.params.email === email);
}
