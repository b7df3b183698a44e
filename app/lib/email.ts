import type { EmailConfig } from "./env-contract";

/**
 * The sending code, loaded on demand (see `email-client.ts`): never part of a page's first load.
 *
 * It speaks the e-mail service's documented REST API itself instead of going through
 * `@emailjs/browser`: the SDK (4.4.1) takes no `AbortSignal`, so a send that timed out went on
 * and could still arrive after the visitor was told it failed, and their retry then sent it
 * twice. Here a timeout aborts the request itself. The requests are the SDK's, field for field
 * (`email.test.ts` compares them), so the service and the local stand-in see no difference.
 */

/** The shortest wait for the e-mail service, for a message without attachments. */
export const SEND_TIMEOUT_FLOOR_MS = 15_000;

/**
 * The slowest uplink a visitor is expected to send from (a weak mobile connection, 256 kbit/s):
 * the timeout grows with the upload so a large résumé on such a link is not cut off mid-way.
 */
export const SLOW_UPLINK_BITS_PER_SECOND = 256_000;

/** How long one send may take before it is cancelled: the floor plus the upload's time. */
export function sendTimeoutMs(uploadBytes: number): number {
  const bytes = Math.max(0, uploadBytes);
  return SEND_TIMEOUT_FLOOR_MS + Math.ceil((bytes * 8 * 1000) / SLOW_UPLINK_BITS_PER_SECOND);
}

/** The two templates the site sends with (see the configuration contract). */
export type EmailTemplate = "contact" | "careers";

/** What to send: template parameters as JSON, or form data posted as multipart (with attachments). */
export type EmailMessage =
  | { template: EmailTemplate; params: Record<string, string> }
  | { template: EmailTemplate; form: FormData };

export type SendFailureReason =
  | "not-configured"
  | "timeout"
  | "network"
  | "refused"
  | "service-error"
  | "unexpected";

/** Where one send ended. Only a confirmed delivery is `ok`; everything else keeps the form's values. */
export type SendOutcome = { ok: true } | { ok: false; reason: SendFailureReason; detail: string };

/** The service's answer: its status and body text. */
export interface ServiceAnswer {
  status: number;
  text: string;
}

export interface SendDependencies {
  config: EmailConfig;
  /** When the visitor submitted (`performance.now()`): loading this module counts against the wait. */
  startedAt?: number;
}

class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(
      `No answer from the e-mail service within ${Math.round(ms / 1000)} s; request cancelled.`,
    );
    this.name = "SendTimeoutError";
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The service confirmed delivery: status 200, or the body 'OK' (what EmailJS answers on success). */
export function interpretResponse(response: unknown): SendOutcome {
  if (isObject(response) && (response.status === 200 || response.text === "OK"))
    return { ok: true };
  const detail = isObject(response)
    ? `status ${String(response.status)}: ${String(response.text)}`
    : String(response);
  return { ok: false, reason: "unexpected", detail };
}

/**
 * Maps anything a send can throw or end with to a failure: our timeout, an error answer
 * (`{ status, text }`; status 0 is a network error), and the `TypeError` of a failed fetch.
 */
export function interpretError(error: unknown): SendOutcome & { ok: false } {
  if (error instanceof SendTimeoutError) {
    return { ok: false, reason: "timeout", detail: error.message };
  }
  if (isObject(error) && typeof error.status === "number") {
    const { status } = error;
    const detail = `status ${status}: ${String(error.text ?? "")}`;
    if (status === 0) return { ok: false, reason: "network", detail };
    if (status >= 400 && status < 500) return { ok: false, reason: "refused", detail };
    if (status >= 500) return { ok: false, reason: "service-error", detail };
    return { ok: false, reason: "unexpected", detail };
  }
  if (error instanceof TypeError) return { ok: false, reason: "network", detail: error.message };
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { ok: false, reason: "unexpected", detail };
}

/** The identifiers a template needs that the build did not receive. */
export function missingIdentifiers(config: EmailConfig, template: EmailTemplate): string[] {
  const templateId = template === "contact" ? config.contactTemplateId : config.careersTemplateId;
  const templateKey = `VITE_EMAILJS_${template.toUpperCase()}_TEMPLATE_ID`;
  return [
    config.publicKey ? "" : "VITE_EMAILJS_PUBLIC_KEY",
    config.serviceId ? "" : "VITE_EMAILJS_SERVICE_ID",
    templateId ? "" : templateKey,
  ].filter(Boolean);
}

/** One request to the service: where it goes, what it carries, and how many bytes it uploads. */
export interface EmailRequest {
  path: "/api/v1.0/email/send" | "/api/v1.0/email/send-form";
  body: string | FormData;
  headers: Record<string, string>;
  bytes: number;
}

const utf8 = (text: string) => new TextEncoder().encode(text).length;

/**
 * The request the service documents for each variant: JSON with `template_params` for
 * parameters, or the form's fields plus the identifiers as multipart (files as attachments).
 */
export function buildRequest(message: EmailMessage, config: EmailConfig): EmailRequest {
  const ids = {
    service_id: config.serviceId,
    template_id:
      message.template === "contact" ? config.contactTemplateId : config.careersTemplateId,
    user_id: config.publicKey,
  };
  if ("params" in message) {
    const body = JSON.stringify({ ...ids, template_params: message.params });
    return {
      path: "/api/v1.0/email/send",
      body,
      headers: { "Content-type": "application/json" },
      bytes: utf8(body),
    };
  }
  // A copy: the identifiers are added for this request only, the caller's data stays as it was.
  const body = new FormData();
  for (const [name, value] of message.form) body.append(name, value);
  for (const [name, value] of Object.entries(ids)) body.append(name, value);
  let bytes = 0;
  for (const [name, value] of body) {
    bytes += utf8(name) + (typeof value === "string" ? utf8(value) : value.size);
  }
  return { path: "/api/v1.0/email/send-form", body, headers: {}, bytes };
}

/**
 * Sends one message and says how it ended; it never throws. A send that gets no answer within
 * `sendTimeoutMs` of the upload's size is aborted (the browser cancels the HTTP request), so a
 * reported failure is not delivered behind the visitor's back and a retry sends it only once.
 */
export async function deliver(message: EmailMessage, deps: SendDependencies): Promise<SendOutcome> {
  const { config } = deps;
  const missing = missingIdentifiers(config, message.template);
  if (missing.length > 0) {
    return { ok: false, reason: "not-configured", detail: `Missing: ${missing.join(", ")}` };
  }
  const request = buildRequest(message, config);
  const timeoutMs = sendTimeoutMs(request.bytes);
  const waited = deps.startedAt === undefined ? 0 : performance.now() - deps.startedAt;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, timeoutMs - waited));
  try {
    const response = await fetch(config.origin + request.path, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
    });
    // Status 200 is delivery, whatever happens to the body afterwards.
    const text = await response.text().catch(() => "");
    const answer: ServiceAnswer = { status: response.status, text };
    return response.ok ? interpretResponse(answer) : interpretError(answer);
  } catch (error) {
    return interpretError(controller.signal.aborted ? new SendTimeoutError(timeoutMs) : error);
  } finally {
    clearTimeout(timer);
  }
}
