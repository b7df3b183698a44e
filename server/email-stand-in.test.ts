import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RESUME_MAX_BYTES } from "~/features/careers-form/resume-limit";
import {
  createEmailStandIn,
  IDENTIFIER_MAX_LENGTH,
  isLoopback,
  OUTBOX_POLICY,
  parseFailSetting,
  printable,
  STAND_IN_MAX_BODY_BYTES,
  type StandInOptions,
} from "./email-stand-in.mjs";
import { listMessages, OUTBOX_PAGE_SIZE, safeFileName, saveMessage } from "./outbox.mjs";
import { describeStandIn, standInSettings } from "./serve.mjs";

let outboxDir: string;
let server: Server | undefined;
let logged: string[];

beforeEach(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  logged = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => void logged.push(line));
});

async function stop(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}

afterEach(async () => {
  vi.restoreAllMocks();
  await stop();
  await rm(outboxDir, { recursive: true, force: true });
});

/** The site's own origin in these tests: the only one whose pages may use the stand-in. */
const SITE = "http://localhost:4173";

/** Starts the stand-in alone on a free port and returns its origin. */
async function start(options: Partial<StandInOptions> = {}): Promise<string> {
  let standIn: ReturnType<typeof createEmailStandIn> | undefined;
  server = createServer(async (req, res) => {
    if (!(await standIn?.(req, res))) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  standIn = createEmailStandIn({
    outboxDir,
    allowedOrigins: [SITE],
    allowedHosts: [`127.0.0.1:${port}`, `localhost:${port}`],
    ...options,
  });
  return `http://127.0.0.1:${port}`;
}

const identifiers = {
  lib_version: "4.4.1",
  user_id: "stand-in-public-key",
  service_id: "service_stand_in",
  template_id: "template_contact",
};
const inquiry = {
  name: "Asha <b>Raman</b>",
  email: "asha@example.com",
  interest: "Tumblers 🙂",
  company: "Northwind",
  contact: "+91 44 5555 0142",
};

/** A request with a raw path and headers; `keepOpen` sends the headers and no body. */
function rawRequest(
  origin: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; keepOpen?: boolean } = {},
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${origin}/`,
      { method: options.method, headers: options.headers, path: rawPath },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on("error", reject);
    if (options.keepOpen) req.flushHeaders();
    else req.end();
  });
}

function postJson(origin: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/v1.0/email/send`, {
    method: "POST",
    headers: { "Content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

function careersForm(fields: Record<string, string>, resume?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (resume) form.append("resume", resume);
  return form;
}

describe("the e-mail stand-in", () => {
  it("answers the CORS preflight for both endpoints", async () => {
    const origin = await start();
    for (const endpoint of ["send", "send-form"]) {
      const response = await fetch(`${origin}/api/v1.0/email/${endpoint}`, {
        method: "OPTIONS",
        headers: {
          Origin: SITE,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
      expect(response.headers.get("vary")).toBe("Origin");
      expect(response.headers.get("access-control-allow-methods")).toContain("POST");
      expect(response.headers.get("access-control-allow-headers")).toBe("content-type");
    }
  });

  it("accepts a JSON message with 200 'OK', stores its fields and logs one line", async () => {
    const origin = await start();
    const response = await postJson(
      origin,
      { ...identifiers, template_params: inquiry },
      { Origin: SITE },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
    const [message, ...others] = await listMessages(outboxDir);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ endpoint: "send", ...identifiers, params: inquiry });
    const onDisk = JSON.parse(
      await readFile(path.join(outboxDir, message?.id ?? "", "message.json"), "utf8"),
    );
    expect(onDisk.params).toEqual(inquiry);
    expect(logged).toEqual([
      `[e-mail stand-in] template_contact from ${inquiry.name} <asha@example.com> -> ${message?.id}`,
    ]);
  });

  it("accepts a multipart form and keeps the attachment as a file", async () => {
    const origin = await start();
    const bytes = new TextEncoder().encode("%PDF-1.4 résumé");
    const resume = new File([bytes], "../../Asha résumé.pdf", { type: "application/pdf" });
    const fields = { name: "Asha", email: "a@b.co", contact: "5550100123", interest: "Hi" };
    const response = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: "POST",
      body: careersForm({ ...fields, ...identifiers, template_id: "template_careers" }, resume),
    });
    expect(await response.text()).toBe("OK");
    const [message] = await listMessages(outboxDir);
    expect(message?.params).toEqual(fields);
    expect(message?.template_id).toBe("template_careers");
    expect(message?.attachments).toEqual([
      {
        field: "resume",
        filename: "../../Asha résumé.pdf",
        storedAs: "1-resume--Asha résumé.pdf",
        type: "application/pdf",
        size: bytes.byteLength,
      },
    ]);
    const stored = await readFile(
      path.join(outboxDir, message?.id ?? "", "1-resume--Asha résumé.pdf"),
    );
    expect(new Uint8Array(stored)).toEqual(bytes);
    expect(logged[0]).toMatch(/, 1 attachment -> /);

    const download = await fetch(
      `${origin}/_outbox/${message?.id}/${encodeURIComponent("1-resume--Asha résumé.pdf")}`,
    );
    // Never the type the uploader claimed: a download the browser will not render.
    expect(download.headers.get("content-type")).toBe("application/octet-stream");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it("ignores the empty part an untouched file input posts", async () => {
    const origin = await start();
    const form = careersForm({ ...identifiers, name: "Asha" });
    form.append("resume", new File([], "", { type: "application/octet-stream" }));
    await fetch(`${origin}/api/v1.0/email/send-form`, { method: "POST", body: form });
    const [message] = await listMessages(outboxDir);
    expect(message?.attachments).toEqual([]);
    expect(message?.params.name).toBe("Asha");
  });

  it.each([
    ["user_id", "The public key is required: user_id is missing."],
    ["service_id", "The service ID is required: service_id is missing."],
    ["template_id", "The template ID is required: template_id is missing."],
  ])("refuses a message without %s with 400 and a clear text", async (key, text) => {
    const origin = await start();
    const json = await postJson(origin, { ...identifiers, [key]: "", template_params: inquiry });
    expect([json.status, await json.text()]).toEqual([400, text]);
    const rest: Record<string, string> = { ...identifiers };
    delete rest[key];
    const form = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: "POST",
      body: careersForm(rest),
    });
    expect([form.status, await form.text()]).toEqual([400, text]);
    expect(await listMessages(outboxDir)).toEqual([]);
  });

  it("refuses a body that is not JSON or not a form", async () => {
    const origin = await start();
    const broken = await fetch(`${origin}/api/v1.0/email/send`, { method: "POST", body: "{" });
    expect(broken.status).toBe(400);
    const params = await postJson(origin, { ...identifiers, template_params: "name=Asha" });
    expect([params.status, await params.text()]).toEqual([
      400,
      "template_params must be an object.",
    ]);
    const notForm = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(notForm.status).toBe(400);
  });

  it("answers 413 to an oversize request and stores nothing", async () => {
    const origin = await start();
    const resume = new File([new Uint8Array(STAND_IN_MAX_BODY_BYTES)], "cv.pdf");
    const response = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: "POST",
      body: careersForm(identifiers, resume),
    });
    expect(response.status).toBe(413);
    expect(await listMessages(outboxDir)).toEqual([]);
  });

  it("leaves room above the résumé limit for the other fields", () => {
    expect(STAND_IN_MAX_BODY_BYTES).toBeGreaterThan(RESUME_MAX_BYTES + 64 * 1024);
  });

  it("fails on demand, by setting or per request, and stores nothing", async () => {
    const origin = await start({ failStatus: 503 });
    const response = await postJson(
      origin,
      { ...identifiers, template_params: inquiry },
      { Origin: SITE },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
    await stop();
    const second = await start();
    const byHeader = await postJson(
      second,
      { ...identifiers, template_params: inquiry },
      { "X-Stand-In-Fail": "500" },
    );
    expect(byHeader.status).toBe(500);
    expect(await listMessages(outboxDir)).toEqual([]);
  });

  it("lists messages at /_outbox with every value escaped, and as JSON", async () => {
    const origin = await start();
    const hostile = { ...inquiry, interest: "<script>alert('x')</script>" };
    await postJson(origin, { ...identifiers, template_params: hostile });
    const page = await fetch(`${origin}/_outbox`);
    expect(page.headers.get("content-security-policy")).toBe(OUTBOX_POLICY);
    const html = await page.text();
    expect(html).toContain("1 message");
    expect(html).toContain("&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;");
    expect(html).not.toContain("<script>");
    const json = await (await fetch(`${origin}/_outbox.json`)).json();
    expect(json[0].params).toEqual(hostile);
  });

  it("serves only attachments that a message lists", async () => {
    const origin = await start();
    for (const probe of ["/_outbox/..%2Fpackage.json/x", "/_outbox/none/message.json"]) {
      expect((await fetch(`${origin}${probe}`)).status).toBe(404);
    }
  });

  it("takes only POST on the endpoints and leaves other paths alone", async () => {
    const origin = await start();
    const get = await fetch(`${origin}/api/v1.0/email/send`);
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST, OPTIONS"]);
    expect((await fetch(`${origin}/contact-us`)).status).toBe(418);
    expect((await fetch(`${origin}/api/v1.0/email/other`)).status).toBe(418);
  });

  it("lets only the site's own pages post or read, and refuses a foreign origin", async () => {
    const origin = await start();
    const evil = "https://evil.example";
    const post = await postJson(
      origin,
      { ...identifiers, template_params: inquiry },
      { Origin: evil },
    );
    expect(post.status).toBe(403);
    expect(post.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${origin}/api/v1.0/email/send`, {
      method: "OPTIONS",
      headers: { Origin: evil, "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const read = await fetch(`${origin}/_outbox.json`, { headers: { Origin: evil } });
    expect([read.status, read.headers.get("access-control-allow-origin")]).toEqual([403, null]);
    expect(await listMessages(outboxDir)).toEqual([]);
  });

  it("refuses a foreign Host header (a name rebound to this computer)", async () => {
    const origin = await start();
    const { port } = new URL(origin);
    for (const host of [
      `rebound.example:${port}`,
      "localhost.evil.example",
      `127.0.0.1.nip.io:${port}`,
    ]) {
      const response = await rawRequest(origin, "/_outbox.json", { headers: { Host: host } });
      expect(response.status, host).toBe(403);
    }
    expect(
      (await rawRequest(origin, "/_outbox.json", { headers: { Host: `localhost:${port}` } }))
        .status,
    ).toBe(200);
    await stop();
    const strict = await start({ allowedHosts: ["localhost:4173"] });
    expect((await fetch(`${strict}/_outbox.json`)).status).toBe(403);
  });

  it("lets only this computer read the outbox, by the connection's address", async () => {
    expect(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"].every(isLoopback)).toBe(true);
    for (const address of ["192.168.1.5", "::ffff:192.168.1.5", "fe80::1", "10.127.0.1", ""])
      expect(isLoopback(address), address).toBe(false);
  });

  it("prints no control characters from what visitors typed", async () => {
    const origin = await start();
    const name = "Asha\u001b]0;pwned\u0007\u001b[2J\n[e-mail stand-in] forged\u202e";
    await postJson(origin, { ...identifiers, template_params: { ...inquiry, name } });
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toMatch(/\p{Cc}|\u202e/u);
    expect(logged[0]).toContain(
      "Asha\\x1b]0;pwned\\x07\\x1b[2J\\x0a[e-mail stand-in] forged\\u202e",
    );
    expect(printable("Tumblers 🙂 é")).toBe("Tumblers 🙂 é");
  });

  it.each([
    ["user_id", "The public key is too long: at most 64 characters."],
    ["service_id", "The service ID is too long: at most 64 characters."],
    ["template_id", "The template ID is too long: at most 64 characters."],
  ])("refuses a %s longer than the service's own, with 400", async (key, text) => {
    const origin = await start();
    const long = { ...identifiers, [key]: "x".repeat(IDENTIFIER_MAX_LENGTH + 1) };
    const json = await postJson(origin, { ...long, template_params: inquiry });
    expect([json.status, await json.text()]).toEqual([400, text]);
    const form = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: "POST",
      body: careersForm(long),
    });
    expect([form.status, await form.text()]).toEqual([400, text]);
    const fits = { ...identifiers, [key]: "x".repeat(IDENTIFIER_MAX_LENGTH) };
    expect((await postJson(origin, { ...fits, template_params: inquiry })).status).toBe(200);
    expect(await listMessages(outboxDir)).toHaveLength(1);
  });

  it("refuses JSON nested deeper than the SDK sends before parsing it", async () => {
    const origin = await start();
    const deep = `${"[".repeat(1_200_000)}${"]".repeat(1_200_000)}`;
    const response = await fetch(`${origin}/api/v1.0/email/send`, { method: "POST", body: deep });
    expect([response.status, await response.text()]).toEqual([
      400,
      "The request body nests deeper than the SDK's (at most 2 levels).",
    ]);
    // Brackets and quotes inside text are text, not nesting.
    const params = { ...inquiry, interest: '[[{"a":[[1]]}]] \\" {{' };
    expect((await postJson(origin, { ...identifiers, template_params: params })).status).toBe(200);
    expect((await listMessages(outboxDir))[0]?.params).toEqual(params);
  });

  it("pages the outbox, newest first, as HTML and JSON", async () => {
    const total = OUTBOX_PAGE_SIZE + 5;
    for (let n = 0; n < total; n++) {
      const params = { ...inquiry, email: `n${n}@example.com` };
      await saveMessage(outboxDir, { endpoint: "send", ...identifiers, params }, []);
    }
    const origin = await start();
    const first = await fetch(`${origin}/_outbox.json`);
    const newest = (await first.json()) as { params: { email: string } }[];
    expect(newest).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(newest[0]?.params.email).toBe(`n${total - 1}@example.com`);
    expect(first.headers.get("x-total-count")).toBe(String(total));
    expect(first.headers.get("link")).toBe('</_outbox.json?page=2>; rel="next"');
    const second = await fetch(`${origin}/_outbox.json?page=2`);
    const oldest = (await second.json()) as { params: { email: string } }[];
    expect(oldest.map((m) => m.params.email)).toEqual(
      [4, 3, 2, 1, 0].map((n) => `n${n}@example.com`),
    );
    const html = await (await fetch(`${origin}/_outbox`)).text();
    expect(html.match(/<article>/g)).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(html).toContain(`${total} messages`);
    expect(html).toContain('<a href="/_outbox?page=2">Older</a>');
    const last = await (await fetch(`${origin}/_outbox?page=2`)).text();
    expect(last.match(/<article>/g)).toHaveLength(5);
    expect(last).toContain('<a href="/_outbox">Newer</a>');
    expect((await (await fetch(`${origin}/_outbox.json?page=x`)).json()).length).toBe(
      OUTBOX_PAGE_SIZE,
    );
  });

  it("shows text-direction controls escaped on the outbox page, as in the terminal", async () => {
    const origin = await start();
    const bidi = ["\u202e", "\u202a", "\u200e", "\u200f", "\u2066", "\u2069", "\u061c"];
    const name = `Asha ${bidi.join("x")} \u001b[31m`;
    await postJson(origin, { ...identifiers, template_params: { ...inquiry, name } });
    const html = await (await fetch(`${origin}/_outbox`)).text();
    for (const c of [...bidi, "\u001b"]) expect(html).not.toContain(c);
    expect(html).toContain("<code>\\u202e</code>x<code>\\u202a</code>");
    expect(html).toContain("<code>\\u061c</code>");
    expect(html).toContain("<code>\\x1b</code>[31m");
    expect(logged[0]).toContain("\\u2066x\\u2069x\\u061c");
    // Line breaks stay line breaks.
    await postJson(origin, { ...identifiers, template_params: { ...inquiry, interest: "a\nb" } });
    expect(await (await fetch(`${origin}/_outbox`)).text()).toContain("<td>a\nb</td>");
  });

  it.each([
    ["nested arrays", { name: JSON.parse(`${"[".repeat(4100)}${"]".repeat(4100)}`) }],
    ["an object value", { name: { toString: 1 } }],
    ["a number", { name: 42 }],
    ["a toString key", { ...{ name: "Asha" }, toString: "x" }],
    ["a __proto__ key", JSON.parse('{"__proto__": "x", "name": "Asha"}')],
    ["a name with spaces", { "first name": "Asha" }],
    ["too many params", Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`p${i}`, "x"]))],
    ["a huge value", { interest: "x".repeat(20_001) }],
  ])("answers 400 to template_params with %s and stores nothing", async (_, params) => {
    const origin = await start();
    const response = await postJson(origin, { ...identifiers, template_params: params });
    expect(response.status).toBe(400);
    expect(await listMessages(outboxDir)).toEqual([]);
    expect((await fetch(`${origin}/_outbox`)).status).toBe(200);
  });

  it("answers 400 to a form field that is not a plain name", async () => {
    const origin = await start();
    for (const field of ["toString", "__proto__", "constructor"]) {
      const response = await fetch(`${origin}/api/v1.0/email/send-form`, {
        method: "POST",
        body: careersForm({ ...identifiers, name: "Asha", [field]: "x" }),
      });
      expect(response.status, field).toBe(400);
    }
    expect(await listMessages(outboxDir)).toEqual([]);
  });

  it("still lists the outbox when an older message on disk has another shape", async () => {
    const origin = await start();
    await postJson(origin, { ...identifiers, template_params: inquiry });
    const folder = path.join(outboxDir, "20250101T000000Z-template_contact-abcdef");
    await mkdir(folder);
    const bad = {
      id: "x",
      receivedAt: "2025",
      endpoint: "send",
      user_id: "u",
      service_id: "s",
      template_id: "t",
      params: { name: { toString: 1 } },
      attachments: [],
    };
    await writeFile(path.join(folder, "message.json"), JSON.stringify(bad));
    const page = await fetch(`${origin}/_outbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(inquiry.email);
    expect(await listMessages(outboxDir)).toHaveLength(1);
  });

  it("answers 400 to an attachment address with a broken escape", async () => {
    const origin = await start();
    for (const probe of ["/_outbox/x/%", "/_outbox/x/%FF", "/_outbox/x/a%E0%A4%A"]) {
      const response = await rawRequest(origin, probe);
      expect([response.status, response.body], probe).toEqual([
        400,
        "Bad request: the attachment's name is not a valid address.",
      ]);
    }
  });

  it("refuses a body declared too large at once, before reading it", async () => {
    const origin = await start();
    // Headers only: a server that waited for the 25 MB would never answer.
    const response = await rawRequest(origin, "/api/v1.0/email/send-form", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": "26214400" },
      keepOpen: true,
    });
    expect(response.status).toBe(413);
    expect(await listMessages(outboxDir)).toEqual([]);
  });
});

describe("stand-in settings", () => {
  it.each([
    [undefined, undefined],
    ["0", undefined],
    ["false", undefined],
    ["1", 500],
    ["true", 500],
    ["503", 503],
  ])("reads the fail switch %j as %j", (value, status) => {
    expect(parseFailSetting(value)).toBe(status);
  });

  it("stops on a fail switch it cannot read", () => {
    expect(() => parseFailSetting("200")).toThrow(/400 to 599/);
  });

  it("reads the environment, answers only this server's own pages, and says where messages go", () => {
    const env = { EMAIL_STAND_IN_FAIL: "1", EMAIL_STAND_IN_DELAY_MS: "800" };
    const options = standInSettings({ port: 4173 }, env, "/site");
    const names = ["localhost", "127.0.0.1", "[::1]"];
    expect(options).toEqual({
      outboxDir: "/site/.outbox",
      failStatus: 500,
      delayMs: 800,
      allowedHosts: names.map((name) => `${name}:4173`),
      allowedOrigins: names.map((name) => `http://${name}:4173`),
    });
    const lan = standInSettings(
      { port: 80, host: "192.168.1.5", allowOrigins: ["http://x:1"] },
      {},
    );
    expect(lan.allowedHosts).toContain("192.168.1.5:80");
    expect(lan.allowedOrigins).toEqual(
      expect.arrayContaining(["http://192.168.1.5:80", "http://x:1"]),
    );
    expect(describeStandIn(options, 4173, "/site")).toEqual([
      "E-mail stand-in: ON. Messages stay on this computer in .outbox/ and are listed at http://localhost:4173/_outbox",
      "E-mail stand-in: answering every send with 500 (EMAIL_STAND_IN_FAIL).",
      "E-mail stand-in: answering after 800 ms.",
    ]);
    expect(describeStandIn(undefined, 4173, "/site")[0]).toMatch(/off/);
  });

  it("makes file names safe to store", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\asha\\cv<1>.pdf")).toBe("cv_1_.pdf");
    expect(safeFileName(".hidden")).toBe("_hidden");
    expect(safeFileName("")).toBe("file");
  });
});
