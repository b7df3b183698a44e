import type { EmailConfig } from "./env-contract";

/** How long a visitor waits for the e-mail service before the form offers to try again. */
export const SEND_TIMEOUT_MS = 15_000;

/** The two templates the site sends with (see the configuration contract). */
export type EmailTemplate = "contact" | "careers";

/** What to send: template parameters as JSON, or a form posted as multipart (with attachments). */
export type EmailMessage =
  | { template: EmailTemplate; params: Record<string, string> }
  | { template: EmailTemplate; form: HTMLFormElement };

export type SendFailureReason =
  | "not-configured"
  | "timeout"
  | "network"
  | "refused"
  | "service-error"
  | "sdk-error"
  | "unexpected";

/** Where one send ended. Only a confirmed delivery is `ok`; everything else keeps the form's values. */
export type SendOutcome = { ok: true } | { ok: false; reason: SendFailureReason; detail: string };

/** The part of `@emailjs/browser` the wrapper uses, so tests can hand in a fake. */
export interface EmailSdk {
  init(options: { publicKey: string; origin: string; blockHeadless: boolean }): void;
  send(serviceId: string, templateId: string, params: Record<string, unknown>): Promise<unknown>;
  sendForm(serviceId: string, templateId: string, form: HTMLFormElement): Promise<unknown>;
}

export interface SendDependencies {
  config: EmailConfig;
  loadSdk: () => Promise<EmailSdk>;
  timeoutMs: number;
}

class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer from the e-mail service within ${ms / 1000} s.`);
    this.name = "SendTimeoutError";
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The service confirmed delivery: status 200, or the body 'OK' (the specification's rule). */
export function interpretResponse(response: unknown): SendOutcome {
  if (isObject(response) && (response.status === 200 || response.text === "OK"))
    return { ok: true };
  const detail = isObject(response)
    ? `status ${String(response.status)}: ${String(response.text)}`
    : String(response);
  return { ok: false, reason: "unexpected", detail };
}

/**
 * Maps anything a send can throw or reject with to a failure: our timeout, the SDK's
 * `EmailJSResponseStatus` (status 0 is its network error), the plain strings it rejects with for
 * missing identifiers, and the `TypeError` of a failed fetch or a chunk that could not load.
 */
export function interpretError(error: unknown): SendOutcome & { ok: false } {
  if (error instanceof SendTimeoutError) {
    return { ok: false, reason: "timeout", detail: error.message };
  }
  if (typeof error === "string") return { ok: false, reason: "sdk-error", detail: error };
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

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
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

/**
 * Sends one message through the e-mail service and says how it ended; it never throws. The SDK is
 * loaded on demand (not part of any page's first load) and never blocks headless browsers, and the
 * whole attempt, loading included, gives up after `timeoutMs`.
 */
export async function deliver(message: EmailMessage, deps: SendDependencies): Promise<SendOutcome> {
  const { config } = deps;
  const missing = missingIdentifiers(config, message.template);
  if (missing.length > 0) {
    return { ok: false, reason: "not-configured", detail: `Missing: ${missing.join(", ")}` };
  }
  const templateId =
    message.template === "contact" ? config.contactTemplateId : config.careersTemplateId;
  const attempt = (async () => {
    const sdk = await deps.loadSdk();
    sdk.init({ publicKey: config.publicKey, origin: config.origin, blockHeadless: false });
    return "form" in message
      ? sdk.sendForm(config.serviceId, templateId, message.form)
      : sdk.send(config.serviceId, templateId, message.params);
  })();
  try {
    return interpretResponse(await withTimeout(attempt, deps.timeoutMs));
  } catch (error) {
    return interpretError(error);
  }
}
