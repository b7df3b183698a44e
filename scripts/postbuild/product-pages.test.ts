import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { productIds } from "./product-pages.ts";

let copy = "";
afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = "";
});

describe("the products' ids", () => {
  it("list every product of every category", () => {
    const paths = productIds().map(({ category, id }) => `${category}/${id}`);
    expect(paths).toContain("drinkware/tumblers");
    expect(paths).toContain("toys/plastic-toys");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("stop the build at an id that is not a path segment, naming the file and the field", () => {
    copy = mkdtempSync(path.join(tmpdir(), "products-"));
    cpSync("content", path.join(copy, "content"), { recursive: true });
    const file = path.join(copy, "content/product/categories/toys.yml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replaceAll("id: plastic-toys", "id: Plastic Toys"),
    );
    expect(() => productIds(copy)).toThrow(
      /content\/product\/categories\/toys\.yml: en\.items\.0\.id: Use lower-case letters/,
    );
  });
});
