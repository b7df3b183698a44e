// @ts-check
/**
 * npm start's server on a build holding symbolic links: it starts despite a
 * broken one, follows those that stay inside the build, and serves nothing a link reaches
 * outside it.
 */
import assert from "node:assert/strict";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { request, startSiteServer } from "./servers.mjs";

let dir = "";
/** @type {Awaited<ReturnType<typeof startSiteServer>> | undefined} */
let server;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "build-links-"));
  const client = path.join(dir, "build/client");
  const outside = path.join(dir, "outside");
  await mkdir(path.join(client, "services"), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(client, "index.html"), "<h1>Home</h1>");
  await writeFile(path.join(client, "404.html"), "<h1>Not found</h1>");
  await writeFile(path.join(client, "services/index.html"), "<h1>Services</h1>");
  await writeFile(path.join(client, "robots.txt"), "User-agent: *\n");
  const pages = {
    "/": ["'sha256-a='"],
    "/404.html": ["'sha256-b='"],
    "/services": ["'sha256-c='"],
  };
  await writeFile(
    path.join(dir, "build/security-headers.json"),
    JSON.stringify({ emailOrigin: "https://api.emailjs.com", pages }),
  );
  await writeFile(path.join(outside, "id_rsa"), "PRIVATE KEY");
  await symlink(path.join(outside, "id_rsa"), path.join(client, "key.txt"));
  await symlink(outside, path.join(client, "home"));
  await symlink("/etc", path.join(client, "etc"));
  await symlink(path.join(client, "missing.txt"), path.join(client, "broken.txt"));
  await symlink("robots.txt", path.join(client, "robots-copy.txt"));
  await symlink("services", path.join(client, "offer"));
  server = await startSiteServer(["--build", path.join(dir, "build")]);
});
after(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe("npm start's server on a build with symbolic links", () => {
  it("starts although one link is broken, and serves what lies inside", async () => {
    const origin = String(server?.origin);
    assert.equal((await request(origin, "/")).body, "<h1>Home</h1>");
    assert.equal((await request(origin, "/robots-copy.txt")).body, "User-agent: *\n");
    assert.equal((await request(origin, "/offer/")).body, "<h1>Services</h1>");
  });

  it("serves nothing a link reaches outside the build", async () => {
    const origin = String(server?.origin);
    for (const probe of [
      "/key.txt",
      "/home/id_rsa",
      "/etc/passwd",
      "/etc/hostname",
      "/broken.txt",
    ]) {
      const answer = await request(origin, probe);
      assert.equal(answer.status, 404, probe);
      assert.equal(answer.body, "<h1>Not found</h1>", probe);
    }
  });
});
