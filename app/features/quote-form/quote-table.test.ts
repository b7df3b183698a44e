import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidQuantity, quoteParams, quoteTable } from "./quote-table";

const row = {
  name: "Stainless Steel Vacuum Tumblers",
  id: "drinkware/tumblers",
  quantity: "500",
  date: "2027-03-01",
  note: "Blue lids",
  url: "https://www.example.com/product/drinkware/tumblers",
};

describe("the products table of a quote request", () => {
  it("has a header line and one line per product with every column", () => {
    const lines = quoteTable([
      row,
      { ...row, id: "cookware/ceramic-press", date: "", note: "" },
    ]).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe("Product | Id | Quantity | Target date | Note | Page");
    expect(lines[1]).toBe(
      "Stainless Steel Vacuum Tumblers | drinkware/tumblers | 500 | 2027-03-01 | Blue lids | https://www.example.com/product/drinkware/tumblers",
    );
    expect(lines[2]).toContain("| 500 | - | - |");
  });

  it("keeps each product on one line with six columns, whatever a note holds", () => {
    fc.assert(
      fc.property(fc.string(), (note) => {
        const lines = quoteTable([{ ...row, note }]).split("\n");
        expect(lines).toHaveLength(2);
        expect(lines[1]?.split(" | ")).toHaveLength(6);
      }),
    );
  });
});

describe("invisible characters in the products table", () => {
  it("are taken out of every cell, joiners kept", () => {
    const [, line] = quoteTable([
      {
        ...row,
        name: "Tumblers\u200b",
        note: "Blue \u202egnp.exe\u202c lids\u{e0041}\u{e0042}\u2066x\u2069\ufeff, می\u200cخواهم 👩\u200d🔧",
      },
    ]).split("\n");
    expect(line).toBe(
      "Tumblers | drinkware/tumblers | 500 | 2027-03-01 | Blue gnp.exe lidsx, می\u200cخواهم 👩\u200d🔧 | https://www.example.com/product/drinkware/tumblers",
    );
  });
});

describe("a quantity", () => {
  it("is a whole number of units, at least 1", () => {
    for (const ok of ["1", "500", " 12 ", "0012"]) expect(isValidQuantity(ok)).toBe(true);
    for (const bad of ["", "0", "-3", "1.5", "1e3", "ten", "1,000"])
      expect(isValidQuantity(bad)).toBe(false);
  });
});

describe("a quote request's template variables", () => {
  const values = { name: "Asha", email: "a@example.com", interest: "UK market." };
  const products = quoteTable([row]);

  it("are the contact form's, plus products and locale", () => {
    expect(quoteParams(values, products, "de", true)).toEqual({
      ...values,
      products,
      locale: "de",
    });
  });

  it("also carry the table in interest when the contact template receives them", () => {
    const params = quoteParams(values, products, "en", false);
    expect(params.interest).toBe(`UK market.\n\n${products}`);
    expect(params.products).toBe(products);
  });
});
