// @vitest-environment jsdom
import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  deliver,
  type EmailSdk,
  interpretError,
  interpretResponse,
  missingIdentifiers,
} from "./email";
import type { EmailConfig } from "./env-contract";

const config: EmailConfig = {
  publicKey: "pk_test",
  serviceId: "service_test",
  contactTemplateId: "template_contact",
  careersTemplateId: "template_careers",
  origin: "http://127.0.0.1:4999",
};

const params = { name: "Asha", email: "asha@example.com", interest: "Tumblers" };

function fakeSdk(answer: () => Promise<unknown>) {
  return {
    init: vi.fn(),
    send: vi.fn(answer),
    sendForm: vi.fn(answer),
  } satisfies EmailSdk;
}

function depsFor(sdk: EmailSdk, overrides: Partial<EmailConfig> = {}) {
  const loadSdk = vi.fn(async () => sdk);
  return { config: { ...config, ...overrides }, loadSdk, timeoutMs: 15_000 };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("interpretResponse", () => {
  it("counts status 200 or the text 'OK' as delivered, and nothing else", () => {
    expect(interpretResponse(new EmailJSResponseStatus(200, "OK"))).toEqual({ ok: true });
    expect(interpretResponse({ status: 200, text: "" })).toEqual({ ok: true });
    expect(interpretResponse({ status: 201, text: "OK" })).toEqual({ ok: true });
    expect(interpretResponse({ status: 204, text: "" })).toMatchObject({ ok: false });
    expect(interpretResponse(undefined)).toMatchObject({ ok: false, reason: "unexpected" });
    expect(interpretResponse("OK")).toMatchObject({ ok: false });
  });
});

describe("interpretError", () => {
  it.each([
    [new EmailJSResponseStatus(400, "The Public Key is invalid"), "refused"],
    [new EmailJSResponseStatus(413, "Payload Too Large"), "refused"],
    [new EmailJSResponseStatus(429, "Too Many Requests"), "refused"],
    [new EmailJSResponseStatus(500, "Internal Server Error"), "service-error"],
    [new EmailJSResponseStatus(503, ""), "service-error"],
    [new EmailJSResponseStatus(), "network"],
    [{ status: 302, text: "Found" }, "unexpected"],
    [new TypeError("Failed to fetch"), "network"],
    [new TypeError("Failed to fetch dynamically imported module"), "network"],
    ["The public key is required. Visit https://dashboard.emailjs.com/admin/account", "sdk-error"],
    [new Error("boom"), "unexpected"],
    [null, "unexpected"],
  ])("maps %o to %s", (error, reason) => {
    expect(interpretError(error)).toMatchObject({ ok: false, reason });
  });

  it("keeps the service's own words for whoever reads the warning", () => {
    expect(interpretError(new EmailJSResponseStatus(400, "Template not found")).detail).toBe(
      "status 400: Template not found",
    );
  });
});

describe("deliver", () => {
  it("sends the contact inquiry as template parameters, never blocking headless browsers", async () => {
    const sdk = fakeSdk(async () => new EmailJSResponseStatus(200, "OK"));
    const deps = depsFor(sdk);
    await expect(deliver({ template: "contact", params }, deps)).resolves.toEqual({ ok: true });
    expect(sdk.init).toHaveBeenCalledWith({
      publicKey: "pk_test",
      origin: "http://127.0.0.1:4999",
      blockHeadless: false,
    });
    expect(sdk.send).toHaveBeenCalledWith("service_test", "template_contact", params);
    expect(sdk.sendForm).not.toHaveBeenCalled();
  });

  it("posts the careers form with its own template", async () => {
    const sdk = fakeSdk(async () => ({ status: 200, text: "OK" }));
    const form = {} as HTMLFormElement;
    await deliver({ template: "careers", form }, depsFor(sdk));
    expect(sdk.sendForm).toHaveBeenCalledWith("service_test", "template_careers", form);
  });

  it.each([
    [() => Promise.reject(new EmailJSResponseStatus(422, "Bad params")), "refused"],
    [() => Promise.reject(new EmailJSResponseStatus(502, "Bad Gateway")), "service-error"],
    [() => Promise.reject(new TypeError("Failed to fetch")), "network"],
    [() => Promise.reject("The template ID is required."), "sdk-error"],
    [() => Promise.resolve({ status: 202, text: "Accepted" }), "unexpected"],
  ])("reports a failure instead of throwing (%#)", async (answer, reason) => {
    const outcome = await deliver({ template: "contact", params }, depsFor(fakeSdk(answer)));
    expect(outcome).toMatchObject({ ok: false, reason });
  });

  it("reports a failure when the SDK cannot be loaded (offline)", async () => {
    const deps = {
      ...depsFor(fakeSdk(async () => ({}))),
      loadSdk: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    };
    await expect(deliver({ template: "contact", params }, deps)).resolves.toMatchObject({
      ok: false,
      reason: "network",
    });
  });

  it("gives up after the timeout and ignores a late answer", async () => {
    vi.useFakeTimers();
    let answer: (value: unknown) => void = () => {};
    const sdk = fakeSdk(() => new Promise((resolve) => (answer = resolve)));
    const pending = deliver({ template: "contact", params }, depsFor(sdk));
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ ok: false, reason: "timeout" });
    answer({ status: 200, text: "OK" });
    await expect(pending).resolves.toMatchObject({ ok: false, reason: "timeout" });
  });

  it("fails without loading the SDK when an identifier is missing", async () => {
    const sdk = fakeSdk(async () => ({ status: 200, text: "OK" }));
    const deps = depsFor(sdk, { publicKey: "", careersTemplateId: "" });
    await expect(deliver({ template: "careers", params }, deps)).resolves.toEqual({
      ok: false,
      reason: "not-configured",
      detail: "Missing: VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_CAREERS_TEMPLATE_ID",
    });
    expect(deps.loadSdk).not.toHaveBeenCalled();
  });

  it("needs only the template the message uses", () => {
    expect(missingIdentifiers({ ...config, careersTemplateId: "" }, "contact")).toEqual([]);
    expect(missingIdentifiers({ ...config, contactTemplateId: "" }, "contact")).toEqual([
      "VITE_EMAILJS_CONTACT_TEMPLATE_ID",
    ]);
  });
});

