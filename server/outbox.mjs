/** The stand-in's outbox (a folder per message: `message.json` and attachments) and its page. */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * @typedef {{ user_id: string; service_id: string; template_id: string; lib_version: string }} Identifiers
 * @typedef {{ field: string; filename: string; storedAs: string; type: string; size: number }} Attachment
 * @typedef {Identifiers & { id: string; receivedAt: string; endpoint: "send" | "send-form";
 *   params: Record<string, unknown>; attachments: Attachment[] }} StoredMessage
 * @typedef {{ field: string; filename: string; type: string; data: Uint8Array }} IncomingFile
 * @typedef {{ page: number; pages: number; total: number }} Paging where a page of the outbox stands
 */

const ID_PATTERN = /^[\w-]{1,120}$/;
/** Messages per page of `/_outbox` and `/_outbox.json` (`?page=2`...), newest first. */
export const OUTBOX_PAGE_SIZE = 100;

/**
 * Characters that act without being seen: control characters (escape sequences, forged lines),
 * the bidirectional controls that reorder what follows them (U+202A-U+202E embeddings and
 * overrides, U+2066-U+2069 isolates, the marks U+200E, U+200F and U+061C), zero-width spaces
 * (U+200B, U+180E, U+2060-U+2064, the byte-order mark U+FEFF), the deprecated format controls
 * U+206A-U+206F and the tag characters U+E0000-U+E007F that carry hidden ASCII. The joiners
 * U+200C and U+200D are left as they are: Persian words and emoji are spelt with them. The forms
 * take the same out of what they send (`stripInvisible` in app/features/forms/validation.ts);
 * anyone can post to the service past them, so the outbox shows them all.
 */
export const UNSEEN =
  /[\p{Cc}\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff\u{e0000}-\u{e007f}]/gu;

/** A character as its escape, `\x1b`, `\u202e` or, beyond U+FFFF, `\u{e0041}`. @param {string} c */
export function escapeOf(c) {
  const code = /** @type {number} */ (c.codePointAt(0));
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, "0")}`;
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, "0")}`;
  return `\\u{${code.toString(16)}}`;
}

/** What the stand-in stores at most: the forms send five or six short fields. */
const PARAM_LIMITS = { count: 40, nameLength: 64, valueLength: 20_000 };

/** Why `params` is not flat text under plain names (none every object has, like `__proto__`). */
export function checkParams(/** @type {unknown} */ params) {
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
}

/** A file name that is safe on every system and cannot leave its folder. @param {string} name */
export function safeFileName(name) {
  const base = path.basename(name.replaceAll("\\", "/"));
  const cleaned = base.replace(/[^\p{L}\p{N}._ -]/gu, "_").replace(/^\.+/, "_");
  return cleaned.slice(-100) || "file";
}

let lastSaved = 0;

/**
 * @param {string} outboxDir @param {IncomingFile[]} files
 * @param {Omit<StoredMessage, "id" | "receivedAt" | "attachments">} message
 */
export async function saveMessage(outboxDir, message, files) {
  // To the millisecond and never twice the same, so the folders' names sort in the order the
  // messages came, even several in one millisecond.
  lastSaved = Math.max(Date.now(), lastSaved + 1);
  const receivedAt = new Date(lastSaved).toISOString();
  const stamp = receivedAt.replace(/[-:.]/g, "");
  const slug = message.template_id.replace(/[^\w-]/g, "_").slice(0, 40) || "message";
  const id = `${stamp}-${slug}-${randomBytes(3).toString("hex")}`;
  const folder = path.join(outboxDir, id);
  await mkdir(folder, { recursive: true });
  /** @type {Attachment[]} */
  const attachments = [];
  for (const [index, { field, filename, type, data }] of files.entries()) {
    const storedAs = `${index + 1}-${safeFileName(field)}--${safeFileName(filename)}`;
    await writeFile(path.join(folder, storedAs), data);
    attachments.push({ field, filename, storedAs, type, size: data.byteLength });
  }
  /** @type {StoredMessage} */
  const stored = { id, receivedAt, ...message, attachments };
  await writeFile(path.join(folder, "message.json"), `${JSON.stringify(stored, null, 2)}\n`);
  return stored;
}

/** @param {any} message @returns {message is StoredMessage} as saveMessage writes it */
function isStoredMessage(message) {
  const texts = ["id", "receivedAt", "endpoint", "user_id", "service_id", "template_id"];
  return (
    texts.every((key) => typeof message?.[key] === "string") &&
    checkParams(message.params) === undefined &&
    Array.isArray(message.attachments) &&
    message.attachments.every((/** @type {any} */ a) => typeof a?.storedAs === "string")
  );
}

// A hand-edited or half-written `message.json` must not break the list.
/** @param {string} outboxDir @param {string} id */
async function readMessage(outboxDir, id) {
  if (!ID_PATTERN.test(id)) return undefined;
  const file = path.join(outboxDir, id, "message.json");
  const message = await readFile(file, "utf8")
    .then(JSON.parse)
    .catch(() => undefined);
  return isStoredMessage(message) ? message : undefined;
}

