// @ts-check
/**
 * npm start's server and nginx (deploy/serve-nginx.sh), both serving the real build, asked the
 * same odd questions: they must answer alike, with the security headers.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import {
  hasNginx,
  hasOpenssl,
  missingBuild,
  ROOT,
  request,
  startNginx,
  startSiteServer,
} from "./servers.mjs";

const skip = missingBuild();
/** @type {{ name: string; origin: string; stop(): Promise<void> }[]} */
const servers = [];

before(async () => {
  if (skip) return;
  const [node, nginx] = await Promise.all([startSiteServer(), hasNginx ? startNginx() : undefined]);
  servers.push({ name: "serve.mjs", ...node });
  if (nginx) servers.push({ name: "nginx", ...nginx });
  else console.warn("nginx is not installed: only npm start's server is asked.");
});
after(() => Promise.all(servers.map((server) => server.stop())));

/** Each server's answer to the same request. @param {string} rawPath @param {import("./servers.mjs").RequestOptions} [options] */
const askBoth = (rawPath, options) =>
  Promise.all(
    servers.map(async ({ name, origin }) => ({
      name,
      ...(await request(origin, rawPath, options)),
    })),
  );

describe("both servers", { skip }, () => {
  it("read an odd address alike, and answer with the security headers (item 3)", async () => {
    for (const [rawPath, status] of /** @type {const} */ ([
      ["//[", 404],
      ["*", 400],
      ["services", 400],
      ["//services", 200],
    ])) {
      for (const answer of await askBoth(rawPath)) {
        const where = `${answer.name} ${rawPath}`;
        assert.equal(answer.status, status, where);
        assert.equal(answer.headers["x-content-type-options"], "nosniff", where);
        assert.match(
          String(answer.headers["content-security-policy"]),
          /frame-ancestors 'none'/,
          where,
        );
        assert.match(String(answer.headers["strict-transport-security"]), /max-age=/, where);
      }
    }
  });

  it("never serve the build's compressed copies by their own names (item 5)", async () => {
    const client = path.join(ROOT, "build/client");
    const copies = ["/index.html.gz", "/services/index.html.br", "/de/index.html.gz"];
    for (const copy of copies) assert.ok(existsSync(path.join(client, copy)), `${copy} is built`);
    for (const copy of copies) {
      for (const answer of await askBoth(copy, { headers: { "Accept-Encoding": "identity" } })) {
        assert.equal(answer.status, 404, `${answer.name} ${copy}`);
        const language = copy.startsWith("/de/") ? "de" : "en";
        assert.match(answer.body, new RegExp(`<html lang="${language}"`), `${answer.name} ${copy}`);
      }
    }
    // The copy still goes out in place of its original.
    for (const answer of await askBoth("/services", { headers: { "Accept-Encoding": "gzip" } })) {
      assert.deepEqual(
        [answer.status, answer.headers["content-encoding"]],
        [200, "gzip"],
        answer.name,
      );
    }
  });

  it("answer conditional requests alike (item 7)", async () => {
    for (const { name, origin } of servers) {
      for (const [file, encoding] of /** @type {const} */ ([
        ["/services", "identity"],
        ["/services", "gzip"],
        ["/robots.txt", "identity"],
      ])) {
        const asked = { "Accept-Encoding": encoding };
        const first = await request(origin, file, { headers: asked });
        const etag = String(first.headers.etag);
        const date = String(first.headers["last-modified"]);
        /** @type {[Record<string, string>, number][]} */
        const cases = [
          [{ "If-None-Match": etag }, 304],
          [{ "If-None-Match": `"other", ${etag}` }, 304],
          [{ "If-None-Match": `W/${etag}` }, 304],
          [{ "If-None-Match": "*" }, 304],
          [{ "If-None-Match": '"other"' }, 200],
          [{ "If-Modified-Since": date }, 304],
          [{ "If-Modified-Since": "Tue, 01 Jan 2099 00:00:00 GMT" }, 200],
          [{ "If-Modified-Since": date, "If-None-Match": '"other"' }, 200],
          [{ "If-Match": '"other"' }, 412],
          [{ "If-Match": "*" }, 200],
          [{ "If-Unmodified-Since": "Sat, 01 Jan 2000 00:00:00 GMT" }, 412],
        ];
        for (const [headers, status] of cases) {
          const answer = await request(origin, file, { headers: { ...asked, ...headers } });
          assert.equal(
            answer.status,
            status,
            `${name} ${file} (${encoding}) ${JSON.stringify(headers)}`,
          );
        }
      }
    }
  });

  it("move a case variant to the lower-case address without echoing a foreign Host", async () => {
    for (const host of ["evil.example", "evil.example:8080", "127.0.0.1"]) {
      for (const answer of await askBoth("/Services?x=1", { headers: { Host: host } })) {
        const where = `${answer.name} ${host}`;
        assert.equal(answer.status, 301, where);
        // A path only: the browser resolves it against the address it asked, never the Host.
        assert.equal(answer.headers.location, "/services?x=1", where);
      }
    }
  });

  it("have no /admin/ in a build without the online editor (item 2)", async () => {
    // The build npm test makes (npm run build:e2e) has no CMS_BACKEND=github.
    const admin = path.join(ROOT, "build/client/admin");
    assert.equal(
      existsSync(admin),
      false,
      `${admin} exists: was the build made for the online editor?`,
    );
    assert.doesNotMatch(
      readFileSync(path.join(ROOT, "build/client/_headers"), "utf8"),
      // The editor's allowances ('unsafe-eval' and the like); the search's 'wasm-unsafe-eval' is the pages' own.
      /admin|'unsafe-/,
    );
    if (hasNginx) {
      assert.doesNotMatch(
        readFileSync(path.join(ROOT, "build/nginx/maps.conf"), "utf8"),
        /admin|'unsafe-/,
      );
    }
    for (const answer of await askBoth("/admin/")) {
      assert.equal(answer.status, 404, answer.name);
      assert.doesNotMatch(
        String(answer.headers["content-security-policy"]),
        /'unsafe-/,
        answer.name,
      );
      assert.equal(answer.headers["x-robots-tag"], undefined, answer.name);
    }
  });
});

const tlsSkip =
  skip ?? (!hasNginx ? "nginx is not installed" : !hasOpenssl ? "openssl is not installed" : false);

describe("nginx's port-80 redirect (item 9)", { skip: tlsSkip }, () => {
  /** @type {Awaited<ReturnType<typeof startNginx>> | undefined} */
  let nginx;
  before(async () => {
    nginx = await startNginx({ tls: true });
  });
  after(() => nginx?.stop());

  it("sends every visitor to the configured name, whatever Host the request claims", async () => {
    const shipped = `https://127.0.0.1:${nginx?.httpsPort}/services?x=1`;
    for (const host of ["evil.example", "127.0.0.1", "localhost.evil.example:8080"]) {
      const answer = await request(String(nginx?.origin), "/services?x=1", {
        headers: { Host: host },
      });
      assert.deepEqual([answer.status, answer.headers.location], [301, shipped], host);
    }
  });
});
