import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import { LOCALES, localePath } from "~/lib/locales";
import { readContent } from "../e2e/content";
import { expect, PRODUCT_PAGES, QUOTE_PATH, test } from "../e2e/fixtures";
import { NODE_ORIGIN, type RawResponse, rawGet } from "./nginx-helpers";

/** A request with any method and a raw path, nothing decoded or added. */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { origin, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(origin, { ...options, path: `${pathname}${search}` }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };

/**
 * A page's `<h1>` as text, its markup taken out (a heading wraps its words in a sizing span, and
 * Japanese phrases are marked with `<wbr>`): React escapes `&`, `<`, `>`, `"` and `'` it writes.
 */
function headingOf(html: string): string | undefined {
  const raw = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, "");
  return raw?.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name] ?? "");
}

/** Both servers: nginx (the production configuration) and npm start's serve.mjs. */
const servers = (baseURL: string | undefined) => [
  ["nginx", String(baseURL)],
  ["serve.mjs", NODE_ORIGIN],
];

test("no page answers at its extension-less or fallback address", async ({ baseURL }) => {
  for (const [server, origin] of servers(baseURL)) {
    for (const path of ["/404", "/404.html", "/index", "/services/index", "/careers/index"]) {
      const response = await rawGet(`${origin}${path}`);
      expect(response.status, `${server} ${path}`).toBe(404);
      expect(headingOf(response.body.toString("utf8")), `${server} ${path}`).toBe(
        readContent("error/page").heading,
      );
    }
  }
});

test("an unknown address under a language's prefix gets that language's 404 page", async ({
  baseURL,
}) => {
  for (const [server, origin] of servers(baseURL)) {
    for (const [path, locale] of [
      ["/de/nichts", "de"],
      ["/ar/x/y", "ar"],
      ["/ja/404.html", "ja"],
      ["/fr/404", "fr"],
      // A page's words for in-site navigation have a location of their own in nginx.
      ["/de/nope.data", "de"],
      ["/ar/x/nope.data", "ar"],
      ["/nope.data", "en"],
      ["/dex/nothing", "en"],
    ] as const) {
      const response = await rawGet(`${origin}${path}`);
      expect(response.status, `${server} ${path}`).toBe(404);
      const html = response.body.toString("utf8");
      expect(html, `${server} ${path}`).toContain(`<html lang="${locale}"`);
      expect(headingOf(html), `${server} ${path}`).toBe(readContent("error/page", locale).heading);
    }
    const page = await rawGet(`${origin}/es/services`);
    expect(page.status, `${server} /es/services`).toBe(200);
    expect(page.body.toString("utf8")).toContain('<html lang="es"');
  }
});

test("every product page and the quote list answer 200 in every language; an unknown product id is the language's 404", async ({
  baseURL,
}) => {
  for (const [server, origin] of servers(baseURL)) {
    for (const locale of LOCALES) {
      for (const path of [...PRODUCT_PAGES.map((product) => product.path), QUOTE_PATH]) {
        const address = localePath(locale, path);
        const response = await rawGet(`${origin}${address}`);
        expect(response.status, `${server} ${address}`).toBe(200);
        expect(response.body.toString("utf8")).toContain(`<html lang="${locale}"`);
      }
      const unknown = localePath(locale, "/product/drinkware/no-such-product");
      const response = await rawGet(`${origin}${unknown}`);
      expect(response.status, `${server} ${unknown}`).toBe(404);
      expect(headingOf(response.body.toString("utf8")), `${server} ${unknown}`).toBe(
        readContent("error/page", locale).heading,
      );
    }
  }
});

test("a page's data for in-site navigation is served compressed as text", async ({ baseURL }) => {
  for (const [server, origin] of servers(baseURL)) {
    const response = await rawGet(`${origin}/de/services.data`, { "Accept-Encoding": "gzip" });
    expect(response.status, server).toBe(200);
    expect(response.headers["content-type"], server).toMatch(/^text\/x-script/);
    expect(response.headers["content-encoding"], server).toBe("gzip");
  }
});

test("any case variant of a page moves to its lower-case address for good", async ({ baseURL }) => {
  for (const [server, origin] of servers(baseURL)) {
    for (const [path, target] of [
      ["/Careers", "/careers"],
      ["/Contact-Us", "/contact-us"],
      ["/SERVICES/", "/services/"],
      ["/Product?from=mail", "/product?from=mail"],
    ]) {
      const response = await rawGet(`${origin}${path}`);
      expect(response.status, `${server} ${path}`).toBe(301);
      expect(new URL(String(response.headers.location), origin).href).toBe(`${origin}${target}`);
    }
    expect((await rawGet(`${origin}/Robots.txt`)).status, server).toBe(404);
  }
});

