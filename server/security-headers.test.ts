import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControlFor,
  contentSecurityPolicy,
  cspDirectives,
  inlineScriptHashes,
  sharedSecurityHeaders,
} from "./security-headers.mjs";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
const input = { emailOrigin: "https://api.emailjs.com", scriptHashes: [sha("a()"), sha("b()")] };

/** The directives of a policy string as a map of name to sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("the CAPTCHA's hosts", () => {
  const hosts = /google\.com|gstatic\.com|recaptcha/;

  it("are in no policy of a build without a CAPTCHA site key", () => {
    expect(contentSecurityPolicy(input)).not.toMatch(hosts);
    expect(contentSecurityPolicy({ ...input, hasCaptcha: false })).not.toMatch(hosts);
  });

  it("are admitted for scripts and frames only, with a site key", () => {
    const policy = parsePolicy(contentSecurityPolicy({ ...input, hasCaptcha: true }));
    // Exactly the loader and the widget's releases, not all of /recaptcha/ (server/captcha-policy.test.ts).
    expect(policy.get("script-src")).toEqual([
      "'self'",
      // Pagefind's search compiles WebAssembly; never 'unsafe-eval'.
      "'wasm-unsafe-eval'",
      ...input.scriptHashes,
      "https://www.google.com/recaptcha/api.js",
      "https://www.gstatic.com/recaptcha/releases/",
    ]);
    expect(policy.get("frame-src")).toEqual(
      expect.arrayContaining([
        "https://www.google.com/recaptcha/",
        "https://recaptcha.google.com/recaptcha/",
      ]),
    );
    for (const [name, sources] of policy)
      if (name !== "script-src" && name !== "frame-src")
        expect(sources.join(" "), name).not.toMatch(hosts);
  });

  it("admit the widget's style attributes, with a site key only, and never inline script", () => {
    const policy = parsePolicy(contentSecurityPolicy({ ...input, hasCaptcha: true }));
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(parsePolicy(contentSecurityPolicy(input)).has("style-src-attr")).toBe(false);
  });
});

describe("inline script hashes", () => {
  it("hashes each executable inline script's exact text, in order, once", () => {
    const html = `<script>a()</script><script type="module">b()</script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script src="/assets/x.js"></script><script>a()</script><SCRIPT type=text/javascript>c()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha("c()")]);
  });

  it("matches the browser's hash of any script text, whitespace and non-ASCII included", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }).filter((s) => !/<\/script/i.test(s)),
        (body) => {
          expect(inlineScriptHashes(`<p>x</p><script id="_R_">${body}</script>`)).toEqual([
            sha(body),
          ]);
        },
      ),
    );
  });
});

describe("content security policy", () => {
  const directives = parsePolicy(contentSecurityPolicy(input));

  it("allows inline scripts only by hash: no 'unsafe-inline', no wildcard, nothing foreign", () => {
    expect(directives.get("script-src")).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...input.scriptHashes,
    ]);
    const policy = contentSecurityPolicy(input);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/(^|\s)\*/);
  });

  it("lets scripts compile WebAssembly (the product search), and nothing else run code from text", () => {
    for (const [name, sources] of directives)
      if (name !== "script-src") expect(sources, name).not.toContain("'wasm-unsafe-eval'");
    expect(directives.get("worker-src")).toEqual(["'none'"]);
  });

  it("limits connections to the site and the e-mail origin, frames to the player and map", () => {
    expect(directives.get("connect-src")).toEqual(["'self'", "https://api.emailjs.com"]);
    expect(directives.get("frame-src")).toEqual([
      "https://www.youtube-nocookie.com",
      "https://www.openstreetmap.org",
    ]);
  });

  it("locks down what no page needs", () => {
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("style-src")).toEqual(["'self'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'self'"]);
    expect(directives.get("form-action")).toEqual(["'self'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.has("upgrade-insecure-requests")).toBe(false);
  });

  it("names each directive once", () => {
    const names = cspDirectives(input).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("companion headers", () => {
  const headers = sharedSecurityHeaders();

  it("asks for https for a year or more, subdomains included", () => {
    const hsts = headers["Strict-Transport-Security"];
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
  });

  it("sets the fixed ones", () => {
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "X-Frame-Options": "DENY",
    });
  });

  it("switches powerful features off and grants the player frame only what it asks for", () => {
    const policy = headers["Permissions-Policy"];
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    expect(policy).not.toContain("interest-cohort");
  });
});

describe("caching", () => {
  it("keeps hashed assets for a year and makes everything else revalidate", () => {
    expect(cacheControlFor("/assets/entry.client-rdIEr8yk.js")).toBe(CACHE_IMMUTABLE);
    expect(CACHE_IMMUTABLE).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/services", "/404.html", "/media/hero-loop.mp4", "/robots.txt"]) {
      expect(cacheControlFor(path)).toBe(CACHE_REVALIDATE);
    }
  });
});
