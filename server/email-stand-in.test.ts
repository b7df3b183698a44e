import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "~/features/careers-form/resume-checks";
import {
  createEmailStandIn,
  STAND_IN_MAX_BODY_BYTES,
  type StandInOptions,
} from "./email-stand-in.mjs";
import { listMessages, safeFileName } from "./outbox.mjs";
import { describeStandIn, parseFailSetting, standInSettings } from "./stand-in-settings.mjs";

let outboxDir: string;
let server: Server | undefined;
let logged: string[];

beforeEach(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  logged = [];
});

async function stop(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}

afterEach(async () => {
  await stop();
  await rm(outboxDir, { recursive: true, force: true });
});

/** Starts the stand-in alone on a free port and returns its origin. */
async function start(options: Partial<StandInOptions> = {}): Promise<string> {
  const standIn = createEmailStandIn({ outboxDir, log: (line) => logged.push(line), ...options });
  server = createServer((req, res) => {
    if (standIn.handles(req)) void standIn.handle(req, res);
    else res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
          Origin: "http://localhost:4173",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-methods")).toContain("POST");
      expect(response.headers.get("access-control-allow-headers")).toBe("content-type");
    }
  });

  it("accepts a JSON message with 200 'OK', stores its fields and logs one line", async () => {
    const origin = await start();
    const response = await postJson(origin, { ...identifiers, template_params: inquiry });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
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
    expect(download.headers.get("content-type")).toBe("application/pdf");
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
    const origin = await start({ maxBodyBytes: 1024 });
    const resume = new File([new Uint8Array(2048)], "cv.pdf", { type: "application/pdf" });
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
    const response = await postJson(origin, { ...identifiers, template_params: inquiry });
    expect(response.status).toBe(503);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
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
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
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

  it("is off unless asked for, and says where messages go when on", () => {
    expect(standInSettings({ root: "/site", env: {} })).toBeUndefined();
    const options = standInSettings({
      root: "/site",
      env: { EMAIL_STAND_IN: "1", EMAIL_STAND_IN_FAIL: "1", EMAIL_STAND_IN_DELAY_MS: "800" },
    });
    expect(options).toEqual({ outboxDir: "/site/.outbox", failStatus: 500, delayMs: 800 });
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
