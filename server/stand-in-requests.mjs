// @ts-check
/** Reading the two endpoints' requests: the body (with a size cap) and its fields and files. */

/** @typedef {import("node:http").IncomingMessage} Req */

/**
 * The request body, or `undefined` once it passes `limit` (the rest is read and dropped, so the
 * client still receives the 413 instead of a broken connection).
 * @param {Req} req @param {number} limit @returns {Promise<Buffer | undefined>}
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
 * Splits a request into the service's identifiers, the template parameters and the files.
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
    if (typeof params !== "object" || params === null || Array.isArray(params)) {
      return { error: "template_params must be an object." };
    }
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
  /** @type {Record<string, unknown>} */
  const fields = {};
  const files = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    // An empty file input posts a nameless, empty part: nothing was attached.
    else if (value.size > 0 || value.name) {
      const data = new Uint8Array(await value.arrayBuffer());
      files.push({ field: name, filename: value.name, type: value.type, data });
    }
  }
  const { user_id, service_id, template_id, lib_version, ...params } = fields;
  return { fields: { user_id, service_id, template_id, lib_version }, params, files };
}
