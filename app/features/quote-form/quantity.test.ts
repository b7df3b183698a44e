import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupedExample, parseQuantity, QUANTITY_MAX } from "./quantity";

const LOCALES = ["en", "de", "fr", "es", "ar", "ja"] as const;
const value = (typed: string, locale: string) => {
  const reading = parseQuantity(typed, locale);
  return reading.ok ? reading.value : reading.problem;
};

/** Digits of another script: the same number written with the zero at `zero`. */
const inDigits = (text: string, zero: number) =>
  text.replace(/\d/g, (digit) => String.fromCodePoint(zero + Number(digit)));

describe("a quantity as buyers type it", () => {
  it("reads the forms the issue names, each on its own page", () => {
    expect(value("5.000", "de")).toBe(5000);
    expect(value("1,200", "en")).toBe(1200);
    expect(value("５０００", "ja")).toBe(5000);
    expect(value("٥٠٠٠", "ar")).toBe(5000);
    expect(value("٥٬٠٠٠", "ar")).toBe(5000);
    expect(value("5 000", "fr")).toBe(5000);
    expect(value("5\u202f000", "fr")).toBe(5000);
    expect(value("12.000", "es")).toBe(12000);
    expect(value("１，２００", "ja")).toBe(1200);
    expect(value(" 500 ", "en")).toBe(500);
    expect(value("1,20,000", "en")).toBe(120000);
  });

  it("asks instead of guessing when a separator could be a decimal one", () => {
    expect(value("1.5", "en")).toBe("notWhole");
    expect(value("1.500", "en")).toBe("notWhole");
    expect(value("5,000", "de")).toBe("notWhole");
    expect(value("2,5", "fr")).toBe("notWhole");
    expect(value("1,2,3", "en")).toBe("notWhole");
    expect(value("٥٫٥", "ar")).toBe("notWhole");
  });

  it("refuses what is not a count of at least 1", () => {
    expect(value("", "en")).toBe("empty");
    expect(value("   ", "en")).toBe("empty");
    expect(value("0", "en")).toBe("invalid");
    expect(value("-5", "en")).toBe("invalid");
    expect(value("ten", "en")).toBe("invalid");
    expect(value("500 pcs", "en")).toBe("invalid");
    expect(value("1e3", "en")).toBe("invalid");
    expect(value(String(QUANTITY_MAX + 1), "en")).toBe("invalid");
  });

  it("reads back every whole number as each language writes it, grouped or not (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: QUANTITY_MAX }),
        fc.constantFrom(...LOCALES),
        (n, locale) => {
          expect(value(String(n), locale)).toBe(n);
          expect(value(groupedExample(n, locale), locale)).toBe(n);
          expect(value(new Intl.NumberFormat(locale).format(n), locale)).toBe(n);
          expect(value(n.toLocaleString("ar-SA"), "ar")).toBe(n);
          expect(value(inDigits(String(n), 0xff10), locale)).toBe(n); // full-width
          expect(value(inDigits(String(n), 0x0660), locale)).toBe(n); // Arabic-Indic
        },
      ),
    );
  });

  it("never reads a decimal as a whole number in any language (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom(...LOCALES),
        (whole, fraction, locale) => {
          const decimal = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 2,
          }).format(whole + fraction / 100);
          expect(value(decimal, locale)).not.toEqual(expect.any(Number));
        },
      ),
    );
  });
});
