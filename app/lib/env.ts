import { type Env, parseEnv } from "./env-contract";

/** The settings the build checked, inlined by Vite's `define` (vite.config.ts). */
declare const __SITE_ENV__: Env | undefined;

/**
 * The app's settings, checked at build time (the browser gets the object, not the checks); outside
 * Vite (unit tests, Playwright) read from the environment here.
 */
export const env: Env =
  typeof __SITE_ENV__ === "undefined" ? parseEnv(import.meta.env ?? {}) : __SITE_ENV__;
