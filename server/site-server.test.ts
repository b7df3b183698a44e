import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HeaderData } from "./security-headers.mjs";
import { createClientErrorListener, createSiteHandler, type StandIn } from "./site-server.mjs";
import { conditionalStatus, parseRange } from "./static-files.mjs";

const ROBOTS = "User-agent: *\nAllow: /\n";
const data: HeaderData = {
  emailOrigin: "https://api.emailjs.com",
  pages: {
    "/": ["'sha256-home='"],
    "/404.html": ["'sha256-missing='"],
    "/de": ["'sha256-de-home='"],
    "/de/404.html": ["'sha256-de-missing='"],
    "/careers": ["'sha256-careers='"],
    "/contact-us": ["'sha256-contact='"],
    "/services": ["'sha256-services='"],
  },
};

let clientDir: string;
let server: Server | undefined;
let errors: string[];

beforeEach(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), "client-"));
  errors = [];
  vi.spyOn(console, "error").mockImplementation((message: string) => void errors.push(message));
  for (const page of ["", "careers", "contact-us", "services"]) {
    await mkdir(path.join(clientDir, page), { recursive: true });
    await writeFile(path.join(clientDir, page, "index.html"), `<h1>${page || "home"}</h1>`);
  }
  await writeFile(path.join(clientDir, "404.html"), "<h1>Not found</h1>");
  await mkdir(path.join(clientDir, "de"), { recursive: true });
  await writeFile(path.join(clientDir, "de", "index.html"), "<h1>Startseite</h1>");
  await writeFile(path.join(clientDir, "de", "404.html"), "<h1>Nicht gefunden</h1>");
  await writeFile(path.join(clientDir, "robots.txt"), ROBOTS);
  await writeFile(path.join(clientDir, "favicon.ico"), new Uint8Array([0, 0, 1, 0]));
  await writeFile(path.join(clientDir, "_headers"), "/*\n  X-Test: 1\n");
  await writeFile(path.join(clientDir, "_redirects"), "/Careers /careers 301\n");
});

afterEach(async () => {
  vi.restoreAllMocks();
  const running = server;
  server = undefined;
  if (running) {
    running.closeAllConnections();
    await new Promise((resolve) => running.close(resolve));
  }
  await rm(clientDir, { recursive: true, force: true });
});

