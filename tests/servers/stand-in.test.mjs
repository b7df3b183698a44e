// @ts-check
/**
 * The e-mail stand-in in npm start's server: the outbox is for this
 * computer only, even when the server listens on the network; and what no form sends is
 * refused before it costs anything.
 */
import assert from "node:assert/strict";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { saveMessage } from "../../server/outbox.mjs";
import { missingBuild, request, startSiteServer } from "./servers.mjs";

const skip = missingBuild();
/** This machine's address on its network, if it has one: where a neighbour would connect to. */
const outward = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === "IPv4")?.address;

const identifiers = {
  lib_version: "4.4.1",
  user_id: "stand-in-public-key",
  service_id: "service_stand_in",
  template_id: "template_contact",
};
const params = {
  name: "Asha",
  email: "asha@example.com",
  interest: "Tumblers",
  contact: "5550100",
};

let outbox = "";
/** @type {Awaited<ReturnType<typeof startSiteServer>> | undefined} */
let server;

before(async () => {
  if (skip) return;
  outbox = await mkdtemp(path.join(tmpdir(), "outbox-"));
  // Listening on every address, as `HOST=0.0.0.0 npm start` does.
  server = await startSiteServer(["--host", "0.0.0.0", "--stand-in", "--outbox", outbox]);
});
after(async () => {
  await server?.stop();
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

/** @param {unknown} body @param {Record<string, string>} [headers] */
const send = (body, headers = {}) =>
  request(String(server?.origin), "/api/v1.0/email/send", {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: `localhost:${server?.port}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const stored = async () => (await readdir(outbox)).length;

describe("the outbox", { skip }, () => {
  it("answers this computer only, whatever Host a neighbour sends (item 8)", {
    skip: !outward && "this machine has no network address besides loopback",
  }, async () => {
    assert.equal((await send({ ...identifiers, template_params: params })).status, 200);
    const host = { Host: `localhost:${server?.port}` };
    const fromNeighbour = `http://${outward}:${server?.port}`;
    for (const page of ["/_outbox", "/_outbox.json", "/_outbox/"]) {
      // Connected to (and so from) the machine's network address, not the loopback one.
      const answer = await request(fromNeighbour, page, { headers: host, localAddress: outward });
      assert.equal(answer.status, 403, page);
      assert.doesNotMatch(answer.body, /asha@example\.com/, page);
      const local = await request(String(server?.origin), page, { headers: host });
      assert.equal(local.status, 200, page);
    }
    assert.match(
      (await request(String(server?.origin), "/_outbox.json", { headers: host })).body,
      /asha@example\.com/,
    );
  });
});

