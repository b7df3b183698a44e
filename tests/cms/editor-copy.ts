import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A throwaway copy of this checkout (its files as git knows them, node_modules hard-linked) with
 * the editor running in it exactly as `npm run cms` starts it, so a test can save through the
 * editor and rebuild without touching the real checkout.
 */
export interface EditorCopy {
  dir: string;
  site: string;
  proxyPort: number;
  stop(): Promise<void>;
}

const root = process.cwd();

function copyCheckout(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cms-editor-"));
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: root,
      encoding: "utf8",
    },
  )
    .split("\0")
    // node_modules is linked below; a worktree's may be a symbolic link git lists as a file.
    .filter((file) => file && file !== "node_modules");
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      cpSync(path.join(root, file), path.join(dir, file));
    } catch {
      // Deleted in the work tree but still in the index: not part of the copy.
    }
  }
  // `/.`: its contents, also when node_modules is itself a link (never a link into the original).
  execFileSync("cp", [
    "-al",
    `${path.join(root, "node_modules")}/.`,
    path.join(dir, "node_modules"),
  ]);
  // The editor's dev build is made fresh in the copy (and must not overwrite the original's).
  rmSync(path.join(dir, "node_modules/.cache/cms-admin"), { recursive: true, force: true });
  rmSync(path.join(dir, "node_modules/.vite"), { recursive: true, force: true });
  return dir;
}

async function waitFor(url: string, timeoutMs: number, init?: RequestInit): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, init);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Copies the checkout and starts `npm run cms`'s two servers in it on `port` and `port + 1`. */
export async function startEditorCopy(port: number): Promise<EditorCopy> {
  const dir = copyCheckout();
  const proxyPort = port + 1;
  const child: ChildProcess = spawn(process.execPath, ["scripts/cms.mjs"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      CMS_SERVER_PORT: String(proxyPort),
      VITE_CONFIG_NATIVE_IGNORE_WARNING: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const site = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${site}/admin/`, 180_000);
    await waitFor(`http://127.0.0.1:${proxyPort}/api/v1`, 30_000, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
  } catch (error) {
    child.kill("SIGTERM");
    throw new Error(`${String(error)}\n--- npm run cms said:\n${output}`);
  }
  return {
    dir,
    site,
    proxyPort,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
