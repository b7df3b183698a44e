import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, localePath, splitLocale } from "./locales";

describe("locale addresses", () => {
  it("keeps English at the root and prefixes the others", () => {
    expect(localePath("en", "/services")).toBe("/services");
    expect(localePath("de", "/")).toBe("/de");
    expect(localePath("ar", "/product#drinkware")).toBe("/ar/product#drinkware");
    expect(localePath("ja", "/#product-range")).toBe("/ja#product-range");
  });

  it("leaves addresses that are not site paths alone", () => {
    for (const href of ["mailto:a@example.com", "tel:+91", "https://example.com/", "//cdn.example"])
      expect(localePath("fr", href)).toBe(href);
  });

  it("reads the language back from any address it wrote", () => {
    const sitePath = fc
      .array(fc.constantFrom("services", "product", "contact-us", "x"), { maxLength: 3 })
      .map((parts) => `/${parts.join("/")}`);
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), sitePath, (locale, path) => {
        expect(splitLocale(localePath(locale, path))).toEqual({ locale, path });
      }),
    );
  });

  it("treats an unknown or English prefix as an English path", () => {
    expect(splitLocale("/xx/services")).toEqual({ locale: DEFAULT_LOCALE, path: "/xx/services" });
    expect(splitLocale("/en/services")).toEqual({ locale: DEFAULT_LOCALE, path: "/en/services" });
    expect(splitLocale("/de")).toEqual({ locale: "de", path: "/" });
    expect(splitLocale("/de/")).toEqual({ locale: "de", path: "/" });
    expect(splitLocale("/de/product/")).toEqual({ locale: "de", path: "/product" });
    expect(splitLocale("/product/")).toEqual({ locale: "en", path: "/product" });
  });
});
