/** @typedef {import("node:http").IncomingMessage} Req */

const MAX_FILES = 5;
/**
 * Parts of a form: the real forms send fewer than 20 fields and a file, with the four identifiers.
 * Counted before parsing: 44,000 parts in 2.4 MB took the parser most of a second of the one thread.
 */
export const MAX_FORM_PARTS = 32;
/** The SDK's body is an object holding `template_params`, an object of texts: two levels. */
export const JSON_MAX_DEPTH = 2;

/**
 * Whether JSON text nests objects or arrays deeper than `max`, found in one pass without
 * parsing: a body a million levels deep took JSON.parse two seconds of the one thread.
 * @param {string} text @param {number} max
 */
export function nestsDeeperThan(text, max) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Occurrences of `needle` in `body`, counted no further than `max + 1`. @param {Buffer} body @param {string} needle @param {number} max */
function countUpTo(body, needle, max) {
  let count = 0;
  for (let at = body.indexOf(needle); at !== -1 && count <= max; at = body.indexOf(needle, at + 1))
    count++;
  return count;
}

/**
 * How many parts a form's body holds, by its delimiters (`--boundary`, or `&`) without parsing
 * it, counted no further than `max + 1`; 0 for a multipart type without a boundary (unreadable).
 * @param {string} contentType @param {Buffer} body @param {number} max
 */
export function countFormParts(contentType, body, max) {
  if (/^application\/x-www-form-urlencoded/i.test(contentType))
    return body.length === 0 ? 0 : countUpTo(body, "&", max) + 1;
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  if (!boundary) return 0;
  // One delimiter before each part, and the closing one after the last.
  return Math.max(0, countUpTo(body, `--${boundary[1] ?? boundary[2]}`, max + 1) - 1);
}

/**
 * The body, or `undefined` past `limit`; the rest is read and dropped, so the client still receives
 * the 413 instead of a broken connection. @param {Req} req @param {number} limit
 */
export async function readBody(req, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit * 10) {
      req.destroy();
      return undefined;
    }
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? undefined : Buffer.concat(chunks);
}

/**
 * The request's fields, template parameters (unchecked) and files, or why it is not what the forms send.
 * @param {"send" | "send-form"} endpoint @param {Req} req @param {Buffer} body
 * @returns {Promise<string | { fields: Record<string, unknown>; params: Record<string, unknown>; files: import("./outbox.mjs").IncomingFile[] }>}
 */
export async function parseRequest(endpoint, req, body) {
  if (endpoint === "send") {
    const text = body.toString("utf8");
    if (nestsDeeperThan(text, JSON_MAX_DEPTH))
      return `The request body nests deeper than the SDK's (at most ${JSON_MAX_DEPTH} levels).`;
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      return "The request body must be JSON (Content-Type: application/json).";
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      return "The request body must be a JSON object.";
    }
    return { fields: json, params: json.template_params ?? {}, files: [] };
  }
  const contentType = String(req.headers["content-type"] ?? "");
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) {
    return "The request body must be a form (multipart/form-data).";
  }
  if (countFormParts(contentType, body, MAX_FORM_PARTS) > MAX_FORM_PARTS)
    return `Too many form parts: at most ${MAX_FORM_PARTS}.`;
  const headers = { "content-type": contentType };
  const form = await new Response(new Uint8Array(body), { headers }).formData().catch(() => null);
  if (!form) return "The form data could not be read.";
  /** @type {[string, string][]} */
  const texts = [];
  const files = [];
  for (const [name, value] of form) {
    if (typeof value === "string") texts.push([name, value]);
    // An empty file input posts a nameless, empty part: nothing was attached.
    else if (value.size > 0 || value.name) {
      const data = new Uint8Array(await value.arrayBuffer());
      files.push({ field: name, filename: value.name, type: value.type, data });
    }
  }
  if (files.length > MAX_FILES) return `Too many attachments: at most ${MAX_FILES}.`;
  // Own properties even for a field named `__proto__`, so checkParams sees every name.
  const { user_id, service_id, template_id, lib_version, ...params } = Object.fromEntries(texts);
  return { fields: { user_id, service_id, template_id, lib_version }, params, files };
}
