import { gunzipSync } from "node:zlib";
import {
  headersFor,
  inlineScriptHashes,
  sharedSecurityHeaders,
} from "../../server/security-headers.mjs";
import { readContent } from "../e2e/content";
import { expect, ROUTES, test } from "../e2e/fixtures";
import { headerData, NODE_ORIGIN, parsePolicy, rawGet } from "./nginx-helpers";

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "x-frame-options",
];

/** The first hashed stylesheet and module script a page links to. */
function linkedAssets(html: string): { css: string; js: string } {
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  // Scripts are named in the boot's JSON data block (app/boot.ts).
  const js = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!css || !js) throw new Error("the page links no hashed CSS or JS");
  return { css, js };
}

test.describe("nginx: headers on every route", () => {
  for (const route of ROUTES) {
    for (const path of route.path === "/" ? ["/"] : [route.path, `${route.path}/`]) {
      test(`${path} carries the strict policy and its companions`, async ({ baseURL }) => {
        const response = await rawGet(`${baseURL}${path}`);
        expect(response.status).toBe(200);
        const policy = String(response.headers["content-security-policy"]);
        const directives = parsePolicy(policy);

        // Exactly the inline scripts this page runs, allowed by hash; nothing inline otherwise.
        const hashes = inlineScriptHashes(response.body.toString("utf8"));
        expect(hashes.length).toBeGreaterThan(0);
        expect(directives.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", ...hashes]);
        expect(policy).not.toContain("'unsafe-inline'");
        expect(policy).not.toMatch(/(^|\s)\*/);
        expect(directives.get("connect-src")).toEqual(["'self'", NODE_ORIGIN]);
        expect(directives.get("frame-src")).toEqual([
          "https://www.youtube-nocookie.com",
          "https://www.openstreetmap.org",
        ]);
        expect(directives.get("object-src")).toEqual(["'none'"]);
        expect(directives.get("base-uri")).toEqual(["'self'"]);
        expect(directives.get("form-action")).toEqual(["'self'"]);
        expect(directives.get("frame-ancestors")).toEqual(["'none'"]);

        const hsts = String(response.headers["strict-transport-security"]);
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
        expect(response.headers).toMatchObject({
          "x-content-type-options": "nosniff",
          "referrer-policy": "strict-origin-when-cross-origin",
          "cross-origin-opener-policy": "same-origin",
          "x-frame-options": "DENY",
          "cache-control": "no-cache",
        });
        expect(String(response.headers["permissions-policy"])).toMatch(/(^|, )camera=\(\)/);
        // ...and each one as the single definition says.
        const expected = headersFor(headerData(), path);
        for (const name of Object.keys(expected)) {
          expect(response.headers[name.toLowerCase()], name).toBe(expected[name]);
        }
      });
    }
  }
});

test("npm start's server sends the same headers as nginx", async ({ baseURL }) => {
  for (const path of ["/services", "/", "/no/such-page"]) {
    const [viaNginx, viaNode] = await Promise.all([
      rawGet(`${baseURL}${path}`),
      rawGet(`${NODE_ORIGIN}${path}`),
    ]);
    expect(viaNode.status).toBe(viaNginx.status);
    for (const name of [...SECURITY_HEADERS, "cache-control"]) {
      expect(viaNode.headers[name], `${path} ${name}`).toBe(viaNginx.headers[name]);
    }
  }
});

test("hashed assets are cached for a year, HTML revalidates", async ({ baseURL }) => {
  const home = await rawGet(`${baseURL}/`);
  expect(home.headers["cache-control"]).toBe("no-cache");
  const { css, js } = linkedAssets(home.body.toString("utf8"));
  for (const asset of [css, js]) {
    const response = await rawGet(`${baseURL}${asset}`);
    expect(response.status, asset).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  }
});

test("an unknown path answers 404 with the fallback page and its policy", async ({ baseURL }) => {
  for (const path of ["/no/such-page", "/assets/no-such-file-x1.js", "/404.html"]) {
    const response = await rawGet(`${baseURL}${path}`);
    expect(response.status, path).toBe(404);
    const html = response.body.toString("utf8");
    expect(html).toContain(readContent("error/page").heading);
    expect(response.headers["cache-control"]).toBe("no-cache");
    const scripts = parsePolicy(String(response.headers["content-security-policy"]));
    expect(scripts.get("script-src")).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...inlineScriptHashes(html),
    ]);
    for (const [name, value] of Object.entries(sharedSecurityHeaders())) {
      expect(response.headers[name.toLowerCase()]).toBe(value);
    }
  }
});

test("HTML, JavaScript and CSS are sent gzip-compressed when asked", async ({ baseURL }) => {
  const home = await rawGet(`${baseURL}/`);
  const { css, js } = linkedAssets(home.body.toString("utf8"));
  for (const path of ["/", "/services", css, js]) {
    const plain = await rawGet(`${baseURL}${path}`);
    const zipped = await rawGet(`${baseURL}${path}`, { "Accept-Encoding": "gzip" });
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(zipped.headers["content-encoding"], path).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(zipped.body).equals(plain.body), path).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
  }
});

test("no directory listings, no version, no CDN instructions", async ({ baseURL }) => {
  for (const path of ["/assets/", "/icons/", "/media/"]) {
    const response = await rawGet(`${baseURL}${path}`);
    expect([403, 404], path).toContain(response.status);
    expect(response.body.toString("utf8")).not.toMatch(/Index of/i);
    expect(response.headers["content-security-policy"]).toBeTruthy();
  }
  const home = await rawGet(`${baseURL}/`);
  expect(home.headers.server ?? "").not.toMatch(/\d/);
  expect((await rawGet(`${baseURL}/_headers`)).status).toBe(404);
});

test("a build without the online editor has no /admin/: 404 with the public policy, from nginx and npm start alike", async ({
  baseURL,
}) => {
  // The browser tests' build is made without CMS_BACKEND=github (scripts/vite/admin.ts).
  for (const path of ["/admin/", "/admin", "/admin/index.html"]) {
    const [viaNginx, viaNode] = await Promise.all([
      rawGet(`${baseURL}${path}`),
      rawGet(`${NODE_ORIGIN}${path}`),
    ]);
    for (const response of [viaNginx, viaNode]) {
      expect(response.status, path).toBe(404);
      expect(response.headers["content-security-policy"], path).toBe(
        headersFor(headerData(), "/no/such-page")["Content-Security-Policy"],
      );
      expect(response.headers["content-security-policy"]).not.toContain("'unsafe");
      expect(response.headers["x-robots-tag"], path).toBeUndefined();
      expect(response.headers["cross-origin-opener-policy"], path).toBe("same-origin");
    }
  }
});
