/**
 * Where the editor saves, chosen by `CMS_BACKEND`: `local` (decap-server writing into this
 * checkout) or `github` (README: Editing the site online). A wrong value stops the build.
 */

export interface BackendSettings {
  backend: Record<string, string>;
  local_backend?: { url: string };
}

type Env = Record<string, string | undefined>;

/** decap-server's address; `npm run cms` (scripts/cms.mjs) checks the port before starting it. */
export function localProxyUrl(env: Env = process.env): string {
  return `http://127.0.0.1:${env.CMS_SERVER_PORT?.trim() || "8081"}/api/v1`;
}

/**
 * Whether the built site gets `/admin/`: only for the online editor. The local one runs from
 * `npm run cms`'s dev server; in a public build it would be 300 files, a policy with
 * 'unsafe-eval' and a back-end address on the visitor's own computer, for nobody.
 */
export function isOnlineEditor(env: Env = process.env): boolean {
  return backendSettings(env).backend.name === "github";
}

export function backendSettings(env: Env = process.env): BackendSettings {
  const kind = env.CMS_BACKEND?.trim() || "local";
  if (kind === "local") {
    const url = localProxyUrl(env);
    // `proxy` names decap-server outright, so the editor never offers an online sign-in that
    // cannot work on this computer; `local_backend` is how Decap's docs switch it on.
    return { backend: { name: "proxy", proxy_url: url }, local_backend: { url } };
  }
  if (kind === "github") {
    const repo = env.CMS_REPO?.trim() ?? "";
    if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
      throw new Error(`CMS_BACKEND=github needs CMS_REPO as owner/name (got "${repo}").`);
    const authUrl = env.CMS_AUTH_URL?.trim();
    if (authUrl && !/^https:\/\/[^\s/]+/.test(authUrl))
      throw new Error(`CMS_AUTH_URL must start with https:// (got "${authUrl}").`);
    return {
      backend: {
        name: "github",
        repo,
        branch: env.CMS_BRANCH?.trim() || "main",
        ...(authUrl ? { base_url: authUrl.replace(/\/+$/, "") } : {}),
        ...(env.CMS_AUTH_ENDPOINT?.trim() ? { auth_endpoint: env.CMS_AUTH_ENDPOINT.trim() } : {}),
      },
    };
  }
  throw new Error(`CMS_BACKEND must be "local" or "github" (got "${kind}").`);
}
