import type { EmailMessage, SendOutcome } from "./email";
import { env } from "./env";

/** The sending code as its own chunk: fetched when a visitor starts a form, never with a page. */
const loadEmail = () => import("./email");

let hasPreloaded = false;

/** Fetches the sending code once, early (first focus in a form), so the submit itself is quick. */
export function preloadEmailSender(): void {
  if (!hasPreloaded) loadEmail().catch(() => {}); // offline: the send loads it again
  hasPreloaded = true;
}

/** Sends with this build's identifiers; it never throws, and logs a failure as a warning. */
export async function sendEmail(message: EmailMessage): Promise<SendOutcome> {
  const startedAt = performance.now();
  const outcome: SendOutcome = await loadEmail().then(
    ({ deliver }) => deliver(message, { config: env.email, startedAt }),
    // The sending code itself did not load (offline before the first focus): nothing was sent.
    (error) => ({
      ok: false,
      reason: navigator.onLine === false ? "offline" : "network",
      detail: String(error),
    }),
  );
  if (!outcome.ok) console.warn(`E-mail not sent (${outcome.reason}). ${outcome.detail}`);
  return outcome;
}
