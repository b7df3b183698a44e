// @vitest-environment jsdom
import emailjs from "@emailjs/browser";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  buildRequest,
  deliver,
  interpretError,
  missingIdentifiers,
  SEND_TIMEOUT_FLOOR_MS,
  sendTimeoutMs,
} from "./email";
import type { EmailConfig } from "./env-contract";

const config: EmailConfig = {
  publicKey: "pk_test",
  serviceId: "service_test",
  contactTemplateId: "template_contact",
  careersTemplateId: "template_careers",
  quoteTemplateId: "",
  origin: "http://127.0.0.1:4999",
};

describe("quote requests", () => {
  it("go through the contact template when no quote template is configured", () => {
    const request = buildRequest({ template: "quote", params: { name: "A" } }, config);
    expect(JSON.parse(String(request.body)).template_id).toBe("template_contact");
  });

  it("go through their own template when one is configured", () => {
    const own = { ...config, quoteTemplateId: "template_quote" };
    const request = buildRequest({ template: "quote", params: { name: "A" } }, own);
    expect(JSON.parse(String(request.body)).template_id).toBe("template_quote");
    expect(missingIdentifiers({ ...own, contactTemplateId: "" }, "quote")).toEqual([]);
  });

  it("name the contact template as missing when neither is configured", () => {
    expect(missingIdentifiers({ ...config, contactTemplateId: "" }, "quote")).toEqual([
      "VITE_EMAILJS_CONTACT_TEMPLATE_ID",
    ]);
  });
});

const params = { name: "Asha", email: "asha@example.com", interest: "Tumblers" };

type FetchArgs = [string, RequestInit];

