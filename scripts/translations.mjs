// @ts-check
/**
 * `npm run translations`: what each language lacks of English, and XLIFF files for translators
 * (scripts/translations/cli.ts, decision 015). The content store is TypeScript: Vite's module
 * runner loads it, as the build does.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { module } = await runnerImport(path.join(root, "scripts/translations/cli.ts"), {
  root,
  configFile: false,
  logLevel: "error",
});
process.exitCode = await module.main(process.argv.slice(2), process.cwd());
