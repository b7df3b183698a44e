import { type EmailConfig, hasQuoteTemplate } from "./env-contract";

/**
 * The sending code, loaded on demand. It speaks the service's REST API itself as `@emailjs/browser`
 * (4.4.1) takes no `AbortSignal`: a timed-out send could still arrive after the visitor was told it
 * failed. The requests are the SDK's, field for field (`email.test.ts` compares them).
 */

/** The shortest wait for the e-mail service, for a message without attachments. */
export const SEND_TIMEOUT_FLOOR_MS = 15_000;

/** The floor plus the upload's time on a weak mobile uplink (256 kbit/s), so a résumé is not cut off. */
export function sendTimeoutMs(uploadBytes: number): number {
  return SEND_TIMEOUT_FLOOR_MS + Math.ceil((Math.max(0, uploadBytes) * 8 * 1000) / 256_000);
}

type EmailTemplate = "contact" | "careers" | "quote";

/** What to send: template parameters as JSON, or form data posted as multipart (with attachments). */
export type EmailMessage =
  | { template: EmailTemplate; params: Record<string, string> }
  | { template: EmailTemplate; form: FormData };

/** Why a send failed; each reason the visitor can act on has its own message in the form. */
export type FailureReason =
  | "not-configured"
  | "offline"
  | "timeout"
  | "network"
  | "too-many"
  | "refused"
  | "service-error"
  | "unexpected";

/** Where one send ended. Only a confirmed delivery is `ok`; everything else keeps the form's values. */
export type SendOutcome =
  | { ok: true }
  | {
      ok: false;
      reason: FailureReason;
      detail: string;
      /** With `too-many`: the seconds the service asked to wait (`Retry-After`), when it said. */
      retryAfterSeconds?: number;
    };

/**
 * A `Retry-After` value in seconds from now: delay-seconds or an HTTP date. `undefined` when
 * absent, malformed or past. (Cross-origin, the browser shows it only if the service exposes it.)
 */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()) {
  const text = value?.trim() ?? "";
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) || at <= now ? undefined : Math.ceil((at - now) / 1000);
}

/** Whether the browser knows it is offline (a failed request then needs no other reason). */
const isOffline = () => globalThis.navigator?.onLine === false;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * Maps an error answer (`{ status, text, retryAfter }`; status 0 is a network error) or a thrown
 * error to a failure. A network failure while the browser is offline is `offline`.
 */
export function interpretError(error: unknown): SendOutcome & { ok: false } {
  if (isObject(error) && typeof error.status === "number") {
    const { status } = error;
    const reason: FailureReason =
      status === 0
        ? isOffline()
          ? "offline"
          : "network"
        : status === 429
          ? "too-many"
          : status >= 500
            ? "service-error"
            : status >= 400
              ? "refused"
              : "unexpected";
    const detail = `status ${status}: ${String(error.text ?? "")}`;
    const wait =
      reason === "too-many" ? retryAfterSeconds(String(error.retryAfter ?? "")) : undefined;
    return {
      ok: false,
      reason,
      detail,
      ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
    };
  }
  if (error instanceof TypeError)
    return { ok: false, reason: isOffline() ? "offline" : "network", detail: error.message };
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { ok: false, reason: "unexpected", detail };
}

const templateIdOf = (config: EmailConfig, template: EmailTemplate) => {
  if (template === "quote" && hasQuoteTemplate(config)) return config.quoteTemplateId;
  return template === "careers" ? config.careersTemplateId : config.contactTemplateId;
};

/** The identifiers a template needs that the build did not receive. */
export function missingIdentifiers(config: EmailConfig, template: EmailTemplate): string[] {
  return [
    config.publicKey ? "" : "VITE_EMAILJS_PUBLIC_KEY",
    config.serviceId ? "" : "VITE_EMAILJS_SERVICE_ID",
    templateIdOf(config, template)
      ? ""
      : `VITE_EMAILJS_${template === "careers" ? "CAREERS" : "CONTACT"}_TEMPLATE_ID`,
  ].filter(Boolean);
}

const utf8 = (text: string) => new TextEncoder().encode(text).length;

/**
 * The request the service documents for each variant (JSON with `template_params`, or the form's
 * fields plus the identifiers as multipart) and how many bytes it uploads.
 */
export function buildRequest(message: EmailMessage, config: EmailConfig) {
  const ids = {
    service_id: config.serviceId,
    template_id: templateIdOf(config, message.template),
    user_id: config.publicKey,
  };
  if ("params" in message) {
    const body = JSON.stringify({ ...ids, template_params: message.params });
    const headers = { "Content-type": "application/json" };
    return { path: "/api/v1.0/email/send", body, headers, bytes: utf8(body) };
  }
  // A copy: the caller's form data stays as it was.
  const body = new FormData();
  for (const [name, value] of [...message.form, ...Object.entries(ids)]) body.append(name, value);
  let bytes = 0;
  for (const [name, value] of body)
    bytes += utf8(name) + (typeof value === "string" ? utf8(value) : value.size);
  return { path: "/api/v1.0/email/send-form", body, headers: {}, bytes };
}

/**
 * Sends one message and says how it ended, never throwing. A send unanswered within `sendTimeoutMs`
 * (counted from `startedAt`, the submit) is aborted in the browser. That stops an upload still in
 * progress, but a request the service has already received may still be delivered: a `timeout`
 * means "not confirmed", never "not sent".
 */
export async function deliver(
  message: EmailMessage,
  { config, startedAt }: { config: EmailConfig; startedAt?: number },
): Promise<SendOutcome> {
  const missing = missingIdentifiers(config, message.template);
  if (missing.length > 0)
    return { ok: false, reason: "not-configured", detail: `Missing: ${missing.join(", ")}` };
  const { path, body, headers, bytes } = buildRequest(message, config);
  const timeoutMs = sendTimeoutMs(bytes);
  const waited = startedAt === undefined ? 0 : performance.now() - startedAt;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, timeoutMs - waited));
  try {
    const response = await fetch(config.origin + path, {
      method: "POST",
      headers,
      body,
      signal: controller.signal,
    });
    // Delivered: status 200 (even if the body then fails), or the body 'OK' (EmailJS's success).
    const text = await response.text().catch(() => "");
    if (response.status === 200 || (response.ok && text === "OK")) return { ok: true };
    const retryAfter = response.headers.get("Retry-After");
    return interpretError({ status: response.status, text, retryAfter });
  } catch (error) {
    if (!controller.signal.aborted) return interpretError(error);
    const detail = `No answer from the e-mail service within ${Math.round(timeoutMs / 1000)} s; request cancelled.`;
    return { ok: false, reason: "timeout", detail };
  } finally {
    clearTimeout(timer);
  }
}