async function start(standIn?: StandIn): Promise<string> {
  const handler = createSiteHandler({
    clientDir,
    headerData: data,
    standIn,
  });
  server = createServer(handler).on("clientError", createClientErrorListener(data));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A request with a raw path (fetch would normalise `%` escapes and refuse some shapes). */
function raw(
  origin: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(`${origin}/`, { ...options, path: rawPath }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("byte ranges", () => {
  it.each([
    ["bytes=0-4", { start: 0, end: 4 }],
    ["bytes=0-0", { start: 0, end: 0 }],
    ["bytes=-5", { start: 95, end: 99 }],
    ["bytes=-500", { start: 0, end: 99 }],
    ["bytes=90-", { start: 90, end: 99 }],
    ["bytes=90-500", { start: 90, end: 99 }],
    ["bytes=1-2,500-", { start: 1, end: 2 }],
    ["bytes=5-2", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=100-", "unsatisfiable"],
    ["bytes=abc", "unsatisfiable"],
    ["bytes=-", "unsatisfiable"],
    ["bytes=0-1,3-4", undefined],
    ["items=0-1", undefined],
    [undefined, undefined],
  ])("reads %j of a 100-byte body as nginx does: %j", (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });

  it("answers an unsatisfiable range with 416 and keeps serving", async () => {
    const origin = await start();
    const bad = await raw(origin, "/robots.txt", { headers: { Range: "bytes=5-2" } });
    expect([bad.status, bad.headers["content-range"]]).toEqual([416, `bytes */${ROBOTS.length}`]);
    const next = await raw(origin, "/robots.txt");
    expect([next.status, next.body]).toEqual([200, ROBOTS]);
  });

  it("sends the last bytes for a suffix range and one byte for 0-0", async () => {
    const origin = await start();
    const suffix = await raw(origin, "/robots.txt", { headers: { Range: "bytes=-5" } });
    expect(suffix.status).toBe(206);
    expect(suffix.body).toBe(ROBOTS.slice(-5));
    expect(suffix.headers["content-range"]).toBe(
      `bytes ${ROBOTS.length - 5}-${ROBOTS.length - 1}/${ROBOTS.length}`,
    );
    const first = await raw(origin, "/robots.txt", { headers: { Range: "bytes=0-0" } });
    expect([first.status, first.body]).toEqual([206, "U"]);
  });
});

describe("conditional requests", () => {
  // What Debian's nginx 1.22 answered for the same headers (tests/servers compares them live).
  const modified = new Date("2026-11-27T21:16:26.750Z");
  const lastModified = "Fri, 27 Nov 2026 21:16:26 GMT";
  const etag = '"6b09f32a-9c07"';
  it.each([
    [{ "if-none-match": etag }, 304],
    [{ "if-none-match": `"x", ${etag}` }, 304],
    [{ "if-none-match": `"a" ,  ${etag}  , "b"` }, 304],
    [{ "if-none-match": `W/${etag}` }, 304],
    [{ "if-none-match": "*" }, 304],
    [{ "if-none-match": '"nope"' }, undefined],
    [{ "if-modified-since": lastModified }, 304],
    [{ "if-modified-since": "Friday, 27-Nov-26 21:16:26 GMT" }, 304],
    [{ "if-modified-since": "Fri Nov 27 21:16:26 2026" }, 304],
    // `if_modified_since exact`: a later date is not the file's date.
    [{ "if-modified-since": "Tue, 01 Jan 2030 00:00:00 GMT" }, undefined],
    [{ "if-modified-since": "yesterday" }, undefined],
    [{ "if-modified-since": lastModified, "if-none-match": '"nope"' }, undefined],
    [{ "if-modified-since": "Tue, 01 Jan 2030 00:00:00 GMT", "if-none-match": etag }, undefined],
    [{ "if-match": '"nope"' }, 412],
    [{ "if-match": "*" }, undefined],
    [{ "if-match": `"a", ${etag}` }, undefined],
    [{ "if-unmodified-since": "Sat, 01 Jan 2000 00:00:00 GMT" }, 412],
    [{ "if-unmodified-since": lastModified }, undefined],
    [{}, undefined],
  ])("answers %j as nginx does: %j", (headers, expected) => {
    expect(conditionalStatus(headers, { etag, modified })).toBe(expected);
  });

  it("sends 304 for a listed ETag or the exact date, and 412 for a failed If-Match", async () => {
    const origin = await start();
    const first = await raw(origin, "/robots.txt");
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const asked = (headers: Record<string, string>) =>
      raw(origin, "/robots.txt", { headers }).then((response) => response.status);
    expect(await asked({ "If-None-Match": `"other", ${tag}` })).toBe(304);
    expect(await asked({ "If-None-Match": "*" })).toBe(304);
    expect(await asked({ "If-Modified-Since": String(first.headers["last-modified"]) })).toBe(304);
    expect(await asked({ "If-Match": '"other"' })).toBe(412);
    expect(await asked({ "If-None-Match": '"other"' })).toBe(200);
  });
});

describe("npm start's server", () => {
  it("answers 500 when a handler fails, and keeps serving", async () => {
    const origin = await start(async (req) => {
      if (req.url === "/boom") throw new Error("boom");
      return false;
    });
    expect((await raw(origin, "/boom")).status).toBe(500);
    expect(errors).toEqual(["[serve] GET /boom failed:"]);
    expect((await raw(origin, "/")).status).toBe(200);
  });

  it("never serves a CDN host's instruction files, under any spelling", async () => {
    const origin = await start();
    for (const probe of [
      "/_headers",
      "/_headers/",
      "/%5fheaders",
      "/%5Fheaders/",
      "/_HEADERS",
      "/_redirects",
      "/_redirects/",
      "/%5fredirects",
    ]) {
      const response = await raw(origin, probe);
      expect(response.status, probe).toBe(404);
      expect(response.body, probe).toContain("Not found");
    }
  });

  it("answers 404 for the fallback page's own and extension-less addresses", async () => {
    const origin = await start();
    for (const probe of ["/404", "/404.html", "/index", "/services/index"]) {
      expect((await raw(origin, probe)).status, probe).toBe(404);
    }
    for (const probe of ["/", "/index.html", "/services", "/services/", "/services/index.html"]) {
      expect((await raw(origin, probe)).status, probe).toBe(200);
    }
  });

  it("answers an unknown address under a language's prefix with that language's 404 page", async () => {
    const origin = await start();
    for (const probe of ["/de/nowhere", "/de/services/x", "/de/404.html", "/de/404"]) {
      const response = await raw(origin, probe);
      expect(response.status, probe).toBe(404);
      expect(response.body, probe).toContain("Nicht gefunden");
      expect(response.headers["content-security-policy"], probe).toContain("'sha256-de-missing='");
    }
    for (const probe of ["/den/x", "/nowhere", "/dex"]) {
      const response = await raw(origin, probe);
      expect(response.status, probe).toBe(404);
      expect(response.body, probe).toContain("Not found");
    }
    expect((await raw(origin, "/de")).body).toContain("Startseite");
  });

  it("answers 400 to an address with a broken escape", async () => {
    const origin = await start();
    for (const probe of ["/%", "/x/%FF", "/%E0%A4%A"]) {
      expect((await raw(origin, probe)).status, probe).toBe(400);
    }
  });

  it("reads an address as nginx does, and answers one it cannot read with 400 and the headers", async () => {
    const origin = await start();
    // `//[` threw in the URL parser (a 500 without headers); nginx merges the slashes: a 404.
    const bracket = await raw(origin, "//[");
    expect([bracket.status, bracket.body]).toEqual([404, "<h1>Not found</h1>"]);
    expect(bracket.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // Not the home page: `//services` is `/services` to nginx, not a host called "services".
    expect((await raw(origin, "//services")).body).toBe("<h1>services</h1>");
    expect((await raw(origin, "/de//")).body).toBe("<h1>Startseite</h1>");
    expect((await raw(origin, "http://localhost/services?x=1")).body).toBe("<h1>services</h1>");
    for (const probe of ["*", "http://[", "services", "mailto:x@example.com"]) {
      const response = await raw(origin, probe, { method: "GET" });
      expect(response.status, probe).toBe(400);
      expect(response.headers["x-content-type-options"], probe).toBe("nosniff");
      expect(response.headers["content-security-policy"], probe).toContain("default-src 'self'");
    }
    expect(errors).toEqual([]);
  });

  it("answers a request it fails on with 500 and the security headers", async () => {
    const origin = await start(async () => {
      throw new Error("boom");
    });
    const response = await raw(origin, "/services");
    expect(response.status).toBe(500);
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=/);
  });

  it("refuses POST, PUT and DELETE on pages with 405 and says what it takes", async () => {
    const origin = await start();
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await raw(origin, "/services", { method });
      expect([response.status, response.headers.allow], method).toEqual([405, "GET, HEAD"]);
    }
    expect((await raw(origin, "/services", { method: "HEAD" })).status).toBe(200);
  });

  it("sends the build's Brotli copy to a browser that takes it, gzip to one that takes only that", async () => {
    const page = path.join(clientDir, "services", "index.html");
    await writeFile(`${page}.br`, "b".repeat(7));
    await writeFile(`${page}.gz`, "g".repeat(9));
    const origin = await start();
    const sent = async (acceptEncoding?: string) => {
      const { headers } = await raw(origin, "/services", {
        headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
      });
      return [headers["content-encoding"], headers["content-length"], headers.vary];
    };
    expect(await sent("gzip, deflate, br, zstd")).toEqual(["br", "7", "Accept-Encoding"]);
    expect(await sent("gzip, deflate")).toEqual(["gzip", "9", "Accept-Encoding"]);
    expect(await sent("br;q=0, gzip")).toEqual(["gzip", "9", "Accept-Encoding"]);
    expect(await sent("br;q=0.5")).toEqual(["br", "7", "Accept-Encoding"]);
    expect(await sent()).toEqual([
      undefined,
      String("<h1>services</h1>".length),
      "Accept-Encoding",
    ]);
  });

  it("serves only what lies inside the build: no link out of it, and a broken link is skipped", async () => {
    const outside = await mkdtemp(path.join(tmpdir(), "outside-"));
    try {
      await writeFile(path.join(outside, "secret.txt"), "private key");
      await symlink(path.join(outside, "secret.txt"), path.join(clientDir, "leak.txt"));
      await symlink(outside, path.join(clientDir, "elsewhere"));
      await symlink(path.join(clientDir, "gone.txt"), path.join(clientDir, "broken.txt"));
      await symlink(path.join(clientDir, "robots.txt"), path.join(clientDir, "robots-copy.txt"));
      await symlink(path.join(clientDir, "services"), path.join(clientDir, "offer"));
      await symlink(clientDir, path.join(clientDir, "services", "loop"));
      const origin = await start(); // a broken link no longer stops it here
      for (const probe of ["/leak.txt", "/elsewhere/secret.txt", "/broken.txt"]) {
        const response = await raw(origin, probe);
        expect(response.status, probe).toBe(404);
        expect(response.body, probe).not.toContain("private key");
      }
      // A link that stays inside is followed, as nginx does.
      expect((await raw(origin, "/robots-copy.txt")).body).toBe(ROBOTS);
      expect((await raw(origin, "/offer/")).body).toBe("<h1>services</h1>");
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("never serves a compressed copy by its own name, only in place of its original", async () => {
    const page = path.join(clientDir, "services", "index.html");
    await writeFile(`${page}.br`, "b".repeat(7));
    await writeFile(`${page}.gz`, "g".repeat(9));
    await writeFile(path.join(clientDir, "index.html.gz"), "g".repeat(9));
    await writeFile(path.join(clientDir, "de", "index.html.gz"), "g".repeat(9));
    await writeFile(path.join(clientDir, "archive.tar.gz"), "a".repeat(9));
    const origin = await start();
    for (const probe of ["/index.html.gz", "/services/index.html.br", "/services/index.html.gz"]) {
      const response = await raw(origin, probe, { headers: { "Accept-Encoding": "gzip, br" } });
      expect([response.status, response.body], probe).toEqual([404, "<h1>Not found</h1>"]);
    }
    expect((await raw(origin, "/de/index.html.gz")).body).toBe("<h1>Nicht gefunden</h1>");
    // A file of its own that happens to end in .gz is still a file.
    expect((await raw(origin, "/archive.tar.gz")).status).toBe(200);
  });

  it("sends the search index's gzip-inside files as they are, revalidated, and its entry as JSON", async () => {
    await mkdir(path.join(clientDir, "pagefind", "fragment"), { recursive: true });
    const gzipInside = new Uint8Array(600).fill(7);
    await writeFile(
      path.join(clientDir, "pagefind", "fragment", "en_1a2b3c.pf_fragment"),
      gzipInside,
    );
    await writeFile(path.join(clientDir, "pagefind", "wasm.en.pagefind"), gzipInside);
    await writeFile(
      path.join(clientDir, "pagefind", "pagefind-entry.json"),
      `{"v":"${"1".repeat(900)}"}`,
    );
    const origin = await start();
    for (const file of ["fragment/en_1a2b3c.pf_fragment", "wasm.en.pagefind"]) {
      const { status, headers } = await raw(origin, `/pagefind/${file}`, {
        headers: { "Accept-Encoding": "gzip, br" },
      });
      expect([status, headers["content-type"], headers["content-encoding"]], file).toEqual([
        200,
        "application/octet-stream",
        undefined,
      ]);
      expect([headers["content-length"], headers["cache-control"]], file).toEqual([
        "600",
        "no-cache",
      ]);
    }
    const entry = await raw(origin, "/pagefind/pagefind-entry.json");
    expect(entry.headers["content-type"]).toBe("application/json");
  });

  it("sends the favicon as an icon", async () => {
    const origin = await start();
    const response = await raw(origin, "/favicon.ico");
    expect([response.status, response.headers["content-type"]]).toEqual([200, "image/x-icon"]);
  });

  it("moves any case variant of a page to its lower-case address with 301", async () => {
    const origin = await start();
    for (const [probe, target] of [
      ["/Careers", "/careers"],
      ["/Contact-Us", "/contact-us"],
      ["/SERVICES/", "/services/"],
      ["/Services/Index.HTML", "/services/index.html"],
      ["/Careers?ref=mail", "/careers?ref=mail"],
    ]) {
      const response = await raw(origin, probe ?? "");
      expect([response.status, response.headers.location], probe).toEqual([301, target]);
    }
    // Not a page: a plain 404, never a redirect to a file of another case.
    expect((await raw(origin, "/Robots.txt")).status).toBe(404);
    expect((await raw(origin, "/Nowhere")).status).toBe(404);
  });

  it("redirects only known pages that are not already lower case", async () => {
    const origin = await start();
    expect((await raw(origin, "/careers")).status).toBe(200);
    expect((await raw(origin, "/404.HTML")).status).toBe(404);
    expect((await raw(origin, "/DE/404.HTML")).status).toBe(404);
    const index = await raw(origin, "/INDEX.HTML");
    expect([index.status, index.headers.location]).toEqual([301, "/index.html"]);
    expect((await raw(origin, "/Assets/x.js")).status).toBe(404);
  });
});

// A fresh Node process each: allow for a busy machine.
describe("serve.mjs on the command line", { timeout: 30_000 }, () => {
  const serve = fileURLToPath(new URL("./serve.mjs", import.meta.url));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [serve, ...args], { encoding: "utf8" });

  it("prints its usage for --help and exits 0", () => {
    for (const flag of ["--help", "-h"]) {
      const result = run(flag);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^Usage: node server\/serve\.mjs/);
      expect(result.stdout).toContain("--port N");
    }
  });

  it("prints the usage for an unknown option and exits 2, with no stack trace", () => {
    const result = run("--prot", "8080");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Unknown option '--prot'");
    expect(result.stderr).toContain("Usage: node server/serve.mjs");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
