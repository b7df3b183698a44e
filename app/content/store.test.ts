import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { ContentStore } from "./store.server";

/** A copy of the checkout's content folder, for a store to read and a test to change. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "store-"));
  cpSync(path.join(process.cwd(), "content"), path.join(root, "content"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, data: unknown) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), stringify(data));
};
const read = (file: string) => parse(readFileSync(path.join(root, file), "utf8"));

/** A product file as an owner would copy one: the tumblers, under another name and order. */
function newProduct(category: string, id: string, order: number) {
  const tumblers = read("content/products/drinkware/tumblers.yml");
  tumblers.en.order = order;
  tumblers.en.heading = `Product ${id}`;
  write(`content/products/${category}/${id}.yml`, tumblers);
}

/** The message the whole-folder check stops with. */
function problems(store = new ContentStore(root)): string {
  try {
    store.checkAll();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the content was accepted");
}

describe("the content store", () => {
  it("parses each file once, however often it is asked, and again only when it changes", () => {
    const store = new ContentStore(root);
    const files = store.keys().length;
    store.checkAll();
    store.catalogue("de");
    for (const key of store.keys()) store.page(key);
    store.addresses();
    store.checkAll();
    expect(store.parses).toBe(files);

    const hero = path.join(root, "content/home/hero.yml");
    utimesSync(hero, new Date(), new Date(Date.now() + 5000));
    store.file("home/hero");
    expect(store.parses).toBe(files + 1);
  });

  it("writes what every language shares once, under en:, and gives it to every language", () => {
    const store = new ContentStore(root);
    const file = read("content/products/drinkware/tumblers.yml");
    expect(file.de.picture).toBeUndefined();
    expect(file.de.order).toBeUndefined();
    const [tumblers] = store.catalogue("de").products.filter((p) => p.id === "tumblers");
    expect(tumblers?.image.src).toBe(file.en.picture);
    expect(tumblers?.image.alt).toBe(file.de.pictureAlt);
    expect(tumblers?.heading).toBe(file.de.heading);
  });

  it("publishes a category and its products added as files, in their order, in every language", () => {
    write("content/categories/bags.yml", {
      ...read("content/categories/sheet-metal-plastics.yml"),
    });
    const bags = read("content/categories/bags.yml");
    bags.en.order = 5;
    write("content/categories/bags.yml", bags);
    newProduct("bags", "tote", 20);
    newProduct("bags", "backpack", 10);
    const store = new ContentStore(root);
    store.checkAll();
    const ja = store.catalogue("ja");
    expect(ja.categories[0]?.id).toBe("bags");
    expect(ja.products.slice(0, 2).map((p) => p.id)).toEqual(["backpack", "tote"]);
    expect(store.addresses()).toEqual(
      expect.arrayContaining(["/product/bags", "/ja/product/bags/tote", "/ar/product/bags"]),
    );
  });

  it("leaves a hidden or removed product out of the catalogue and its addresses", () => {
    const file = read("content/products/drinkware/tumblers.yml");
    file.en.hidden = true;
    write("content/products/drinkware/tumblers.yml", file);
    rmSync(path.join(root, "content/products/toys/plastic-toys.yml"));
    const store = new ContentStore(root);
    const addresses = store.addresses();
    expect(addresses).not.toContain("/product/drinkware/tumblers");
    expect(addresses).not.toContain("/de/product/toys/plastic-toys");
    expect(addresses).toContain("/product/toys");
  });
});

describe("a catalogue mistake stops the build naming file and field", () => {
  it("refuses a file name that is not an address", () => {
    newProduct("toys", "Plastic_Blocks", 10);
    expect(problems()).toContain(
      'content/products/toys/Plastic_Blocks.yml: the file\'s name "Plastic_Blocks" is its address',
    );
  });

  it("refuses a product whose category does not exist", () => {
    newProduct("garden", "hose", 10);
    expect(problems()).toContain('content/products/garden/hose.yml: no category "garden"');
  });

  it("refuses a missing picture", () => {
    const file = read("content/products/toys/plastic-toys.yml");
    file.en.picture = "/content/media/nowhere.svg";
    write("content/products/toys/plastic-toys.yml", file);
    expect(problems()).toContain(
      "content/products/toys/plastic-toys.yml: en.picture: no such picture: content/media/nowhere.svg",
    );
  });

  it("refuses a translation that writes a shared field differently", () => {
    const file = read("content/products/toys/plastic-toys.yml");
    file.fr.order = 99;
    write("content/products/toys/plastic-toys.yml", file);
    expect(problems()).toContain(
      "content/products/toys/plastic-toys.yml: fr.order: the same in every language: 10 in English",
    );
  });

  it("refuses a product whose translation breaks a blank or names a field English lacks", () => {
    const file = read("content/products/toys/plastic-toys.yml");
    file.ar.heading = `${file.ar.heading} {moq}`;
    file.de.sampleLeadTime = "3 Wochen";
    delete file.en.sampleLeadTime;
    write("content/products/toys/plastic-toys.yml", file);
    expect(problems()).toContain(
      "content/products/toys/plastic-toys.yml: ar.heading: keep the blanks English has (none), not {moq}",
    );
    expect(problems()).toContain(
      "content/products/toys/plastic-toys.yml: de.sampleLeadTime: empty in English, so here too",
    );
  });

  it("takes an eleventh and a hundredth product in a category", () => {
    for (let i = 0; i < 100; i += 1) newProduct("toys", `toy-${i}`, i);
    const store = new ContentStore(root);
    store.checkAll();
    expect(store.catalogue().products.filter((p) => p.category === "toys")).toHaveLength(101);
  });
});
