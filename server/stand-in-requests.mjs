// @ts-check
/** Reading the two endpoints' requests: the body (with a size cap) and its fields and files. */

/** @typedef {import("node:http").IncomingMessage} Req */

/**
 * The request body, or `undefined` past `limit` (the rest is read and dropped, so the client
 * still receives the 413 instead of a broken connection). @param {Req} req @param {number} limit @returns {Promise<Buffer | undefined>}
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

/** What the stand-in stores at most: the forms send five or six short fields. */
const PARAM_LIMITS = { count: 40, nameLength: 64, valueLength: 20_000, files: 5 };

/**
 * Why `params` is not what the forms send (a flat object of string values under plain names,
 * none of them `toString`, `__proto__` or another every object has), if it is not. @param {unknown} params @returns {string | undefined}
 */
export function checkParams(params) {
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    return "template_params must be an object.";
  }
  const entries = Object.entries(params);
  if (entries.length > PARAM_LIMITS.count) {
    return `Too many template parameters: at most ${PARAM_LIMITS.count}.`;
  }
  for (const [name, value] of entries) {
    if (!/^[\w-]+$/.test(name) || name.length > PARAM_LIMITS.nameLength) {
      return `Parameter names are letters, digits, _ and - (at most ${PARAM_LIMITS.nameLength}).`;
    }
    if (name in Object.prototype) return `"${name}" cannot be a parameter name.`;
    if (typeof value !== "string") return `Parameter "${name}" must be text.`;
    if (value.length > PARAM_LIMITS.valueLength) {
      return `Parameter "${name}" is too long: at most ${PARAM_LIMITS.valueLength} characters.`;
    }
  }
  return undefined;
}

/**
 * @param {"send" | "send-form"} endpoint @param {Req} req @param {Buffer} body
 * @returns {Promise<{ error: string } | { fields: Record<string, unknown>; params: Record<string, unknown>; files: import("./outbox.mjs").IncomingFile[] }>}
 */
export async function parseRequest(endpoint, req, body) {
  const contentType = String(req.headers["content-type"] ?? "");
  if (endpoint === "send") {
    let json;
    try {
      json = JSON.parse(body.toString("utf8"));
    } catch {
      return { error: "The request body must be JSON (Content-Type: application/json)." };
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      return { error: "The request body must be a JSON object." };
    }
    const params = json.template_params ?? {};
    const problem = checkParams(params);
    if (problem) return { error: problem };
    return { fields: json, params, files: [] };
  }
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) {
    return { error: "The request body must be a form (multipart/form-data)." };
  }
  let form;
  try {
    const request = new Request("http://stand-in.local/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    });
    form = await request.formData();
  } catch {
    return { error: "The form data could not be read." };
  }
  /** @type {[string, string][]} */
  const texts = [];
  const files = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") texts.push([name, value]);
    // An empty file input posts a nameless, empty part: nothing was attached.
    else if (value.size > 0 || value.name) {
      const data = new Uint8Array(await value.arrayBuffer());
      files.push({ field: name, filename: value.name, type: value.type, data });
    }
  }
  if (files.length > PARAM_LIMITS.files) {
    return { error: `Too many attachments: at most ${PARAM_LIMITS.files}.` };
  }
  // Own properties even for a field named `__proto__`, so checkParams sees every name.
  const { user_id, service_id, template_id, lib_version, ...params } = Object.fromEntries(texts);
  return { fields: { user_id, service_id, template_id, lib_version }, params, files };
}