/** A `fetch` that answers with `text` and `status`, recording what it was asked. */
function answering(text: string, status = 200) {
  const fetch = vi.fn(async (..._args: FetchArgs) => new Response(text, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** A `fetch` that never answers, and rejects like a browser once its request is aborted. */
function hanging() {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        const signal = init.signal as AbortSignal;
        signals.push(signal);
        signal.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        );
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return { fetch, signals };
}

function applicationWith(bytes: number) {
  const form = new FormData();
  form.append("name", "Asha");
  form.append("resume", new File([new Uint8Array(bytes)], "cv.pdf", { type: "application/pdf" }));
  return form;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("sendTimeoutMs", () => {
  it("waits 15 s for a message without attachments", () => {
    expect(sendTimeoutMs(0)).toBe(15_000);
    expect(sendTimeoutMs(-1)).toBe(15_000);
  });

  it("adds the upload's time at 256 kbit/s: 32 s per MB", () => {
    expect(sendTimeoutMs(1024 * 1024)).toBe(15_000 + 32_768);
    // The largest résumé (2 MB) gets 80.5 s, where the fixed 15 s cut it off mid-upload.
    expect(sendTimeoutMs(2 * 1024 * 1024)).toBe(15_000 + 65_536);
  });

  it("never gives less than the floor plus the upload's time, and grows with the size", () => {
    fc.assert(
      fc.property(fc.nat(50 * 1024 * 1024), fc.nat(1024 * 1024), (bytes, more) => {
        const uploadMs = (bytes * 8) / 256;
        expect(sendTimeoutMs(bytes)).toBeGreaterThanOrEqual(SEND_TIMEOUT_FLOOR_MS + uploadMs);
        expect(sendTimeoutMs(bytes)).toBeLessThan(SEND_TIMEOUT_FLOOR_MS + uploadMs + 1);
        expect(sendTimeoutMs(bytes + more)).toBeGreaterThanOrEqual(sendTimeoutMs(bytes));
      }),
    );
  });
});

describe("what counts as delivered", () => {
  it.each([
    [200, "OK", true],
    [200, "", true],
    [201, "OK", true],
    [202, "", false],
    [202, "Accepted", false],
  ])("status %i with the body %j: %s", async (status, text, isDelivered) => {
    answering(text, status);
    const outcome = await deliver({ template: "contact", params }, { config });
    expect(outcome.ok).toBe(isDelivered);
  });
});

describe("interpretError", () => {
  it.each([
    [{ status: 400, text: "The Public Key is invalid" }, "refused"],
    [{ status: 413, text: "Payload Too Large" }, "refused"],
    [{ status: 429, text: "Too Many Requests" }, "too-many"],
    [{ status: 500, text: "Internal Server Error" }, "service-error"],
    [{ status: 503, text: "" }, "service-error"],
    [{ status: 0, text: "" }, "network"],
    [{ status: 302, text: "Found" }, "unexpected"],
    [new TypeError("Failed to fetch"), "network"],
    [new Error("boom"), "unexpected"],
    [null, "unexpected"],
  ])("maps %o to %s", (error, reason) => {
    expect(interpretError(error)).toMatchObject({ ok: false, reason });
  });

  it("reads how long a 429 asks to wait, in seconds or as a date", () => {
    expect(interpretError({ status: 429, text: "", retryAfter: "120" })).toMatchObject({
      reason: "too-many",
      retryAfterSeconds: 120,
    });
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    const byDate = interpretError({ status: 429, text: "", retryAfter: inTwoMinutes });
    expect(byDate.retryAfterSeconds).toBeGreaterThan(110);
    expect(byDate.retryAfterSeconds).toBeLessThanOrEqual(120);
    for (const retryAfter of ["", "soon", "-5", null])
      expect(interpretError({ status: 429, text: "", retryAfter })).not.toHaveProperty(
        "retryAfterSeconds",
      );
  });

  it("calls a network failure while the browser is offline 'offline'", () => {
    vi.stubGlobal("navigator", { onLine: false });
    expect(interpretError(new TypeError("Failed to fetch")).reason).toBe("offline");
    expect(interpretError({ status: 0, text: "" }).reason).toBe("offline");
  });

  it("keeps the service's own words for whoever reads the warning", () => {
    expect(interpretError({ status: 400, text: "Template not found" }).detail).toBe(
      "status 400: Template not found",
    );
  });
});

describe("deliver", () => {
  it("posts the contact inquiry as JSON to the configured origin with every field", async () => {
    const fetch = answering("OK");
    const inquiry = { ...params, company: "Northwind", contact: "+91 44 5555 0142" };
    const outcome = await deliver({ template: "contact", params: inquiry }, { config });
    expect(outcome).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as FetchArgs;
    expect(url).toBe("http://127.0.0.1:4999/api/v1.0/email/send");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      user_id: "pk_test",
      service_id: "service_test",
      template_id: "template_contact",
      template_params: inquiry,
    });
  });

  it("posts the careers data as multipart to the form endpoint, file included", async () => {
    const fetch = answering("OK");
    const form = applicationWith(1234);
    await expect(deliver({ template: "careers", form }, { config })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0] as FetchArgs;
    expect(url).toBe("http://127.0.0.1:4999/api/v1.0/email/send-form");
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body].filter(([, v]) => typeof v === "string"))).toEqual({
      name: "Asha",
      user_id: "pk_test",
      service_id: "service_test",
      template_id: "template_careers",
    });
    expect((body.get("resume") as File).size).toBe(1234);
    // The caller's data is not changed: a retry posts the identifiers once, not twice.
    expect([...form.keys()]).toEqual(["name", "resume"]);
  });

  it.each([
    [400, "The user_id parameter is required", "refused"],
    [422, "Bad params", "refused"],
    [500, "Internal error", "service-error"],
    [502, "Bad Gateway", "service-error"],
  ])("turns an HTTP %i into a failure", async (status, text, reason) => {
    answering(text, status);
    const outcome = await deliver({ template: "contact", params }, { config });
    expect(outcome).toEqual({ ok: false, reason, detail: `status ${status}: ${text}` });
  });

  it("passes on the wait a 429 asks for", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response("Too Many Requests", { status: 429, headers: { "Retry-After": "60" } }),
      ),
    );
    const outcome = await deliver({ template: "contact", params }, { config });
    expect(outcome).toMatchObject({ ok: false, reason: "too-many", retryAfterSeconds: 60 });
  });

  it("reports an answer that is neither 200 nor 'OK' as unexpected", async () => {
    answering("Accepted", 202);
    const outcome = await deliver({ template: "contact", params }, { config });
    expect(outcome).toMatchObject({ ok: false, reason: "unexpected" });
  });

  it("reports a failed fetch as a network failure instead of throwing", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const outcome = await deliver({ template: "contact", params }, { config });
    expect(outcome).toMatchObject({ ok: false, reason: "network" });
  });

  it("fails without a request when an identifier is missing", async () => {
    const fetch = answering("OK");
    const deps = { config: { ...config, publicKey: "", careersTemplateId: "" } };
    await expect(deliver({ template: "careers", params }, deps)).resolves.toEqual({
      ok: false,
      reason: "not-configured",
      detail: "Missing: VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_CAREERS_TEMPLATE_ID",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("needs only the template the message uses", () => {
    expect(missingIdentifiers({ ...config, careersTemplateId: "" }, "contact")).toEqual([]);
    expect(missingIdentifiers({ ...config, contactTemplateId: "" }, "contact")).toEqual([
      "VITE_EMAILJS_CONTACT_TEMPLATE_ID",
    ]);
  });
});

describe("deliver's timeout cancels the request", () => {
  it("aborts a message without attachments after about 15 s, not before", async () => {
    vi.useFakeTimers();
    const { signals } = hanging();
    const message = { template: "contact", params } as const;
    const timeout = sendTimeoutMs(buildRequest(message, config).bytes);
    expect(timeout).toBeLessThan(15_100);
    const pending = deliver(message, { config });
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(timeout - 1);
    expect(settled).toBe(false);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ ok: false, reason: "timeout" });
    // The browser cancels the upload: the service never receives a message reported as failed.
    expect(signals[0]?.aborted).toBe(true);
  });

  it("waits longer for a large résumé, in proportion to its size", async () => {
    vi.useFakeTimers();
    const { signals } = hanging();
    const form = applicationWith(2 * 1024 * 1024);
    const { bytes } = buildRequest({ template: "careers", form }, config);
    const pending = deliver({ template: "careers", form }, { config });
    await vi.advanceTimersByTimeAsync(sendTimeoutMs(bytes) - 1);
    expect(signals[0]?.aborted).toBe(false);
    expect(sendTimeoutMs(bytes) - 1).toBeGreaterThan(80_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    await expect(pending).resolves.toMatchObject({ ok: false, reason: "timeout" });
  });

  it("counts the time already spent since the submit (loading this code)", async () => {
    vi.useFakeTimers();
    const { signals } = hanging();
    const message = { template: "contact", params } as const;
    const timeout = sendTimeoutMs(buildRequest(message, config).bytes);
    const startedAt = performance.now() - 10_000;
    const pending = deliver(message, { config, startedAt });
    await vi.advanceTimersByTimeAsync(timeout - 10_000 - 1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ ok: false, reason: "timeout" });
  });

  it("counts status 200 as delivered even if its body never finishes", async () => {
    vi.stubGlobal("fetch", async () => {
      const body = new ReadableStream({ pull: () => new Promise(() => {}) });
      const response = new Response(body, { status: 200 });
      vi.spyOn(response, "text").mockRejectedValue(new DOMException("aborted", "AbortError"));
      return response;
    });
    await expect(deliver({ template: "contact", params }, { config })).resolves.toEqual({
      ok: true,
    });
  });
});

