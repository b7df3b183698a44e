// @ts-check
/**
 * `npm start`: builds the site and serves it. Without any e-mail identifier (environment or .env)
 * the forms send to the server's local stand-in, so they work on a fresh machine.
 */
import { loadEnv } from "vite";
import { serve } from "../server/serve.mjs";
import { STAND_IN_IDENTIFIERS } from "../server/stand-in-identifiers.mjs";
import { buildForStandIn, buildSite, root } from "./stand-in-build.mjs";

const port = process.env.PORT ?? "4173";
const env = loadEnv("production", root, ["VITE_", "SITE_URL"]);
// The quote template is optional (quote requests fall back to the contact template).
const keys = Object.keys(STAND_IN_IDENTIFIERS).filter(
  (key) => key !== "VITE_EMAILJS_QUOTE_TEMPLATE_ID",
);
const missing = keys.filter((key) => !env[key]?.trim());
const standIn = missing.length === keys.length;

if (standIn) {
  // The browser posts to this origin, so it must name the local server as the visitor reaches it.
  const host = process.env.HOST ?? "";
  const origin = `http://${host && !["0.0.0.0", "::"].includes(host) ? host : "localhost"}:${port}`;
  console.log(
    "E-mail: no identifiers configured, so the forms send to the LOCAL STAND-IN on this computer.\n" +
      "       Set them in .env (see .env.example) to send real e-mail.",
  );
  await buildForStandIn(origin);
} else {
  await buildSite();
  console.log(
    missing.length > 0
      ? `E-mail: identifiers INCOMPLETE (missing ${missing.join(", ")}): the forms will report a failure.`
      : `E-mail: the forms send through ${env.VITE_EMAILJS_ORIGIN || "https://api.emailjs.com"} with the configured identifiers.`,
  );
}

await serve({ port: Number(port), host: process.env.HOST, standIn });
