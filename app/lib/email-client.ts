import { deliver, type EmailMessage, SEND_TIMEOUT_MS, type SendOutcome } from "./email";
import { env } from "./env";

/** The SDK as its own chunk: fetched when a visitor starts a form, never with a page. */
function loadEmailSdk() {
  return import("@emailjs/browser");
}

let hasPreloaded = false;

/** Fetches the SDK once, early (first focus in a form), so the submit itself is quick. */
export function preloadEmailSdk(): void {
  if (hasPreloaded) return;
  hasPreloaded = true;
  loadEmailSdk().catch(() => {
    // Offline, say: the send loads it again and reports a failure if it still cannot.
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
