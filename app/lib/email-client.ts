import type { EmailMessage, SendOutcome } from "./email";
import { env } from "./env";

/** The sending code as its own chunk: fetched when a visitor starts a form, never with a page. */
function loadEmail() {
  return import("./email");
}

let hasPreloaded = false;

/** Fetches the sending code once, early (first focus in a form), so the submit itself is quick. */
export function preloadEmailSender(): void {
  if (hasPreloaded) return;
  hasPreloaded = true;
  loadEmail().catch(() => {
    // Offline, say: the send loads it again and reports a failure if it still cannot.
  });
}

/**
 * Sends with the identifiers this build was configured with; it never throws. Failures are
 * logged as warnings for whoever looks into a complaint (which identifier is missing, what the
 * service answered).
 */
export async function sendEmail(message: EmailMessage): Promise<SendOutcome> {
  const startedAt = performance.now();
  let outcome: SendOutcome;
  try {
    const { deliver } = await loadEmail();
    outcome = await deliver(message, { config: env.email, startedAt });
  } catch (error) {
    // The sending code itself did not load (offline before the first focus): nothing was sent.
    outcome = { ok: false, reason: "network", detail: String(error) };
  }
  if (!outcome.ok) console.warn(`E-mail not sent (${outcome.reason}). ${outcome.detail}`);
  return outcome;
}
