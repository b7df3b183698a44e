import { mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MEDIA_FOLDER as SCHEMA_MEDIA_FOLDER } from "../../app/content/schema/fields.ts";
import { backendSettings } from "./backend.ts";
import { decapConfig } from "./decap-config.ts";
import { MEDIA_FOLDER, refuseBody, refuseHeaders, refusePathName } from "./guard.mjs";

const options = { port: 8081, editorOrigin: "http://127.0.0.1:4173" };
let root = "";

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "guard-"));
  await mkdir(path.join(root, "content/media"), { recursive: true });
  await mkdir(path.join(root, ".git/hooks"), { recursive: true });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const persistMedia = (file: string) => ({
  action: "persistMedia",
  params: { branch: "main", asset: { path: file, content: "aGk=", encoding: "base64" } },
});
const persistEntry = (file: string, newPath?: string) => ({
  action: "persistEntry",
  params: { entry: { slug: "x", path: file, raw: "x", newPath }, assets: [] },
});

describe("the editor's local back end guard", () => {
  it("keeps the media folder the content schemas use", () => {
    expect(MEDIA_FOLDER).toBe(SCHEMA_MEDIA_FOLDER);
  });

  it("lets through only its own address as Host and the editor's exact origin", () => {
    expect(refuseHeaders({ host: "127.0.0.1:8081" }, options)).toBeUndefined();
    expect(refuseHeaders({ host: "localhost:8081", origin: options.editorOrigin }, options)).toBe(
      undefined,
    );
    for (const host of ["rebound.example:8081", "127.0.0.1:8082", "127.0.0.1", undefined]) {
      expect(refuseHeaders({ host }, options), String(host)).toMatch(/^Forbidden/);
    }
    for (const origin of [
      "http://localhost:4173",
      "http://127.0.0.1:3000",
      "https://127.0.0.1:4173",
      "http://rebound.example:8081",
      "null",
    ]) {
      expect(refuseHeaders({ host: "127.0.0.1:8081", origin }, options), origin).toMatch(
        /^Forbidden/,
      );
    }
  });

  it("refuses paths into .git, out of their folder, or outside content/ and its media", () => {
    for (const name of [
      ".git/hooks/pre-commit",
      "content/media/../../.git/hooks/pre-commit",
      "content/.GIT/config",
      "/etc/passwd",
      "content\\media\\x.png",
      "package.json",
      "contentx/a.yml",
      "",
      42,
    ]) {
      expect(refusePathName(name, "content"), String(name)).toBeDefined();
    }
    expect(refusePathName("content/home/hero.yml", "content")).toBeUndefined();
    expect(refusePathName("content/home/hero.yml", MEDIA_FOLDER)).toMatch(/outside content\/media/);
  });

  it("checks every path a request names, the new name of a moved entry and its pictures too", async () => {
    expect(await refuseBody(persistMedia("content/media/press.jpg"), root)).toBeUndefined();
    expect(await refuseBody(persistMedia(".git/hooks/pre-commit"), root)).toMatch(/\.git/);
    expect(await refuseBody(persistMedia("content/home/hero.yml"), root)).toMatch(/outside/);
    expect(await refuseBody(persistEntry("content/home/hero.yml"), root)).toBeUndefined();
    expect(await refuseBody(persistEntry("vite.config.ts"), root)).toMatch(/outside content/);
    expect(await refuseBody(persistEntry("content/a.yml", "scripts/a.mjs"), root)).toMatch(
      /outside/,
    );
    const withAsset = persistEntry("content/a.yml");
    withAsset.params.assets = [{ path: ".git/hooks/post-merge" }] as never;
    expect(await refuseBody(withAsset, root)).toMatch(/\.git/);
    for (const body of [
      { action: "getEntry", params: { path: ".env" } },
      { action: "getMediaFile", params: { path: "content/site.yml" } },
      { action: "getMedia", params: { mediaFolder: "." } },
      { action: "entriesByFolder", params: { folder: "", extension: "yml", depth: 1 } },
      { action: "entriesByFiles", params: { files: [{ path: "../x.yml" }] } },
      { action: "deleteFiles", params: { paths: ["content/a.yml", "README.md"] } },
      { action: "deleteFile", params: {} },
      { action: "publishUnpublishedEntry", params: {} },
      { action: "toString", params: {} },
      undefined,
    ]) {
      expect(await refuseBody(body, root), JSON.stringify(body)).toBeDefined();
    }
    expect(await refuseBody({ action: "info" }, root)).toBeUndefined();
  });

  it("refuses a path that leads out through a symbolic link", async () => {
    await symlink("../.git", path.join(root, "content/sneaky"));
    await symlink("..", path.join(root, "content/media/up"));
    expect(await refuseBody(persistEntry("content/sneaky/hooks/pre-commit"), root)).toMatch(
      /leads outside/,
    );
    expect(await refuseBody(persistMedia("content/media/up/site.yml"), root)).toMatch(
      /leads outside/,
    );
  });

  it("lets through everything the editor's own configuration asks for", async () => {
    const config = decapConfig(backendSettings({}), [{ id: "toys", name: "Toys" }]);
    const files = config.collections.flatMap((collection) =>
      "files" in collection ? collection.files.map((entry) => ({ path: entry.file })) : [],
    );
    expect(files.length).toBeGreaterThan(10);
    expect(await refuseBody({ action: "entriesByFiles", params: { files } }, root)).toBeUndefined();
    for (const collection of config.collections)
      if ("folder" in collection) {
        const list = { action: "entriesByFolder", params: { folder: collection.folder } };
        expect(await refuseBody(list, root)).toBeUndefined();
      }
    const media = { action: "getMedia", params: { mediaFolder: config.media_folder } };
    expect(await refuseBody(media, root)).toBeUndefined();
  });
});
