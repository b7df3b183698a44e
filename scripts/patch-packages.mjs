// @ts-check
/**
 * Upstream fixes that the locked versions lack, applied to `node_modules` after every install
 * (package.json's `postinstall`; `node scripts/patch-packages.mjs` after `npm ci --ignore-scripts`).
 * Each is tied to the locked version: after an upgrade this fails until the entry is checked (and
 * deleted when the release has the fix). Node's standard library only; silent when all is well.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const PATCHES = [
  {
    // Vite 8.1 deprecated `envFile: false` and warns on every use; React Router fixed its internal
    // Vite servers in 8.x (remix-run/react-router#15230), not in the 7.x line we lock.
    why: "React Router 7's Vite servers use Vite's deprecated `envFile` option (fixed in 8.x)",
    pkg: "@react-router/dev",
    version: "7.18.4",
    files: ["dist/vite.js", "dist/cli/index.js", "dist/vite/cloudflare.js"],
    from: "envFile: false",
    to: "envDir: false",
  },
];

const problems = [];
for (const patch of PATCHES) {
  const dir = path.join(root, "node_modules", patch.pkg);
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  if (version !== patch.version) {
    problems.push(`${patch.pkg} is ${version}, the patch is for ${patch.version} (${patch.why})`);
    continue;
  }
  for (const relative of patch.files) {
    const file = path.join(dir, relative);
    if (!existsSync(file)) {
      problems.push(`${patch.pkg}/${relative}: missing (${patch.why})`);
      continue;
    }
    const text = readFileSync(file, "utf8");
    if (text.includes(patch.from)) writeFileSync(file, text.replaceAll(patch.from, patch.to));
    else if (!text.includes(patch.to))
      problems.push(
        `${patch.pkg}/${relative}: neither "${patch.from}" nor "${patch.to}" found (${patch.why})`,
      );
  }
}
if (problems.length > 0) {
  console.error(
    `scripts/patch-packages.mjs: a patch no longer fits; if the upgrade has the fix, delete its entry.\n${problems.join("\n")}`,
  );
  process.exit(1);
}
