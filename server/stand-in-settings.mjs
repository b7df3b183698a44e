// @ts-check
/** The stand-in's settings: the fail switch, what the environment asks for, the start-up lines. */
import path from "node:path";

/** @typedef {import("./email-stand-in.mjs").StandInOptions} StandInOptions */

/**
 * The fail switch (`EMAIL_STAND_IN_FAIL` or the `X-Stand-In-Fail` header): off, on (500) or a
 * status from 400 to 599. @param {string | undefined} value @returns {number | undefined}
 */
export function parseFailSetting(value) {
  const setting = (value ?? "").trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(setting)) return undefined;
  if (["1", "true", "yes", "on"].includes(setting)) return 500;
  const status = Number(setting);
  if (Number.isInteger(status) && status >= 400 && status <= 599) return status;
  throw new Error(
    `The e-mail fail switch takes 1, true or a status from 400 to 599 (got "${value}").`,
  );
}

/**
 * The stand-in's settings from the server's options and the environment, if it is on.
 * @param {{ enabled?: boolean; outbox?: string; root: string; env?: NodeJS.ProcessEnv }} input
 * @returns {StandInOptions | undefined}
 */
export function standInSettings({ enabled, outbox, root, env = process.env }) {
  if (!enabled) return undefined;
  return {
    outboxDir: path.resolve(root, outbox ?? env.EMAIL_OUTBOX_DIR ?? ".outbox"),
    failStatus: parseFailSetting(env.EMAIL_STAND_IN_FAIL),
    delayMs: Math.max(0, Number(env.EMAIL_STAND_IN_DELAY_MS ?? 0) || 0),
  };
}

/**
 * What the server prints on start about e-mail, so nobody wonders where a message went.
 * @param {StandInOptions | undefined} options @param {number} port @param {string} root
 */
export function describeStandIn(options, port, root) {
  if (!options) {
    return ["E-mail stand-in: off (the forms send to the origin the build was configured with)."];
  }
  const lines = [
    `E-mail stand-in: ON. Messages stay on this computer in ${path.relative(root, options.outboxDir) || "."}/ and are listed at http://localhost:${port}/_outbox`,
  ];
  if (options.failStatus) {
    lines.push(
      `E-mail stand-in: answering every send with ${options.failStatus} (EMAIL_STAND_IN_FAIL).`,
    );
  }
  if (options.delayMs) lines.push(`E-mail stand-in: answering after ${options.delayMs} ms.`);
  return lines;
}