describe("deliver with the real SDK (fetch stubbed at the network edge)", () => {
  it("posts JSON to the configured origin with every inquiry field", async () => {
    const fetch = vi.fn(async () => new Response("OK", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const inquiry = { ...params, company: "Northwind", contact: "+91 44 5555 0142" };
    const outcome = await deliver(
      { template: "contact", params: inquiry },
      { config, loadSdk: async () => emailjs, timeoutMs: 15_000 },
    );
    expect(outcome).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:4999/api/v1.0/email/send");
    expect(JSON.parse(String(init.body))).toMatchObject({
      user_id: "pk_test",
      service_id: "service_test",
      template_id: "template_contact",
      template_params: inquiry,
    });
  });

  it("posts the careers form as multipart to the form endpoint", async () => {
    const fetch = vi.fn(async () => new Response("OK", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const form = document.createElement("form");
    form.innerHTML = '<input name="name" value="Asha"><textarea name="interest">Hi</textarea>';
    const outcome = await deliver(
      { template: "careers", form },
      { config, loadSdk: async () => emailjs, timeoutMs: 15_000 },
    );
    expect(outcome).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:4999/api/v1.0/email/send-form");
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body)).toMatchObject({
      name: "Asha",
      interest: "Hi",
      user_id: "pk_test",
      service_id: "service_test",
      template_id: "template_careers",
    });
  });

  it.each([
    [400, "The user_id parameter is required", "refused"],
    [500, "Internal error", "service-error"],
  ])("turns an HTTP %i into a failure", async (status, text, reason) => {
    vi.stubGlobal("fetch", async () => new Response(text, { status }));
    const outcome = await deliver(
      { template: "contact", params },
      { config, loadSdk: async () => emailjs, timeoutMs: 15_000 },
    );
    expect(outcome).toEqual({ ok: false, reason, detail: `status ${status}: ${text}` });
  });
});
