/** A local stand-in for the e-mail service. Other sites its developer visits must not reach it. */
import {
  checkParams,
  escapeOf,
  outboxPage,
  readAttachment,
  renderOutboxPage,
  saveMessage,
  UNSEEN,
} from "./outbox.mjs";
import { parseRequestTarget } from "./request-target.mjs";
import { parseRequest, readBody } from "./stand-in-requests.mjs";

/** A little above the careers form's 2 MB résumé limit, to leave room for the other fields. */
export const STAND_IN_MAX_BODY_BYTES = 2.5 * 1024 * 1024;

/** The outbox pages show whatever visitors typed: no script, no frames, no forms. */
export const OUTBOX_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const ENDPOINTS = /** @type {const} */ (["send", "send-form"]);
const OUTBOX_ATTACHMENT = /^\/_outbox\/([\w-]+)\/([^/]+)$/;
const REQUIRED = /** @type {const} */ ([
  ["user_id", "The public key is required: user_id is missing."],
  ["service_id", "The service ID is required: service_id is missing."],
  ["template_id", "The template ID is required: template_id is missing."],
]);
/** The service's own are 15 to 25 characters (`service_ab12cd3`); the SDK's version a few. */
export const IDENTIFIER_MAX_LENGTH = 64;
const NAMES = { user_id: "public key", service_id: "service ID", template_id: "template ID" };

/**
 * @typedef {{ outboxDir: string; failStatus?: number; delayMs?: number; allowedHosts: string[];
 *   allowedOrigins: string[] }} StandInOptions
 * @typedef {import("node:http").IncomingMessage} Req
 * @typedef {import("node:http").ServerResponse} Res
 * @typedef {import("./outbox.mjs").Identifiers} Identifiers
 */

/** Control characters (escape sequences, forged log lines) and bidi controls as `\x..`/`\u....`. */
export function printable(/** @type {string} */ text) {
  return text.replace(UNSEEN, escapeOf);
}

/**
 * Whether a connection comes from this computer, by the socket's own address (a `Host` header
 * can say `localhost` from anywhere): 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6.
 * @param {string | undefined} address
 */
export function isLoopback(address = "") {
  return /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address) || address === "::1";
}

/** The fail switch: off, on (500) or a status from 400 to 599. @param {string | undefined} value */
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

