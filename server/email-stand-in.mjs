// @ts-check
/**
 * A local stand-in for the e-mail service's two endpoints, so the forms work on a fresh machine
 * with no account: it answers like the real service (CORS, 200 'OK', 400 for a missing
 * identifier, 413 for an oversize request), keeps every message in the outbox folder and lists
 * them at `/_outbox`. A development tool only: production builds talk to the real service.
 */
import { listMessages, readAttachment, renderOutboxPage, saveMessage } from "./outbox.mjs";
import { parseRequest, readBody } from "./stand-in-requests.mjs";
import { parseFailSetting } from "./stand-in-settings.mjs";

/** A little above the careers form's 2 MB résumé limit, to leave room for the other fields. */
export const STAND_IN_MAX_BODY_BYTES = 2.5 * 1024 * 1024;

const SEND = "/api/v1.0/email/send";
const SEND_FORM = "/api/v1.0/email/send-form";
const OUTBOX_ATTACHMENT = /^\/_outbox\/([\w-]+)\/([^/]+)$/;

/**
 * @typedef {object} StandInOptions
 * @property {string} outboxDir where messages are kept
 * @property {number} [failStatus] answer every send with this status instead (the fail switch)
 * @property {number} [delayMs] wait this long before answering, to watch the sending state
 * @property {number} [maxBodyBytes] larger requests get 413
 * @property {(line: string) => void} [log] one line per accepted message
 * @typedef {import("node:http").IncomingMessage} Req
 * @typedef {import("node:http").ServerResponse} Res
 */

/** @param {Req} req */
function corsHeaders(req) {
  return {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "Content-Type",
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
    const body = await readBody(req, maxBodyBytes);
    await wait();
    if (!body) {
      reply(req, res, 413, `Request too large: the limit is ${maxBodyBytes} bytes.`);
      return;
    }
    const header = req.headers["x-stand-in-fail"];
    let forced = options.failStatus;
    try {
      forced = parseFailSetting(typeof header === "string" ? header : undefined) ?? forced;
    } catch (error) {
      reply(req, res, 400, /** @type {Error} */ (error).message);
      return;
    }
    if (forced) {
      reply(req, res, forced, `Stand-in told to fail with ${forced}: nothing was stored.`);
      return;
    }
    const parsed = await parseRequest(endpoint, req, body);
    if ("error" in parsed) {
      reply(req, res, 400, parsed.error);
      return;
    }
    for (const [key, message] of REQUIRED) {
      const value = parsed.fields[key];
      if (typeof value !== "string" || value.trim() === "") {
        reply(req, res, 400, message);
        return;
      }
    }
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
      `[e-mail stand-in] ${template_id} from ${from || "(no name)"}${files ? `, ${files} attachment${files > 1 ? "s" : ""}` : ""} -> ${stored.id}`,
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
      const found = await readAttachment(options.outboxDir, id, decodeURIComponent(name));
      if (!found) {
        reply(req, res, 404, "No such attachment.");
        return;
      }
      res.writeHead(200, {
        "Content-Type": found.attachment.type || "application/octet-stream",
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(found.attachment.filename)}`,
        "Cache-Control": "no-store",
      });
      res.end(found.data);
      return;
    }
    if (pathname !== "/_outbox" && pathname !== "/_outbox/") {
      reply(req, res, 404, "Not in the outbox.");
      return;
    }
    const page = renderOutboxPage(await listMessages(options.outboxDir));
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // The page shows whatever visitors typed: no script may run on it.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.end(page);
  }

  return {
    /** Whether this request is for the stand-in (the API paths and the outbox pages). @param {Req} req */
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
        if (pathname === SEND) await receive("send", req, res);
        else if (pathname === SEND_FORM) await receive("send-form", req, res);
        else if (req.method === "GET" || req.method === "HEAD")
          await showOutbox(req, res, pathname);
        else reply(req, res, 405, "The outbox is read-only.");
      } catch (error) {
        console.error("[e-mail stand-in] could not handle the request:", error);
        if (!res.headersSent) reply(req, res, 500, "The stand-in failed; see the server log.");
        else res.end();
      }
    },
  };
}
