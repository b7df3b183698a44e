// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  addToQuoteList,
  clearQuoteList,
  QUOTE_STORAGE_KEY,
  readQuoteList,
  removeQuoteItem,
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
      { category: "drinkware", id: "tumblers", quantity: "500", date: "", note: "Blue lids" },
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

  it("returns the same array until the list changes (as React's store hook needs)", () => {
    addToQuoteList("toys", "plastic-toys");
    expect(readQuoteList()).toBe(readQuoteList());
  });
});
