import { describe, expect, it } from "vitest";
import { pluralCategories, pluralMessage } from "./plural";

const COUNTS = [0, 1, 2, 3, 11, 100];
const byCount = (locale: string, messages: Parameters<typeof pluralMessage>[2]) =>
  COUNTS.map((count) => pluralMessage(locale, count, messages));

describe("pluralMessage", () => {
  it("English: one for 1, other for the rest, zero included", () => {
    expect(byCount("en", { one: "{count} product", other: "{count} products" })).toEqual([
      "0 products",
      "1 product",
      "2 products",
      "3 products",
      "11 products",
      "100 products",
    ]);
  });

  it("German: one for 1 only", () => {
    expect(byCount("de", { one: "ein Produkt", other: "{count} Produkte" })).toEqual([
      "0 Produkte",
      "ein Produkt",
      "2 Produkte",
      "3 Produkte",
      "11 Produkte",
      "100 Produkte",
    ]);
  });

  it("Arabic: zero, one, two, few (3-10), many (11-99) and other (100)", () => {
    const messages = {
      zero: "zero",
      one: "one",
      two: "two",
      few: "few {count}",
      many: "many {count}",
      other: "other {count}",
    };
    expect(byCount("ar", messages)).toEqual([
      "zero",
      "one",
      "two",
      "few 3",
      "many 11",
      "other 100",
    ]);
  });

  it("Japanese: one form for every count", () => {
    expect(byCount("ja", { other: "{count}件" })).toEqual(COUNTS.map((count) => `${count}件`));
    expect(pluralCategories("ja")).toEqual(["other"]);
  });

  it("falls back to other for a category the messages lack", () => {
    expect(pluralMessage("ar", 2, { other: "{count} منتج" })).toBe("2 منتج");
  });

  it("names the categories each language needs", () => {
    expect(pluralCategories("en").sort()).toEqual(["one", "other"]);
    expect(pluralCategories("ar").sort()).toEqual(["few", "many", "one", "other", "two", "zero"]);
  });
});
