// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  addCustomPart,
  addIntents,
  addToQuoteList,
  CUSTOM_PARTS_MAX,
  clearQuoteList,
  isCustomPart,
  QUOTE_NOTE_MAX,
  QUOTE_STORAGE_KEY,
  type QuoteItem,
  readQuoteList,
  removeQuoteItem,
  sanitizeQuoteList,
  subscribeQuoteList,
  updateQuoteItem,
} from "./quote-list";

beforeEach(() => localStorage.clear());

describe("the quote list", () => {
  it("adds a product once and says when it is already listed", () => {
    expect(addToQuoteList("drinkware", "tumblers")).toBe("added");
    expect(addToQuoteList("cookware", "ceramic-press")).toBe("added");
    expect(addToQuoteList("drinkware", "tumblers")).toBe("already");
    expect(readQuoteList().map((item) => `${item.category}/${item.id}`)).toEqual([
      "drinkware/tumblers",
      "cookware/ceramic-press",
    ]);
  });

  it("keeps what was typed, in storage that outlives the page", () => {
    addToQuoteList("drinkware", "tumblers");
    updateQuoteItem("drinkware/tumblers", { quantity: "500", note: "Blue lids" });
    const stored = JSON.parse(localStorage.getItem(QUOTE_STORAGE_KEY) ?? "[]");
    expect(stored).toEqual([
      {
        category: "drinkware",
        id: "tumblers",
        quantity: "500",
        unit: "pieces",
        date: "",
        note: "Blue lids",
        description: "",
      },
    ]);
  });

  it("removes one product, and clearing forgets the list entirely", () => {
    addToQuoteList("drinkware", "tumblers");
    addToQuoteList("toys", "plastic-toys");
    removeQuoteItem("drinkware/tumblers");
    expect(readQuoteList()).toHaveLength(1);
    clearQuoteList();
    expect(readQuoteList()).toEqual([]);
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).toBeNull();
  });

  it("tells subscribers of changes in this tab and in others", () => {
    const listener = vi.fn();
    const stop = subscribeQuoteList(listener);
    addToQuoteList("drinkware", "tumblers");
    window.dispatchEvent(new StorageEvent("storage", { key: QUOTE_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    addToQuoteList("toys", "plastic-toys");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reads a damaged or foreign list as empty, dropping malformed items", () => {
    localStorage.setItem(QUOTE_STORAGE_KEY, "not json");
    expect(readQuoteList()).toEqual([]);
    localStorage.setItem(
      QUOTE_STORAGE_KEY,
      JSON.stringify([
        { category: "toys", id: 3 },
        { category: "toys", id: "plastic-toys", quantity: "2", date: "", note: "" },
      ]),
    );
    expect(readQuoteList().map((item) => item.id)).toEqual(["plastic-toys"]);
  });

  it("reads a list stored before units and custom parts as pieces, describing nothing", () => {
    localStorage.setItem(
      QUOTE_STORAGE_KEY,
      JSON.stringify([{ category: "toys", id: "plastic-toys", quantity: "2", date: "", note: "" }]),
    );
    expect(readQuoteList()).toEqual([
      {
        category: "toys",
        id: "plastic-toys",
        quantity: "2",
        unit: "pieces",
        date: "",
        note: "",
        description: "",
      },
    ]);
  });

  it("adds custom parts that need no catalogue product, each under its own key, up to the limit", () => {
    expect(addCustomPart()).toBe("custom/part-1");
    expect(addCustomPart()).toBe("custom/part-2");
    removeQuoteItem("custom/part-1");
    expect(addCustomPart()).toBe("custom/part-3");
    updateQuoteItem("custom/part-3", { description: "Brass valve body", unit: "samples" });
    expect(readQuoteList().find((entry) => entry.id === "part-3")).toMatchObject({
      description: "Brass valve body",
      unit: "samples",
    });
    while (addCustomPart());
    expect(readQuoteList().filter(isCustomPart)).toHaveLength(CUSTOM_PARTS_MAX);
  });

  it("returns the same array until the list changes (as React's store hook needs)", () => {
    addToQuoteList("toys", "plastic-toys");
    expect(readQuoteList()).toBe(readQuoteList());
  });
});

const item = (category: string, id: string, note = ""): QuoteItem => ({
  category,
  id,
  quantity: "",
  unit: "pieces",
  date: "",
  note,
  description: "",
});
const KNOWN = new Set(["drinkware/tumblers", "cookware/ceramic-press", "toys/plastic-toys"]);

describe("a quote list as the quote page takes it", () => {
  it("keeps each known product once, in the buyer's order, and drops unknown ones", () => {
    const clean = sanitizeQuoteList(
      [
        item("toys", "plastic-toys", "first"),
        item("drinkware", "gone"),
        item("drinkware", "tumblers"),
        item("toys", "plastic-toys", "second"),
        item("../", "x"),
      ],
      KNOWN,
    );
    expect(clean).toEqual([item("toys", "plastic-toys", "first"), item("drinkware", "tumblers")]);
  });

  it("keeps custom parts, which the catalogue does not know, up to their limit", () => {
    const parts = Array.from({ length: 30 }, (_, n) => item("custom", `part-${n + 1}`));
    const clean = sanitizeQuoteList([item("drinkware", "tumblers"), ...parts], KNOWN);
    expect(clean.filter(isCustomPart)).toHaveLength(CUSTOM_PARTS_MAX);
    expect(clean[0]).toEqual(item("drinkware", "tumblers"));
  });

  it("holds no more products than the catalogue has, from 5,000 entries of any kind", () => {
    const keys = [...KNOWN];
    // Every fourth an unknown id, the rest the three known products over and over.
    const flood = Array.from({ length: 5000 }, (_, n) => {
      const key = n % 4 === 0 ? `drinkware/made-up-${n}` : (keys[n % keys.length] ?? "");
      const [category = "", id = ""] = key.split("/");
      return item(category, id);
    });
    const clean = sanitizeQuoteList(flood, KNOWN);
    expect(clean.map((entry) => `${entry.category}/${entry.id}`)).toEqual([
      "cookware/ceramic-press",
      "toys/plastic-toys",
      "drinkware/tumblers",
    ]);
  });

  it("cuts a note to what the note field takes, and over-long quantities and dates", () => {
    const [clean] = sanitizeQuoteList(
      [
        {
          ...item("drinkware", "tumblers", "n".repeat(100_000)),
          quantity: "9".repeat(100_000),
          date: "2".repeat(100_000),
        },
      ],
      KNOWN,
    );
    expect(clean?.note).toHaveLength(QUOTE_NOTE_MAX);
    expect(clean?.quantity.length).toBeLessThan(100);
    expect(clean?.date.length).toBeLessThan(100);
  });

  it("gives back the same list when there is nothing to take out", () => {
    const list = [item("drinkware", "tumblers", "Blue lids")];
    expect(sanitizeQuoteList(list, KNOWN)).toBe(list);
  });
});

describe("the stored list, read anywhere", () => {
  it("counts a product listed many times once (the header's number)", () => {
    localStorage.setItem(
      QUOTE_STORAGE_KEY,
      JSON.stringify(Array.from({ length: 5000 }, () => item("drinkware", "tumblers"))),
    );
    expect(readQuoteList()).toEqual([item("drinkware", "tumblers")]);
  });
});

describe("an Add to quote pressed before the page's scripts ran", () => {
  it("names the known products the address asks for, once each, in order", () => {
    const isKnown = (key: string) => KNOWN.has(key);
    expect(
      addIntents("?add=toys%2Fplastic-toys&add=drinkware/tumblers&add=toys/plastic-toys", isKnown),
    ).toEqual(["toys/plastic-toys", "drinkware/tumblers"]);
    expect(addIntents("?add=drinkware/made-up&add=../../x&other=1", isKnown)).toEqual([]);
    expect(addIntents("", isKnown)).toEqual([]);
  });
});