describe("the stand-in's limits (item 10)", { skip }, () => {
  it("refuses identifiers longer than the service's own", async () => {
    const before = await stored();
    for (const key of ["user_id", "service_id", "template_id"]) {
      const answer = await send({ ...identifiers, [key]: "x".repeat(65), template_params: params });
      assert.equal(answer.status, 400, key);
      assert.match(answer.body, /too long: at most 64 characters/, key);
    }
    assert.equal(await stored(), before);
  });

  it("refuses a body nested a million levels deep at once, and keeps answering", async () => {
    const before = await stored();
    const deep = `${"[".repeat(1_200_000)}${"]".repeat(1_200_000)}`;
    const answer = await send(deep);
    // Refused by its depth, found in one pass before JSON.parse (which took 2 s on this body).
    assert.deepEqual(
      [answer.status, answer.body],
      [400, "The request body nests deeper than the SDK's (at most 2 levels)."],
    );
    assert.equal(await stored(), before);
    assert.equal((await send({ ...identifiers, template_params: params })).status, 200);
  });

  it("refuses a form of 44,000 parts by counting them, before reading any, and keeps answering", async () => {
    const before = await stored();
    const boundary = "Zq7";
    /** @param {[string, string][]} fields */
    const multipart = (fields) =>
      `${fields
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join("")}--${boundary}--\r\n`;
    /** @param {string} body @param {string} type */
    const sendForm = (body, type) =>
      request(String(server?.origin), "/api/v1.0/email/send-form", {
        method: "POST",
        headers: { "Content-Type": type, Host: `localhost:${server?.port}` },
        body,
      });
    const many = /** @type {[string, string][]} */ (
      Array.from({ length: 44_000 }, (_, n) => [`${n}`, "x"])
    );
    const flood = multipart([...Object.entries(identifiers), ...many]);
    assert.ok(flood.length > 2_000_000 && flood.length < 2.5 * 1024 * 1024, `${flood.length}`);
    const formType = `multipart/form-data; boundary=${boundary}`;
    const urlencoded = new URLSearchParams([...Object.entries(identifiers), ...many]).toString();
    for (const [body, type] of /** @type {const} */ ([
      [flood, formType],
      [urlencoded, "application/x-www-form-urlencoded"],
    ])) {
      const answer = await sendForm(body, type);
      assert.deepEqual(
        [answer.status, answer.body],
        [400, "Too many form parts: at most 32."],
        type,
      );
    }
    assert.equal(await stored(), before);
    // What the forms send (fewer than 20 fields and a file) is counted and kept as ever.
    const fields = [...Object.entries(identifiers), ...Object.entries(params)];
    const extra = /** @type {[string, string][]} */ (
      Array.from({ length: 32 - fields.length }, (_, n) => [`field_${n}`, "x"])
    );
    const answer = await sendForm(multipart([...fields, ...extra]), formType);
    assert.equal(answer.status, 200, answer.body);
    assert.equal(await stored(), before + 1);
  });

  it("pages the outbox, newest first, in HTML and JSON", async () => {
    for (let n = 0; n < 120; n++) {
      const message = {
        endpoint: /** @type {const} */ ("send"),
        ...identifiers,
        params: { ...params, email: `n${n}@example.com` },
      };
      await saveMessage(outbox, message, []);
    }
    const total = await stored();
    const host = { Host: `localhost:${server?.port}` };
    const json = await request(String(server?.origin), "/_outbox.json", { headers: host });
    const newest = JSON.parse(json.body);
    assert.equal(newest.length, 100);
    assert.equal(newest[0].params.email, "n119@example.com");
    assert.equal(json.headers["x-total-count"], String(total));
    assert.equal(json.headers.link, '</_outbox.json?page=2>; rel="next"');
    const older = JSON.parse(
      (await request(String(server?.origin), "/_outbox.json?page=2", { headers: host })).body,
    );
    assert.equal(older.length, total - 100);
    const html = await request(String(server?.origin), "/_outbox", { headers: host });
    assert.equal(html.body.match(/<article>/g)?.length, 100);
    assert.match(html.body, /<a href="\/_outbox\?page=2">Older<\/a>/);
  });

  it("shows text-direction controls escaped on the outbox page and in the terminal", async () => {
    const name = "Asha \u202egnp.exe\u202c \u2067x\u2069 \u200f\u061c";
    const email = "bidi@example.com";
    assert.equal(
      (await send({ ...identifiers, template_params: { ...params, name, email } })).status,
      200,
    );
    const host = { Host: `localhost:${server?.port}` };
    const page = (await request(String(server?.origin), "/_outbox", { headers: host })).body;
    assert.doesNotMatch(page, /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
    assert.match(page, /Asha <code>\\u202e<\/code>gnp\.exe<code>\\u202c<\/code>/);
    assert.match(page, /<code>\\u200f<\/code><code>\\u061c<\/code>/);
    const line =
      server
        ?.output()
        .split("\n")
        .find((text) => text.includes(email)) ?? "";
    assert.match(line, /Asha \\u202egnp\.exe\\u202c \\u2067x\\u2069 \\u200f\\u061c/);
  });
});
