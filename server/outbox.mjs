// @ts-check
/** The stand-in's outbox (a folder per message: `message.json` and attachments) and its page. */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkParams } from "./stand-in-requests.mjs";

/**
 * @typedef {{ field: string; filename: string; storedAs: string; type: string; size: number }} Attachment
 * @typedef {{
 *   id: string; receivedAt: string; endpoint: "send" | "send-form";
 *   user_id: string; service_id: string; template_id: string; lib_version: string;
 *   params: Record<string, unknown>; attachments: Attachment[];
 * }} StoredMessage
 * @typedef {{ field: string; filename: string; type: string; data: Uint8Array }} IncomingFile
 */

const ID_PATTERN = /^[\w-]{1,120}$/;

/** A file name that is safe on every system and cannot leave its folder. @param {string} name */
export function safeFileName(name) {
  const base = path.basename(name.replaceAll("\\", "/"));
  const cleaned = base.replace(/[^\p{L}\p{N}._ -]/gu, "_").replace(/^\.+/, "_");
  return cleaned.slice(-100) || "file";
}

/**
 * @param {string} outboxDir
 * @param {Omit<StoredMessage, "id" | "receivedAt" | "attachments">} message
 * @param {IncomingFile[]} files
 * @returns {Promise<StoredMessage>}
 */
export async function saveMessage(outboxDir, message, files) {
  const receivedAt = new Date().toISOString();
  const stamp = receivedAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  const slug = message.template_id.replace(/[^\w-]/g, "_").slice(0, 40) || "message";
  const id = `${stamp}-${slug}-${randomBytes(3).toString("hex")}`;
  const folder = path.join(outboxDir, id);
  await mkdir(folder, { recursive: true });
  /** @type {Attachment[]} */
  const attachments = [];
  for (const [index, file] of files.entries()) {
    const storedAs = `${index + 1}-${safeFileName(file.field)}--${safeFileName(file.filename)}`;
    await writeFile(path.join(folder, storedAs), file.data);
    attachments.push({
      field: file.field,
      filename: file.filename,
      storedAs,
      type: file.type,
      size: file.data.byteLength,
    });
  }
  /** @type {StoredMessage} */
  const stored = { id, receivedAt, ...message, attachments };
  await writeFile(path.join(folder, "message.json"), `${JSON.stringify(stored, null, 2)}\n`);
  return stored;
}

/** Whether a parsed `message.json` has the shape saveMessage writes. @param {unknown} value */
function isStoredMessage(value) {
  if (typeof value !== "object" || value === null) return false;
  const message = /** @type {Record<string, unknown>} */ (value);
  const texts = ["id", "receivedAt", "endpoint", "user_id", "service_id", "template_id"];
  return (
    texts.every((key) => typeof message[key] === "string") &&
    checkParams(message.params) === undefined &&
    Array.isArray(message.attachments) &&
    message.attachments.every(
      (a) => typeof a === "object" && a !== null && typeof a.storedAs === "string",
    )
  );
}

/** Every stored message, newest first. @param {string} outboxDir @returns {Promise<StoredMessage[]>} */
export async function listMessages(outboxDir) {
  let entries;
  try {
    entries = await readdir(outboxDir, { withFileTypes: true });
  } catch {
    return [];
  }
  const messages = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !ID_PATTERN.test(entry.name)) continue;
    try {
      const text = await readFile(path.join(outboxDir, entry.name, "message.json"), "utf8");
      const message = /** @type {StoredMessage} */ (JSON.parse(text));
      // A malformed message (an older stand-in stored any shape) must not break the list.
      if (isStoredMessage(message)) messages.push(message);
    } catch {} // being written right now, or edited by hand
  }
  return messages.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

/**
 * @param {string} outboxDir @param {string} id @param {string} storedAs
 */
export async function readAttachment(outboxDir, id, storedAs) {
  if (!ID_PATTERN.test(id)) return undefined;
  let message;
  try {
    const text = await readFile(path.join(outboxDir, id, "message.json"), "utf8");
    message = /** @type {StoredMessage} */ (JSON.parse(text));
  } catch {
    return undefined;
  }
  // Only names the message lists are served, so a crafted path cannot reach other files.
  const attachment = message.attachments.find((a) => a.storedAs === storedAs);
  if (!attachment) return undefined;
  return { attachment, data: await readFile(path.join(outboxDir, id, attachment.storedAs)) };
}

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => `&#${/** @type {string} */ (c).codePointAt(0)};`);
}

/** The `/_outbox` page: every message with its fields and attachment links, all text escaped. */
export function renderOutboxPage(/** @type {StoredMessage[]} */ messages) {
  const items = messages.map((m) => {
    const rows = Object.entries(m.params)
      .map(
        ([k, v]) =>
          `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(typeof v === "string" ? v : JSON.stringify(v, null, 2))}</td></tr>`,
      )
      .join("");
    const files = m.attachments
      .map(
        (a) =>
          `<li><a href="/_outbox/${escapeHtml(m.id)}/${encodeURIComponent(a.storedAs)}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.type || "no type")}, ${a.size} bytes)</li>`,
      )
      .join("");
    return `<article><h2>${escapeHtml(m.template_id)} <small>${escapeHtml(m.receivedAt)} via /${escapeHtml(m.endpoint)}</small></h2><table>${rows}</table>${files ? `<ul>${files}</ul>` : ""}<p class="meta">service ${escapeHtml(m.service_id)} · key ${escapeHtml(m.user_id)} · SDK ${escapeHtml(m.lib_version)} · ${escapeHtml(m.id)}</p></article>`;
  });
  const count = `${messages.length} message${messages.length === 1 ? "" : "s"}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox (${count})</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#0b1a2b}article{border:1px solid #d3d9df;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}small,.meta{color:#4f5e6e;font-weight:400;font-size:.85rem}th{text-align:left;vertical-align:top;padding:.25rem 1rem .25rem 0;white-space:nowrap}td{white-space:pre-wrap;overflow-wrap:anywhere}</style></head><body><h1>Local e-mail stand-in: ${count}</h1><p>Messages the forms sent to this computer (nothing left it). Newest first; reload to refresh. Also as <a href="/_outbox.json">JSON</a>.</p>${items.join("") || "<p>No messages yet.</p>"}</body></html>`;
}