/** The stored messages' ids, newest first (their names begin with the time they came). */
export async function messageIds(/** @type {string} */ outboxDir) {
  const entries = await readdir(outboxDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && ID_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
}

/** The messages of these ids that read as saveMessage writes them, newest first. */
async function readMessages(/** @type {string} */ outboxDir, /** @type {string[]} */ ids) {
  const messages = await Promise.all(ids.map((id) => readMessage(outboxDir, id)));
  return messages
    .filter((message) => message !== undefined)
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

/** Every stored message, newest first. @param {string} outboxDir */
export async function listMessages(outboxDir) {
  return readMessages(outboxDir, await messageIds(outboxDir));
}

/**
 * One page of messages, newest first (only its files are read), and where it stands.
 * @param {string} outboxDir @param {number} page from 1
 * @returns {Promise<{ messages: StoredMessage[]; paging: Paging }>}
 */
export async function outboxPage(outboxDir, page, perPage = OUTBOX_PAGE_SIZE) {
  const ids = await messageIds(outboxDir);
  const pages = Math.max(1, Math.ceil(ids.length / perPage));
  const chosen = ids.slice((page - 1) * perPage, page * perPage);
  return {
    messages: await readMessages(outboxDir, chosen),
    paging: { page, pages, total: ids.length },
  };
}

/** @param {string} outboxDir @param {string} id @param {string} storedAs */
export async function readAttachment(outboxDir, id, storedAs) {
  // Only names the message lists are served, so a crafted path cannot reach other files.
  const attachment = (await readMessage(outboxDir, id))?.attachments.find(
    (a) => a.storedAs === storedAs,
  );
  return attachment && { attachment, data: await readFile(path.join(outboxDir, id, storedAs)) };
}

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => `&#${/** @type {string} */ (c).codePointAt(0)};`);
}

/**
 * Visitors' text for the page: HTML-escaped, and every unseen character but line breaks and
 * tabs shown as its escape, as the terminal shows them. @param {unknown} value
 */
function shown(value) {
  return escapeHtml(value).replace(UNSEEN, (c) =>
    c === "\n" || c === "\r" || c === "\t" ? c : `<code>${escapeOf(c)}</code>`,
  );
}

/** @param {Paging} paging */
function pageLinks({ page, pages }) {
  const link = (/** @type {number} */ to, /** @type {string} */ label) =>
    `<a href="/_outbox${to === 1 ? "" : `?page=${to}`}">${label}</a>`;
  const links = [page > 1 && link(page - 1, "Newer"), page < pages && link(page + 1, "Older")];
  return `<nav>Page ${page} of ${pages} ${links.filter(Boolean).join(" · ")}</nav>`;
}

/**
 * The `/_outbox` page: one page of messages with their fields and attachment links, all text
 * escaped. @param {StoredMessage[]} messages @param {Paging} [paging]
 */
export function renderOutboxPage(messages, paging = { page: 1, pages: 1, total: messages.length }) {
  const items = messages.map((m) => {
    const rows = Object.entries(m.params)
      .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${shown(v)}</td></tr>`)
      .join("");
    const files = m.attachments
      .map(
        (a) =>
          `<li><a href="/_outbox/${escapeHtml(m.id)}/${encodeURIComponent(a.storedAs)}">${shown(a.filename)}</a> (${shown(a.type || "no type")}, ${a.size} bytes)</li>`,
      )
      .join("");
    return `<article><h2>${shown(m.template_id)} <small>${escapeHtml(m.receivedAt)} via /${escapeHtml(m.endpoint)}</small></h2><table>${rows}</table>${files ? `<ul>${files}</ul>` : ""}<p class="meta">service ${shown(m.service_id)} · key ${shown(m.user_id)} · SDK ${shown(m.lib_version)} · ${escapeHtml(m.id)}</p></article>`;
  });
  const count = `${paging.total} message${paging.total === 1 ? "" : "s"}`;
  const nav = paging.pages > 1 ? pageLinks(paging) : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox (${count})</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#0b1a2b}article{border:1px solid #d3d9df;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}small,.meta{color:#4f5e6e;font-weight:400;font-size:.85rem}th{text-align:left;vertical-align:top;padding:.25rem 1rem .25rem 0;white-space:nowrap}td{white-space:pre-wrap;overflow-wrap:anywhere}code{color:#8a1c1c;background:#fdecec;border-radius:3px;padding:0 .15em}</style></head><body><h1>Local e-mail stand-in: ${count}</h1><p>Messages the forms sent to this computer (nothing left it). Newest first; reload to refresh. Unseen characters (controls, text-direction marks, zero-width spaces, tag characters) show as <code>\\u202e</code>. Also as <a href="/_outbox.json">JSON</a>.</p>${nav}${items.join("") || "<p>No messages yet.</p>"}${nav}</body></html>`;
}