/** @param {StandInOptions} options */
export function createEmailStandIn(options) {
  const allowedOrigins = new Set(options.allowedOrigins);
  const allowedHosts = new Set(options.allowedHosts.map((host) => host.toLowerCase()));

  /** @param {Req} req */
  function corsHeaders(req) {
    const origin = req.headers.origin;
    if (!origin || !allowedOrigins.has(origin)) return { Vary: "Origin" };
    const asked = req.headers["access-control-request-headers"] ?? "Content-Type";
    return {
      Vary: "Origin",
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": String(asked),
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
    if (req.method === "OPTIONS") return res.writeHead(204, corsHeaders(req)).end();
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST, OPTIONS");
      return reply(req, res, 405, "Use POST.");
    }
    const tooLarge = `Request too large: the limit is ${STAND_IN_MAX_BODY_BYTES} bytes.`;
    // Refused before reading: waiting for 25 MB to say "too large" helps nobody.
    if (Number(req.headers["content-length"]) > STAND_IN_MAX_BODY_BYTES) {
      res.setHeader("Connection", "close");
      return reply(req, res, 413, tooLarge);
    }
    const body = await readBody(req, STAND_IN_MAX_BODY_BYTES);
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
    if (!body) return reply(req, res, 413, tooLarge);
    let forced;
    try {
      forced = parseFailSetting(String(req.headers["x-stand-in-fail"] ?? "")) ?? options.failStatus;
    } catch (error) {
      return reply(req, res, 400, /** @type {Error} */ (error).message);
    }
    if (forced) {
      return reply(req, res, forced, `Stand-in told to fail with ${forced}: nothing was stored.`);
    }
    const parsed = await parseRequest(endpoint, req, body);
    if (typeof parsed === "string") return reply(req, res, 400, parsed);
    const { fields, params, files } = parsed;
    for (const [key, message] of REQUIRED) {
      const value = fields[key];
      if (typeof value !== "string" || value.trim() === "") return reply(req, res, 400, message);
    }
    for (const [key, name] of Object.entries(NAMES)) {
      if (String(fields[key]).length > IDENTIFIER_MAX_LENGTH)
        return reply(
          req,
          res,
          400,
          `The ${name} is too long: at most ${IDENTIFIER_MAX_LENGTH} characters.`,
        );
    }
    fields.lib_version ??= "";
    if (typeof fields.lib_version !== "string" || fields.lib_version.length > 32)
      return reply(req, res, 400, "lib_version must be a version number (at most 32 characters).");
    const problem = checkParams(params) ?? checkParams({ lib_version: fields.lib_version });
    if (problem) return reply(req, res, 400, problem);
    const { user_id, service_id, template_id, lib_version } = /** @type {Identifiers} */ (fields);
    const message = { endpoint, user_id, service_id, template_id, lib_version, params };
    const stored = await saveMessage(options.outboxDir, message, files);
    const from = [params.name, params.email && `<${params.email}>`].filter(Boolean).join(" ");
    const count = stored.attachments.length;
    const attached = count ? `, ${count} attachment${count > 1 ? "s" : ""}` : "";
    const line = `[e-mail stand-in] ${template_id} from ${from || "(no name)"}${attached} -> ${stored.id}`;
    console.log(printable(line));
    reply(req, res, 200, "OK");
  }

  /** @param {Req} req @param {Res} res @param {string} pathname @param {string} search */
  async function showOutbox(req, res, pathname, search) {
    const noStore = { "Cache-Control": "no-store" };
    // A page at a time, newest first: a long-running outbox stays quick to open.
    const asked = Number(new URLSearchParams(search).get("page") ?? 1);
    const page = Number.isSafeInteger(asked) && asked > 0 ? asked : 1;
    if (pathname === "/_outbox.json") {
      const { messages, paging } = await outboxPage(options.outboxDir, page);
      const link = (/** @type {number} */ to, /** @type {string} */ rel) =>
        `</_outbox.json?page=${to}>; rel="${rel}"`;
      const links = [
        page < paging.pages && link(page + 1, "next"),
        page > 1 && link(page - 1, "prev"),
      ];
      return res
        .writeHead(200, {
          "Content-Type": "application/json",
          "X-Total-Count": String(paging.total),
          ...(links.some(Boolean) ? { Link: links.filter(Boolean).join(", ") } : {}),
          ...noStore,
        })
        .end(JSON.stringify(messages));
    }
    const [, id = "", name = ""] = OUTBOX_ATTACHMENT.exec(pathname) ?? [];
    if (id) {
      let storedAs;
      try {
        storedAs = decodeURIComponent(name);
      } catch {
        return reply(req, res, 400, "Bad request: the attachment's name is not a valid address.");
      }
      const found = await readAttachment(options.outboxDir, id, storedAs);
      if (!found) return reply(req, res, 404, "No such attachment.");
      // Whatever type the uploader claimed, a download: the browser never renders it here.
      const filename = encodeURIComponent(found.attachment.filename);
      return res
        .writeHead(200, {
          "Content-Type": "application/octet-stream",
          "Content-Disposition": `attachment; filename*=UTF-8''${filename}`,
          "X-Content-Type-Options": "nosniff",
          ...noStore,
        })
        .end(found.data);
    }
    if (pathname !== "/_outbox" && pathname !== "/_outbox/") {
      return reply(req, res, 404, "Not in the outbox.");
    }
    const { messages, paging } = await outboxPage(options.outboxDir, page);
    const html = renderOutboxPage(messages, paging);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...noStore }).end(html);
  }

  /** Answers the stand-in's own requests (its endpoints, `/_outbox…`), else false. */
  return async function handle(/** @type {Req} */ req, /** @type {Res} */ res) {
    const { pathname, search } = parseRequestTarget(req.url) ?? { pathname: "", search: "" };
    const endpoint = ENDPOINTS.find((name) => pathname === `/api/v1.0/email/${name}`);
    if (!endpoint && !/^\/_outbox(?:\.json|\/|$)/.test(pathname)) return false;
    if (!endpoint) res.setHeader("Content-Security-Policy", OUTBOX_POLICY);
    try {
      // A page elsewhere (or a name rebound to 127.0.0.1) gets nothing, before anything is read.
      if (!allowedHosts.has(String(req.headers.host).toLowerCase())) {
        reply(req, res, 403, "Forbidden: this stand-in answers only its own address.");
      } else if (!endpoint && !isLoopback(req.socket.remoteAddress)) {
        // Every message and attachment: for this computer only, even when serving the network.
        reply(req, res, 403, "Forbidden: the outbox can be read only on this computer.");
      } else if (req.headers.origin && !allowedOrigins.has(req.headers.origin)) {
        reply(req, res, 403, "Forbidden: only the site's own pages may use the stand-in.");
      } else if (endpoint) await receive(endpoint, req, res);
      else if (req.method === "GET" || req.method === "HEAD")
        await showOutbox(req, res, pathname, search);
      else reply(req, res, 405, "The outbox is read-only.");
    } catch (error) {
      const stack = String(/** @type {Error} */ (error)?.stack ?? error);
      console.error("[e-mail stand-in] could not handle the request:", printable(stack));
      if (!res.headersSent) reply(req, res, 500, "The stand-in failed; see the server log.");
      else res.end();
    }
    return true;
  };
}
