import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type QuoteRow, quoteParams, quoteTable, quoteTableForLink } from "./quote-table";

const row: QuoteRow = {
  name: "Stainless Steel Vacuum Tumblers",
  englishName: "Stainless Steel Vacuum Tumblers",
  id: "drinkware/tumblers",
  quantity: "500",
  unit: "pieces",
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
    expect(lines[0]).toBe(
      "Product | English name | Id | Quantity | Unit | Target date | Note | Page",
    );
    expect(lines[1]).toBe(
      "Stainless Steel Vacuum Tumblers | Stainless Steel Vacuum Tumblers | drinkware/tumblers | 500 | pieces | 2027-03-01 | Blue lids | https://www.example.com/product/drinkware/tumblers",
    );
    expect(lines[2]).toContain("| 500 | pieces | - | - |");
  });

  it("keeps each product on one line with eight columns, whatever a note holds", () => {
    fc.assert(
      fc.property(fc.string(), (note) => {
        const lines = quoteTable([{ ...row, note }]).split("\n");
        expect(lines).toHaveLength(2);
        expect(lines[1]?.split(" | ")).toHaveLength(8);
      }),
    );
  });

  it("isolates right-to-left cells, so an Arabic name keeps the columns in their order", () => {
    const arabic = "أكواب فولاذية معزولة";
    const [, line] = quoteTable([{ ...row, name: arabic, note: "غطاء أزرق 500" }]).split("\n");
    expect(line).toBe(
      `\u2068${arabic}\u2069 | Stainless Steel Vacuum Tumblers | drinkware/tumblers | 500 | pieces | 2027-03-01 | \u2068غطاء أزرق 500\u2069 | https://www.example.com/product/drinkware/tumblers`,
    );
    // Each isolate is closed in its own cell: nothing the buyer typed can leave one open.
    fc.assert(
      fc.property(fc.string(), (note) => {
        const [, typed = ""] = quoteTable([{ ...row, name: arabic, note }]).split("\n");
        for (const cellText of typed.split(" | "))
          expect(cellText.split("\u2068").length).toBe(cellText.split("\u2069").length);
      }),
    );
  });

  it("gives the e-mail link the products in fewer characters, each note cut short", () => {
    const table = quoteTableForLink([{ ...row, note: "n".repeat(500) }]);
    const [, line = ""] = table.split("\n");
    expect(
      line.startsWith("Stainless Steel Vacuum Tumblers | drinkware/tumblers | 500 | pieces |"),
    ).toBe(true);
    expect(line.length).toBeLessThan(200);
    expect(line).not.toContain("https://");
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
      "Tumblers | Stainless Steel Vacuum Tumblers | drinkware/tumblers | 500 | pieces | 2027-03-01 | \u2068Blue gnp.exe lidsx, می\u200cخواهم 👩\u200d🔧\u2069 | https://www.example.com/product/drinkware/tumblers",
    );
  });
});

describe("a quote request's template variables", () => {
  const values = { name: "Asha", email: "a@example.com", interest: "UK market." };
  const products = quoteTable([row]);

  it("are the contact form's, plus products, locale and the reference", () => {
    expect(quoteParams(values, products, "de", true, "KF-2611-7Q4M")).toEqual({
      ...values,
      products,
      locale: "de",
      reference: "KF-2611-7Q4M",
    });
  });

  it("also carry the reference and table in interest when the contact template receives them", () => {
    const params = quoteParams(values, products, "en", false, "KF-2611-7Q4M");
    expect(params.interest).toBe(`UK market.\n\nReference: KF-2611-7Q4M\n${products}`);
    expect(params.products).toBe(products);
  });
});