describe("the requests are the official SDK's, field for field", () => {
  /** What a fetch was asked to post, with the SDK's own version marker left out. */
  async function posted(send: () => Promise<unknown>) {
    const fetch = answering("OK");
    await send();
    const [url, init] = fetch.mock.calls[0] as FetchArgs;
    const entries =
      init.body instanceof FormData
        ? [...init.body]
            .filter(([name]) => name !== "lib_version")
            .map(([name, v]) => [name, typeof v === "string" ? v : `${v.name}:${v.size}`])
            .sort()
        : Object.entries(JSON.parse(String(init.body)))
            .filter(([k]) => k !== "lib_version")
            .sort();
    return { url, entries, contentType: new Headers(init.headers).get("content-type") };
  }

  // The SDK reads its origin from `init` only.
  const sdkOptions = { publicKey: config.publicKey, origin: config.origin };

  it("send: same URL, headers and JSON body", async () => {
    const ours = await posted(() => deliver({ template: "contact", params }, { config }));
    emailjs.init(sdkOptions);
    const sdk = await posted(() =>
      emailjs.send(config.serviceId, config.contactTemplateId, params),
    );
    expect(ours).toEqual(sdk);
  });

  it("send-form: same URL and multipart fields", async () => {
    const element = document.createElement("form");
    element.innerHTML = '<input name="name" value="Asha"><textarea name="interest">Hi</textarea>';
    const form = new FormData(element);
    const ours = await posted(() => deliver({ template: "careers", form }, { config }));
    emailjs.init(sdkOptions);
    const sdk = await posted(() =>
      emailjs.sendForm(config.serviceId, config.careersTemplateId, element),
    );
    expect(ours).toEqual(sdk);
  });
});
