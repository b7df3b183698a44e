// @ts-check
/** The browser tests' server, with the e-mail stand-in. Usage: node scripts/serve-e2e.mjs --port 4180 */
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { serve } from "../server/serve.mjs";
import { buildForStandIn, e2eOrigin, isStandInBuild, root } from "./stand-in-build.mjs";

const { values } = parseArgs({ options: { port: { type: "string" } }, strict: false });
const port = String(values.port ?? process.env.E2E_PORT ?? "4180");
const origin = e2eOrigin(port);
// The nginx project's pages (playwright.config.ts) post to this stand-in from nginx's origin.
const nginxOrigin = `http://127.0.0.1:${process.env.E2E_NGINX_PORT ?? Number(port) + 100}`;

if (!isStandInBuild(origin)) await buildForStandIn(origin);
const outbox = path.join(root, ".outbox", `e2e-${port}`);
rmSync(outbox, { recursive: true, force: true });

await serve({ port: Number(port), standIn: true, outbox, allowOrigins: [nginxOrigin] });