test("a case variant of a page ends on the page in the browser", async ({ page }) => {
  const response = await page.goto("/Contact-Us");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/contact-us");
});

test("the CDN hosts' instruction files are never served", async ({ baseURL }) => {
  for (const [server, origin] of servers(baseURL)) {
    for (const path of ["/_headers", "/_headers/", "/%5fheaders", "/_redirects", "/_REDIRECTS/"]) {
      expect((await rawGet(`${origin}${path}`)).status, `${server} ${path}`).toBe(404);
    }
  }
});

test("the favicon is an icon, and pages refuse what a static site cannot take", async ({
  baseURL,
}) => {
  for (const [server, origin] of servers(baseURL)) {
    const icon = await rawGet(`${origin}/favicon.ico`);
    expect(icon.headers["content-type"], server).toBe("image/x-icon");
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await rawRequest(`${origin}/services`, { method });
      expect(response.status, `${server} ${method}`).toBe(405);
    }
  }
  const node = await rawRequest(`${NODE_ORIGIN}/services`, { method: "POST" });
  expect(node.headers.allow).toBe("GET, HEAD");
});

test("npm start's server answers byte ranges as nginx does, and survives a bad one", async ({
  baseURL,
}) => {
  for (const range of ["bytes=5-2", "bytes=-5", "bytes=0-0", "bytes=3-", "bytes=99999-"]) {
    const [viaNginx, viaNode] = await Promise.all([
      rawGet(`${baseURL}/robots.txt`, { Range: range }),
      rawGet(`${NODE_ORIGIN}/robots.txt`, { Range: range }),
    ]);
    expect(viaNode.status, range).toBe(viaNginx.status);
    expect(viaNode.headers["content-range"], range).toBe(viaNginx.headers["content-range"]);
    if (viaNginx.status === 206) expect(viaNode.body.equals(viaNginx.body), range).toBe(true);
  }
  expect((await rawGet(`${NODE_ORIGIN}/robots.txt`)).status).toBe(200);
});

test.describe("the shipped https configuration", () => {
  const httpsPort =
    Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4180) + 100) + 1;
  const httpPort = httpsPort + 1;
  // One worker and one nginx on these ports for both tests (fullyParallel would start two).
  test.describe.configure({ mode: "serial" });
  let nginx: ChildProcess | undefined;
  // The throwaway certificate is made with openssl, present wherever ca-certificates is.
  const hasOpenssl = spawnSync("openssl", ["version"]).status === 0;
  test.skip(!hasOpenssl, "openssl is not installed: the shipped https servers are not started");

  test.beforeAll(async () => {
    // deploy/nginx.conf's own two servers with a throwaway certificate: nginx refuses to start on
    // a configuration it cannot load, so starting at all is the `nginx -t` of the shipped file.
    nginx = spawn("bash", ["deploy/serve-nginx.sh", "--tls", String(httpsPort), String(httpPort)], {
      env: { ...process.env, NGINX_ACCESS_LOG: "off" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await expect
      .poll(
        () =>
          rawGet(`http://127.0.0.1:${httpPort}/`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe(301);
  });

  test.afterAll(async () => {
    const running = nginx;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  });

  test("port 80 only redirects to https, which serves the site with HSTS", async () => {
    const plain = await rawGet(`http://127.0.0.1:${httpPort}/services?x=1`);
    expect([plain.status, plain.headers.location]).toEqual([
      301,
      `https://127.0.0.1:${httpsPort}/services?x=1`,
    ]);
    expect(plain.headers["content-security-policy"]).toBeUndefined();
    const secure = await new Promise<http.IncomingMessage>((resolve, reject) => {
      https
        .get(`https://127.0.0.1:${httpsPort}/services`, { rejectUnauthorized: false }, resolve)
        .on("error", reject);
    });
    secure.resume();
    expect(secure.statusCode).toBe(200);
    expect(String(secure.headers["strict-transport-security"])).toMatch(/max-age=31536000/);
    expect(secure.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  test("a flood from one address gets 429 while the first burst is served", async () => {
    // This nginx is the test's own, so its per-address limits cost no other test anything. One
    // HTTP/2 connection carries them all at once, as a browser's would.
    const session = http2.connect(`https://127.0.0.1:${httpsPort}`, { rejectUnauthorized: false });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const stream = session.request({ ":path": "/robots.txt" });
        stream.on("response", (headers) => resolve(Number(headers[":status"])));
        stream.on("error", reject);
        stream.resume();
      });
    const statuses = await Promise.all(Array.from({ length: 300 }, get));
    session.close();
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });
});
