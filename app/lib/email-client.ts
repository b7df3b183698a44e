import { deliver, type EmailMessage, SEND_TIMEOUT_MS, type SendOutcome } from "./email";
import { env } from "./env";

/** The SDK as its own chunk: fetched when a visitor starts a form, never with a page. */
function loadEmailSdk() {
  return import("@emailjs/browser");
}

/** Fetches the SDK early (first focus in a form) so the submit itself is quick; errors wait for it. */
export function preloadEmailSdk(): void {
  loadEmailSdk().catch(() => {
    // A failed preload is retried by the send, which reports it.
  });
}

/**
 * Sends with the identifiers this build was configured with. Failures are logged as warnings for
 * whoever looks into a complaint (which identifier is missing, what the service answered).
 */
export async function sendEmail(message: EmailMessage): Promise<SendOutcome> {
  const outcome = await deliver(message, {
    config: env.email,
    loadSdk: loadEmailSdk,
    timeoutMs: SEND_TIMEOUT_MS,
  });
  if (!outcome.ok) console.warn(`E-mail not sent (${outcome.reason}). ${outcome.detail}`);
  return outcome;
}
