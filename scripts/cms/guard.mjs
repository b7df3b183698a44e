// @ts-check
/**
 * What the editor's local back end lets through (scripts/cms/local-backend.mjs). decap-server on
 * its own answers any `Host` and, through CORS, any page on `http://localhost:<port>`: a page
 * on another site whose name resolves to 127.0.0.1 (DNS rebinding) could write
 * `.git/hooks/pre-commit` into the checkout. Here only the editor's own page gets through, and
 * only to the files the editor edits.
 */
import { realpath } from "node:fs/promises";
import path from "node:path";

/** The content files' folder; entries live under it. */
export const CONTENT_FOLDER = "content";
/** app/content/schema/fields.ts's MEDIA_FOLDER (a unit test keeps them equal). */
export const MEDIA_FOLDER = "content/media";

/**
 * decap-server's file-system actions the editor uses, each with the paths it names and the
 * folder they must lie in. Anything else (the editorial workflow's actions) is refused.
 * @type {Record<string, (params: any) => [unknown, string][]>}
 */
const ACTIONS = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (params) => [[params?.folder, CONTENT_FOLDER]],
  entriesByFiles: (params) =>
    (Array.isArray(params?.files) ? params.files : [undefined]).map((/** @type {any} */ file) => [
      file?.path,
      CONTENT_FOLDER,
    ]),
  getEntry: (params) => [[params?.path, CONTENT_FOLDER]],
  persistEntry: (params) => {
    const files = params?.dataFiles ?? [params?.entry];
    const assets = Array.isArray(params?.assets) ? params.assets : [];
    return [
      ...(Array.isArray(files) ? files : [undefined]).flatMap((/** @type {any} */ file) => [
        /** @type {[unknown, string]} */ ([file?.path, CONTENT_FOLDER]),
        ...(file?.newPath === undefined
          ? []
          : [/** @type {[unknown, string]} */ ([file.newPath, CONTENT_FOLDER])]),
      ]),
      ...assets.map((/** @type {any} */ asset) => [asset?.path, MEDIA_FOLDER]),
    ];
  },
  getMedia: (params) => [[params?.mediaFolder, MEDIA_FOLDER]],
  getMediaFile: (params) => [[params?.path, MEDIA_FOLDER]],
  persistMedia: (params) => [[params?.asset?.path, MEDIA_FOLDER]],
  deleteFile: (params) => [[params?.path, CONTENT_FOLDER]],
  deleteFiles: (params) =>
    (Array.isArray(params?.paths) ? params.paths : [undefined]).map(
      (/** @type {unknown} */ file) => [file, CONTENT_FOLDER],
    ),
};

/**
 * Why a request may not reach the back end, judged by its headers alone (before its body is
 * read), or `undefined`. Requests without an `Origin` come from programs on this computer, not
 * from a web page: browsers send one with every POST and every CORS preflight.
 * @param {{ host?: string; origin?: string }} headers
 * @param {{ port: number; editorOrigin: string }} options
 */
export function refuseHeaders({ host, origin }, { port, editorOrigin }) {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!hosts.includes(String(host).toLowerCase()))
    return `Forbidden: this back end answers only ${hosts[0]} (Host was "${host}").`;
  if (origin !== undefined && origin !== editorOrigin)
    return `Forbidden: only the editor at ${editorOrigin} may use this back end.`;
  return undefined;
}

/**
 * Why a path may not be used for `folder`, lexically: it must be relative, stay in `folder`,
 * and never name a `.git` folder. @param {unknown} name @param {string} folder
 */
export function refusePathName(name, folder) {
  if (typeof name !== "string" || name === "") return "A path is missing.";
  const segments = name.split("/");
  if (name.includes("\\") || name.includes("\0") || name.startsWith("/"))
    return `"${name}" is not a path in this checkout.`;
  if (segments.some((segment) => segment === ".." || segment === "."))
    return `"${name}" must not step out of its folder.`;
  if (segments.some((segment) => segment.toLowerCase() === ".git"))
    return `"${name}" is inside a .git folder.`;
  if (name !== folder && !name.startsWith(`${folder}/`))
    return `"${name}" is outside ${folder}/, where the editor keeps these files.`;
  return undefined;
}

/**
 * The real path `relative` would have under `root` (links followed as far as anything exists).
 * @param {string} root @param {string} relative
 */
async function realPathOf(root, relative) {
  let current = path.resolve(root, relative);
  /** @type {string[]} */
  const missing = [];
  for (;;) {
    try {
      return path.join(await realpath(current), ...missing);
    } catch (error) {
      const parent = path.dirname(current);
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT" || parent === current)
        throw error;
      missing.unshift(path.basename(current));
      current = parent;
    }
  }
}

/**
 * Whether `name` (already a path in `folder` by its letters) leads outside `folder` through a
 * symbolic link. @param {string} root @param {string} name @param {string} folder
 */
async function leadsOutside(root, name, folder) {
  const [real, allowed] = await Promise.all([realPathOf(root, name), realPathOf(root, folder)]);
  return real !== allowed && !real.startsWith(allowed + path.sep);
}

/**
 * Why a request's body may not reach the back end: an action the editor never sends, or a path
 * outside the folder it belongs in (also through a symbolic link), or `undefined`.
 * @param {any} body parsed JSON @param {string} root the checkout
 */
export async function refuseBody(body, root) {
  const named = ACTIONS[body?.action];
  if (!named || !Object.hasOwn(ACTIONS, body.action))
    return `"${body?.action}" is not something the editor does.`;
  for (const [name, folder] of named(body.params)) {
    const problem = refusePathName(name, folder);
    if (problem) return problem;
    if (await leadsOutside(root, /** @type {string} */ (name), folder))
      return `"${name}" leads outside ${folder}/.`;
  }
  return undefined;
}

/**
 * The actions that answer with a folder's files (read by decap-server, which follows links),
 * each with the folder they must lie in and where a listed item names its path.
 * @type {Record<string, [string, (item: any) => unknown]>}
 */
const LISTINGS = {
  entriesByFolder: [CONTENT_FOLDER, (entry) => entry?.file?.path],
  getMedia: [MEDIA_FOLDER, (file) => file?.path],
};

/**
 * The back end's answer to `body` without the items whose real path leaves their folder: a link
 * in content/ to `../.env` is listed, with its text, by decap-server's folder listing, while
 * asking for that file alone is refused by refuseBody. Other answers are returned as they are.
 * @param {any} body the request's parsed JSON @param {unknown} answer @param {string} root
 */
export async function keepListedInside(body, answer, root) {
  const action = String(body?.action);
  if (!Object.hasOwn(LISTINGS, action) || !Array.isArray(answer)) return answer;
  const [folder, pathOf] = /** @type {[string, (item: any) => unknown]} */ (LISTINGS[action]);
  const kept = await Promise.all(
    answer.map(async (item) => {
      const name = pathOf(item);
      if (refusePathName(name, folder)) return false;
      return !(await leadsOutside(root, /** @type {string} */ (name), folder).catch(() => true));
    }),
  );
  return answer.filter((_, index) => kept[index]);
}
