import { type Env, parseEnv } from "./env-contract";

/** The settings the build checked, inlined by Vite's `define` (vite.config.ts). */
declare const __SITE_ENV__: Env | undefined;

/**
 * The app's settings, checked once at build time: the browser receives the finished object, not
 * the checking code. Outside Vite (unit tests, Playwright importing content) they are read from
 * the environment here, with the defaults.
 */
export const env: Env =
  typeof __SITE_ENV__ === "undefined" ? parseEnv(import.meta.env ?? {}) : __SITE_ENV__;
