/**
 * The path of a request as nginx reads it. `new URL(req.url, base)` takes `//host/x` for a
 * scheme-relative address (so `GET //services` served the home page) and throws on `//[`.
 */

/**
 * The raw path and query of a request-target, or `undefined` when it is neither a path (origin
 * form) nor an absolute address with one (`http://host/path`), which nginx answers with 400 too.
 * @param {string | undefined} target
 * @returns {{ pathname: string; search: string } | undefined}
 */
export function parseRequestTarget(target = "/") {
  if (target.startsWith("/")) {
    const query = target.indexOf("?");
    const end = query === -1 ? target.length : query;
    const pathname = target.slice(0, end).split("#")[0] ?? "";
    return { pathname, search: query === -1 ? "" : target.slice(query) };
  }
  try {
    const url = new URL(target);
    return url.pathname.startsWith("/")
      ? { pathname: url.pathname, search: url.search }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The decoded path with runs of slashes merged (nginx's `merge_slashes on`, `//x` is `/x`), or
 * `undefined` for a broken escape (`/%FF`), which nginx answers with 400.
 * @param {string} pathname raw
 */
export function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname).replace(/\/{2,}/g, "/");
  } catch {
    return undefined;
  }
}
