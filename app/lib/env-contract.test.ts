import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_ORIGIN, DEFAULT_SITE_URL, hasQuoteTemplate, parseEnv } from "./env-contract";

const complete = {
  VITE_EMAILJS_PUBLIC_KEY: "pk_123",
  VITE_EMAILJS_SERVICE_ID: "service_abc",
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: "template_contact",
  VITE_EMAILJS_CAREERS_TEMPLATE_ID: "template_careers",
};

describe("parseEnv", () => {
  it("falls back to the documented defaults and lists every missing identifier", () => {
    const env = parseEnv({});
    expect(env.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(env.email.origin).toBe(DEFAULT_EMAIL_ORIGIN);
    expect(env.missingEmailKeys).toEqual([
      "VITE_EMAILJS_PUBLIC_KEY",
      "VITE_EMAILJS_SERVICE_ID",
      "VITE_EMAILJS_CONTACT_TEMPLATE_ID",
      "VITE_EMAILJS_CAREERS_TEMPLATE_ID",
    ]);
  });

  it("reads complete identifiers, trimmed, and reports nothing missing", () => {
    const env = parseEnv({ ...complete, VITE_EMAILJS_SERVICE_ID: "  service_abc \n" });
    expect(env.missingEmailKeys).toEqual([]);
    expect(env.email.serviceId).toBe("service_abc");
    expect(env.email.careersTemplateId).toBe("template_careers");
  });

  it("reads the optional quote template, and never counts it as missing", () => {
    const env = parseEnv({ ...complete, VITE_EMAILJS_QUOTE_TEMPLATE_ID: " template_quote " });
    expect(env.email.quoteTemplateId).toBe("template_quote");
    expect(hasQuoteTemplate(env.email)).toBe(true);
    const without = parseEnv(complete);
    expect(without.missingEmailKeys).toEqual([]);
    expect(hasQuoteTemplate(without.email)).toBe(false);
  });

  it("treats whitespace-only identifiers as missing", () => {
    expect(parseEnv({ ...complete, VITE_EMAILJS_PUBLIC_KEY: "   " }).missingEmailKeys).toEqual([
      "VITE_EMAILJS_PUBLIC_KEY",
    ]);
  });

  it("normalises SITE_URL and the e-mail origin to bare origins", () => {
    const env = parseEnv({
      SITE_URL: "https://shop.example.org/",
      VITE_EMAILJS_ORIGIN: "http://localhost:4173",
    });
    expect(env.siteUrl).toBe("https://shop.example.org");
    expect(env.email.origin).toBe("http://localhost:4173");
  });

  it.each([
    ["SITE_URL", "www.example.com", /absolute URL/],
    ["SITE_URL", "ftp://example.com", /http or https/],
    ["SITE_URL", "https://example.com/shop", /origin only/],
    ["VITE_EMAILJS_ORIGIN", "api.emailjs.com", /VITE_EMAILJS_ORIGIN must be an absolute URL/],
  ])("fails fast on %s=%s", (key, value, message) => {
    expect(() => parseEnv({ [key]: value })).toThrow(message);
  });
});
