import { type Env, parseEnv } from "./env-contract";

/**
 * The app's settings, read once from the build-time environment (Vite inlines the values).
 * Outside Vite (Playwright importing content for its assertions) the defaults apply.
 */
export const env: Env = parseEnv(import.meta.env ?? {});
