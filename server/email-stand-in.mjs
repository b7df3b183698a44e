// @ts-check
/**
 * A local stand-in for the e-mail service's two endpoints, answering like it (CORS, 200 'OK',
 * 400, 413), keeping messages in the outbox folder and listing them at `/_outbox`. It runs while
 * its developer browses other sites, so it trusts no one else: only the site's own origins (no
 * `*`), no foreign `Host` (DNS rebinding), no control characters printed, only the forms' shape.
 */
import { listMessages, readAttachment, renderOutboxPage, saveMessage } from "./outbox.mjs";
import { checkParams, parseRequest, readBody } from "./stand-in-requests.mjs";
import { parseFailSetting } from "./stand-in-settings.mjs";

/** A little above the careers form's 2 MB résumé limit, to leave room for the other fields. */
export const STAND_IN_MAX_BODY_BYTES = 2.5 * 1024 * 1024;

/** The outbox pages show whatever visitors typed: no script, no frames, no forms. */
export const OUTBOX_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const SEND = "/api/v1.0/email/send";
const SEND_FORM = "/api/v1.0/email/send-form";
const OUTBOX_ATTACHMENT = /^\/_outbox\/([\w-]+)\/([^/]+)$/;
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * @typedef {object} StandInOptions
 * @property {string} outboxDir where messages are kept
 * @property {number} [failStatus] answer every send with this status instead (the fail switch)
 * @property {number} [delayMs] wait this long before answering, to watch the sending state
 * @property {number} [maxBodyBytes] larger requests get 413
 * @property {string[]} [allowedOrigins] origins whose pages may use it (`http://localhost:4173`);
 *   a request with any other `Origin` is refused, one without (curl) is served
 * @property {string[]} [allowedHosts] `Host` values it answers (`localhost:4173`); by default any
 *   loopback name on any port
 * @property {(line: string) => void} [log] one line per accepted message
 * @typedef {import("node:http").IncomingMessage} Req
 * @typedef {import("node:http").ServerResponse} Res
 */

/**
 * Control characters (escape sequences, forged log lines) and bidirectional overrides shown as
 * `\x..` / `\u....`. @param {string} text
 */
export function printable(text) {
  return text.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, (c) => {
    const code = /** @type {number} */ (c.codePointAt(0));
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, "0")}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

const REQUIRED = /** @type {const} */ ([
  ["user_id", "The public key is required: user_id is missing."],
  ["service_id", "The service ID is required: service_id is missing."],
  ["template_id", "The template ID is required: template_id is missing."],
]);

