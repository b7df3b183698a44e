import { describe, expect, it } from "vitest";
import {
  file,
  id,
  image,
  line,
  list,
  number,
  optional,
  paragraph,
  template,
} from "../../app/content/schema/fields.ts";
import { contentFiles } from "../../app/content/schema/registry.ts";
import { backendSettings, isOnlineEditor } from "./backend.ts";
import { type DecapField, decapCollections, decapConfig, decapField } from "./decap-config.ts";
import { MAX_UPLOAD_BYTES, uploadProblem } from "./uploads.ts";

const fieldNamed = (fields: DecapField[] | undefined, name: string) => {
  const found = fields?.find((field) => field.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe("the editor's configuration, made from the schemas", () => {
  const config = decapConfig(backendSettings({}), [{ id: "toys", name: "Toys" }]);
  /** The collections of single files (the page sections), not the catalogue's folders. */
  const fileCollections = config.collections.flatMap((c) => ("files" in c ? [c] : []));

  it("has one form for every content file, grouped by folder, each writing its YAML file", () => {
    const files = fileCollections.flatMap((collection) =>
      collection.files.map((entry) => ({ collection, entry })),
    );
    expect(files.map(({ entry }) => entry.file).sort()).toEqual(
      Object.keys(contentFiles)
        .map((key) => `content/${key}.yml`)
        .sort(),
    );
    for (const { collection, entry } of files) {
      expect(collection.format).toBe("yml");
      // A folder's files, or a file of its own at the top (the company details, content/site.yml).
      expect(
        entry.file.startsWith(`content/${collection.name}/`) ||
          entry.file === `content/${collection.name}.yml`,
        entry.file,
      ).toBe(true);
    }
    const home = fileCollections.find((collection) => collection.name === "home");
    expect(home?.label).toBe("Home page");
    expect(home?.files.find((entry) => entry.name === "hero")?.label).toBe("Home: opening");
  });

  it("lets the owner add categories and each category's products as files, shared fields in English only", () => {
    const folders = config.collections.flatMap((c) => ("folder" in c ? [c] : []));
    expect(folders.map((c) => c.folder)).toEqual(["content/categories", "content/products/toys"]);
    for (const folder of folders) {
      expect(folder).toMatchObject({ create: true, delete: true, format: "yml", i18n: true });
      // Written once, under en: (the store gives it to every language); words in each language.
      expect(fieldNamed(folder.fields, "order").i18n).toBe(false);
      expect(fieldNamed(folder.fields, "picture").i18n).toBe(false);
      expect(fieldNamed(folder.fields, "heading").i18n).toBe(true);
    }
    // The file's name is its address: made from the name in lower-case ASCII with hyphens.
    expect(config.slug).toEqual({
      encoding: "ascii",
      clean_accents: true,
      sanitize_replacement: "-",
    });
  });

  it("keeps pictures in content/media and saves through the chosen back end", () => {
    expect(config).toMatchObject({
      load_config_file: false,
      media_folder: "content/media",
      public_folder: "/content/media",
      backend: { name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1" },
      local_backend: { url: "http://127.0.0.1:8081/api/v1" },
    });
    expect(decapConfig(backendSettings({ CMS_SERVER_PORT: "9100" })).backend.proxy_url).toBe(
      "http://127.0.0.1:9100/api/v1",
    );
    const online = decapConfig(
      backendSettings({
        CMS_BACKEND: "github",
        CMS_REPO: "acme/site",
        CMS_AUTH_URL: "https://auth.example.com/",
      }),
    );
    expect(online.backend).toEqual({
      name: "github",
      repo: "acme/site",
      branch: "main",
      base_url: "https://auth.example.com",
    });
    expect(online.local_backend).toBeUndefined();
    expect(() => backendSettings({ CMS_BACKEND: "github" })).toThrow(/CMS_REPO/);
    expect(() => backendSettings({ CMS_BACKEND: "gitlab" })).toThrow(/local.*github/);
  });

  it("puts the editor into the built site only for the online back end", () => {
    expect(isOnlineEditor({})).toBe(false);
    expect(isOnlineEditor({ CMS_BACKEND: "local" })).toBe(false);
    expect(isOnlineEditor({ CMS_BACKEND: " github ", CMS_REPO: "acme/site" })).toBe(true);
    // A setting it cannot use stops the build rather than leaving the editor out quietly.
    expect(() => isOnlineEditor({ CMS_BACKEND: "github" })).toThrow(/CMS_REPO/);
    expect(() => isOnlineEditor({ CMS_BACKEND: "gitub" })).toThrow(/local.*github/);
  });

  it("gives each field the schema's label, hint, length limit and required flag", () => {
    const hero = fileCollections
      .find((collection) => collection.name === "home")
      ?.files.find((entry) => entry.name === "hero");
    const subline = fieldNamed(hero?.fields, "subline");
    expect(subline).toMatchObject({ label: "Promise under the headline", widget: "text" });
    expect(subline.required).toBeUndefined();
    const [pattern = "", message] = subline.pattern ?? [];
    expect(new RegExp(pattern).test("x".repeat(200))).toBe(true);
    expect(new RegExp(pattern).test("x".repeat(201))).toBe(false);
    expect(message).toBe("Keep this to 200 characters or fewer");
    const goesTo = fieldNamed(fieldNamed(hero?.fields, "cta").fields, "to");
    expect(goesTo.hint).toMatch(/A page of this site/);
    expect(new RegExp(goesTo.pattern?.[0] ?? "").test("/services#x")).toBe(true);
    expect(new RegExp(goesTo.pattern?.[0] ?? "").test("https://example.com")).toBe(false);
  });

  it("refuses a wording without a blank the site must fill, as the build does", () => {
    const field = decapField(
      "slide",
      template("Slide", ["n", "count"], { isEveryBlankNeeded: true }),
    );
    const [pattern = "", message] = field.pattern ?? [];
    expect(
      ["{n} of {count}", "{count}件中{n}件目"].map((t) => new RegExp(pattern).test(t)),
    ).toEqual([true, true]);
    expect(
      ["{n} of 6", "of {count}", `{n} of {count}${"x".repeat(80)}`].some((t) =>
        new RegExp(pattern).test(t),
      ),
    ).toBe(false);
    expect(message).toBe("Keep {n}, {count}, in 80 characters or fewer");
  });

  it("keeps every file in six languages side by side, copying what no language changes", () => {
    expect(config.i18n).toEqual({
      structure: "single_file",
      locales: ["en", "de", "fr", "es", "ar", "ja"],
      default_locale: "en",
    });
    const hero = fileCollections
      .find((collection) => collection.name === "home")
      ?.files.find((entry) => entry.name === "hero");
    expect(hero?.i18n).toBe(true);
    const cta = fieldNamed(hero?.fields, "cta");
    expect(cta.i18n).toBe(true);
    expect(fieldNamed(cta.fields, "label").i18n).toBe(true);
    expect(fieldNamed(cta.fields, "to").i18n).toBe("duplicate");
    const picture = decapField("image", image("Picture"));
    expect(fieldNamed(picture.fields, "src").i18n).toBe("duplicate");
    expect(fieldNamed(picture.fields, "alt").i18n).toBe(true);
  });

  it("turns lists into Decap lists with their limits: fields for groups, field for one value", () => {
    const facts = decapField(
      "facts",
      contentFiles["home/hero"].shape.facts,
      "content/home/hero.yml.facts",
    );
    expect(facts).toMatchObject({ widget: "list", min: 1, max: 4 });
    expect(facts.fields?.map((field) => field.name)).toEqual(["value", "label"]);
    expect(facts.field).toBeUndefined();
    const tags = decapField("tags", list("Tags", line("Tag", { max: 20 }), { max: 5 }));
    expect(tags).toMatchObject({
      widget: "list",
      max: 5,
      field: { label: "Tag", widget: "string" },
    });
    expect(tags.fields).toBeUndefined();
  });

  it("makes a picture an image upload with required alt text, the build's file types and 10 MB", () => {
    const picture = decapField("image", image("Picture beside the points"));
    expect(picture).toMatchObject({ label: "Picture beside the points", widget: "object" });
    const src = fieldNamed(picture.fields, "src");
    expect(src).toMatchObject({
      widget: "image",
      choose_url: false,
      media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } },
    });
    expect(src.required).toBeUndefined();
    expect(src.pattern).toBeUndefined();
    expect(fieldNamed(picture.fields, "alt").required).toBeUndefined();
  });

  it("marks optional fields and carries numbers' limits", () => {
    const fields = decapField(
      "x",
      file("Test", {
        note: optional(paragraph("Note")),
        photo: optional(image("Photo")),
        count: number("Count", { min: 1, max: 9 }),
        slug: id(),
      }),
    ).fields;
    expect(fieldNamed(fields, "note").required).toBe(false);
    expect(fieldNamed(fields, "photo")).toMatchObject({ required: false, widget: "object" });
    expect(fieldNamed(fields, "count")).toMatchObject({ widget: "number", min: 1, max: 9 });
    expect(fieldNamed(fields, "slug").pattern?.[0]).toBe("^[a-z0-9]+(?:-[a-z0-9]+)*$");
  });

  it("names the field when a schema was not made with the builders", async () => {
    const { z } = await import("zod");
    expect(() => decapCollections({ "home/odd": file("Odd", { bare: z.string() }) })).toThrow(
      "content/home/odd.yml.bare: no editor label",
    );
  });
});

describe("uploads", () => {
  it("refuses files that are not pictures and pictures over 10 MB", () => {
    expect(uploadProblem({ name: "a.jpg", type: "image/jpeg", size: 1000 })).toBeUndefined();
    expect(uploadProblem({ name: "a.pdf", type: "application/pdf", size: 1000 })).toMatch(
      /not a picture/,
    );
    expect(uploadProblem({ name: "a.jpg", type: "text/plain", size: 1000 })).toMatch(
      /not a picture/,
    );
    expect(
      uploadProblem({ name: "a.jpg", type: "image/jpeg", size: MAX_UPLOAD_BYTES + 1 }),
    ).toMatch(/at most 10 MB/);
  });
});