/** @param {StandInOptions} options */
export function createEmailStandIn(options) {
  const maxBodyBytes = options.maxBodyBytes ?? STAND_IN_MAX_BODY_BYTES;
  const log = options.log ?? ((line) => console.log(line));
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const allowedHosts =
    options.allowedHosts && new Set(options.allowedHosts.map((h) => h.toLowerCase()));

  /** Whether the `Host` header names this computer (not a rebound foreign name). @param {Req} req */
  function hostAllowed(req) {
    const host = String(req.headers.host ?? "").toLowerCase();
    if (allowedHosts) return allowedHosts.has(host);
    return LOOPBACK_NAMES.some((name) => host === name || host.startsWith(`${name}:`));
  }

  /** @param {Req} req */
  function corsHeaders(req) {
    const origin = req.headers.origin;
    /** @type {Record<string, string>} */
    const headers = { Vary: "Origin" };
    if (!origin || !allowedOrigins.has(origin)) return headers;
    return {
      ...headers,
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": String(
        req.headers["access-control-request-headers"] ?? "Content-Type",
      ),
      "Access-Control-Max-Age": "600",
    };
  }

  /** @param {Req} req @param {Res} res @param {number} status @param {string} text */
  function reply(req, res, status, text) {
    res.writeHead(status, {
      ...corsHeaders(req),
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    });
    res.end(text);
  }

  /** @param {"send" | "send-form"} endpoint @param {Req} req @param {Res} res */
  async function receive(endpoint, req, res) {
    if (req.method === "OPTIONS") {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST, OPTIONS");
      reply(req, res, 405, "Use POST.");
      return;
    }
    const tooLarge = `Request too large: the limit is ${maxBodyBytes} bytes.`;
    // Refused before a byte of it is read: waiting for 25 MB to say "too large" helps nobody.
    if (Number(req.headers["content-length"]) > maxBodyBytes) {
      res.setHeader("Connection", "close");
      reply(req, res, 413, tooLarge);
      return;
    }
    const body = await readBody(req, maxBodyBytes);
    await wait();
    if (!body) return reply(req, res, 413, tooLarge);
    const header = req.headers["x-stand-in-fail"];
    let forced = options.failStatus;
    try {
      forced = parseFailSetting(typeof header === "string" ? header : undefined) ?? forced;
    } catch (error) {
      reply(req, res, 400, /** @type {Error} */ (error).message);
      return;
    }
    if (forced)
      return reply(req, res, forced, `Stand-in told to fail with ${forced}: nothing was stored.`);
    const parsed = await parseRequest(endpoint, req, body);
    if ("error" in parsed) return reply(req, res, 400, parsed.error);
    for (const [key, message] of REQUIRED) {
      const value = parsed.fields[key];
      if (typeof value !== "string" || value.trim() === "") return reply(req, res, 400, message);
    }
    const problem =
      checkParams(parsed.params) ?? checkParams({ lib_version: parsed.fields.lib_version ?? "" });
    if (problem) return reply(req, res, 400, problem);
    const { user_id, service_id, template_id, lib_version } = parsed.fields;
    const stored = await saveMessage(
      options.outboxDir,
      {
        endpoint,
        user_id: String(user_id),
        service_id: String(service_id),
        template_id: String(template_id),
        lib_version: String(lib_version ?? ""),
        params: parsed.params,
      },
      parsed.files,
    );
    const from = [parsed.params.name, parsed.params.email && `<${parsed.params.email}>`]
      .filter(Boolean)
      .join(" ");
    const files = stored.attachments.length;
    log(
      printable(
        `[e-mail stand-in] ${template_id} from ${from || "(no name)"}${files ? `, ${files} attachment${files > 1 ? "s" : ""}` : ""} -> ${stored.id}`,
      ),
    );
    reply(req, res, 200, "OK");
  }

  /** @param {Req} req @param {Res} res */
  async function showOutbox(req, res, pathname = "") {
    if (pathname === "/_outbox.json") {
      const messages = await listMessages(options.outboxDir);
      res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify(messages));
      return;
    }
    const match = OUTBOX_ATTACHMENT.exec(pathname);
    if (match) {
      const [, id = "", name = ""] = match;
      let storedAs;
      try {
        storedAs = decodeURIComponent(name);
      } catch {
        reply(req, res, 400, "Bad request: the attachment's name is not a valid address.");
        return;
      }
      const found = await readAttachment(options.outboxDir, id, storedAs);
      if (!found) return reply(req, res, 404, "No such attachment.");
      // Whatever type the uploader claimed, a download: the browser never renders it here.
      res.writeHead(200, {
        "Content-Type": "application/octet-stream",
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(found.attachment.filename)}`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      });
      res.end(found.data);
      return;
    }
    if (pathname !== "/_outbox" && pathname !== "/_outbox/")
      return reply(req, res, 404, "Not in the outbox.");
    const page = renderOutboxPage(await listMessages(options.outboxDir));
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": OUTBOX_POLICY,
    });
    res.end(page);
  }

  return {
    /** @param {Req} req */
    handles(req) {
      const { pathname } = new URL(req.url ?? "/", "http://localhost");
      return (
        pathname === SEND || pathname === SEND_FORM || /^\/_outbox(?:\.json|\/|$)/.test(pathname)
      );
    },
    /** @param {Req} req @param {Res} res */
    async handle(req, res) {
      const { pathname } = new URL(req.url ?? "/", "http://localhost");
      try {
        // A page elsewhere (or a name rebound to 127.0.0.1) gets nothing, before anything is read.
        if (!hostAllowed(req))
          return reply(req, res, 403, "Forbidden: this stand-in answers only its own address.");
        const origin = req.headers.origin;
        if (origin && !allowedOrigins.has(origin))
          return reply(req, res, 403, "Forbidden: only the site's own pages may use the stand-in.");
        if (pathname === SEND) await receive("send", req, res);
        else if (pathname === SEND_FORM) await receive("send-form", req, res);
        else if (req.method === "GET" || req.method === "HEAD")
          await showOutbox(req, res, pathname);
        else reply(req, res, 405, "The outbox is read-only.");
      } catch (error) {
        console.error(
          "[e-mail stand-in] could not handle the request:",
          printable(String(/** @type {Error} */ (error)?.stack ?? error)),
        );
        if (!res.headersSent) reply(req, res, 500, "The stand-in failed; see the server log.");
        else res.end();
      }
    },
  };
}
