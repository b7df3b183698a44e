import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentOf } from "~/content/content-stub";
import type { Content } from "~/content/schema/registry";
import { fillTemplate } from "~/lib/fill-template";
import { LOCALES, type Locale } from "~/lib/locales";
import { formMessagesOf } from "./form-words";
import {
  FIELD_LIMITS,
  type FieldName,
  hasMissingField,
  isBlank,
  isContactNumber,
  isEmailAddress,
  normalizeValues,
  stripInvisible,
  validateField,
  validateForm,
} from "./validation";

const shared = contentOf("forms/shared");

const formMessages = formMessagesOf(shared);

const CONTACT_FIELDS = ["name", "company", "email", "contact", "interest"] as const;
const CAREERS_FIELDS = ["name", "email", "contact", "interest"] as const;

const valid = {
  name: "Asha Raman",
  company: "Northwind Housewares",
  email: "asha@northwind.example",
  contact: "+91 44 5555 0142",
  interest: "20,000 insulated tumblers a quarter, 30 oz, powder coated.",
};

describe("isBlank", () => {
  it.each(["", " ", "\t\n", "\u00a0\u3000", "\u2003 "])("treats %j as empty", (value) => {
    expect(isBlank(value)).toBe(true);
  });

  it("keeps real characters, markup and emoji", () => {
    for (const value of ["a", " . ", "<b>", "🙂"]) expect(isBlank(value)).toBe(false);
  });
});

describe.each([
  {
    check: isEmailAddress,
    accepted: [
      "buyer@example.com",
      "first.last+orders@mail.example.co.uk",
      "  padded@example.com  ",
      "o'neil@example.ie",
      "अनु@उदाहरण.भारत",
      "user@xn--p1ai.xn--p1ai",
    ],
    refused: [
      "plainaddress",
      "@example.com",
      "buyer@",
      "buyer@example",
      "buyer@@example.com",
      "buy er@example.com",
      "buyer@exa mple.com",
      ".buyer@example.com",
      "buyer.@example.com",
      "bu..yer@example.com",
      "buyer@-example.com",
      "buyer@example..com",
      "buyer@example.c",
      "buyer@example.123",
      "<script>alert(1)</script>@example.com",
      "buyer@example.com<img src=x>",
      '"quoted"@example.com',
      `${"a".repeat(65)}@example.com`,
      `a@${"b".repeat(250)}.com`,
    ],
  },
  {
    check: isContactNumber,
    accepted: [
      "+91 44 5555 0142",
      "044-5555-0142",
      "(+1) 555-0100 123",
      "(044) 5555 0142",
      "5550100",
      "+123456789012345",
      "+1.202.555.0143",
      "44.5555.0142",
      "030/1234567",
      "+49 (0)30/123 4567",
      "+1 202 555 0143 x12",
      "+1 202 555 0143x12",
      "+1 202 555 0143 ext. 12",
      "+1 202 555 0143 ext 12",
      "+1 202 555 0143 Ext.12",
      "+91 44 5555 0142 ext 2",
      "+123456789012345 x123456",
      // The visitor's own digits and signs, as their keyboards type them.
      "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧",
      "۰۹۱۲ ۳۴۵ ۶۷۸۹",
      "０３－１２３４－５６７８",
      "０３ー１２３４ー５６７８",
      "＋８１ ３ １２３４ ５６７８",
      "४४५५५५०१४२",
      "+91 ௪௪ ௫௫௫௫ ௦௧௪௨",
      "\u200f+٩٧١ ٥٠ ١٢٣ ٤٥٦٧\u200f",
      "+1 202 555 0143 ext. ١٢",
      "+1 202 555 0143 (ext. 12)",
      "03-1234-5678（ext12）",
    ],
    refused: [
      "555010",
      "+1234567890123456",
      "call me",
      "91+44 5555 0142",
      "++91 44 5555 0142",
      "x12",
      "555 01 ext. 12",
      "+1 202 555 0143 ext.",
      "+1 202 555 0143 x 1234567",
      "+1 202 555 0143 ext 12 x 3",
      "+1 202 555 0143 #12",
      "+1 202 x12 555 0143",
    ],
  },
])("$check.name", ({ check, accepted, refused }) => {
  it.each(accepted)("accepts %s", (value) => {
    expect(check(value)).toBe(true);
  });

  it.each(refused)("refuses %s", (value) => {
    expect(check(value)).toBe(false);
  });
});

describe("isEmailAddress", () => {
  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (value) => {
        expect(typeof isEmailAddress(value)).toBe("boolean");
      }),
    );
  });

  it("accepts only addresses of the expected shape", () => {
    const candidate = fc.oneof(
      fc.emailAddress(),
      fc.string({ unit: "grapheme", maxLength: 60 }),
      fc
        .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
        .map(([a, b]) => `${a}@${b}`),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        fc.pre(isEmailAddress(value));
        const address = value.trim();
        const [local = "", domain = "", ...rest] = address.split("@");
        expect(rest).toEqual([]);
        expect(address).not.toMatch(/[\s<>()[\]\\,;:"]/u);
        expect(address.length).toBeLessThanOrEqual(FIELD_LIMITS.email);
        expect(local.length).toBeGreaterThan(0);
        expect(local.split(".")).not.toContain("");
        const labels = domain.split(".");
        expect(labels.length).toBeGreaterThanOrEqual(2);
        expect(labels).not.toContain("");
        expect(labels.at(-1)).toMatch(/^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu);
      }),
      { numRuns: 500 },
    );
  });

  it("accepts ordinary generated addresses", () => {
    // fast-check's generator covers RFC quirks we refuse on purpose (e.g. numeric top-level
    // domains); restrict it to the shape people type.
    const typical = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]+(?:[._+-][a-z0-9]+){0,2}$/),
        fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)?$/),
        fc.constantFrom("com", "in", "co.uk", "de", "museum"),
      )
      .filter(([local, label]) => local.length <= 64 && label.length <= 63)
      .map(([local, label, tld]) => `${local}@${label}.${tld}`);
    fc.assert(fc.property(typical, (address) => isEmailAddress(address)));
  });
});

describe("isContactNumber", () => {
  const separator = fc.constantFrom(" ", "-", "(", ")", ".", "/", "");
  const extension = fc.oneof(
    fc.constant(""),
    fc
      .tuple(
        fc.constantFrom(" x", "x", " ext. ", " ext ", " EXT.", "ext"),
        fc.stringMatching(/^\d{1,6}$/),
      )
      .map(([mark, digits]) => `${mark}${digits}`),
  );
  const grouped = fc
    .tuple(
      fc.boolean(),
      fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), { maxLength: 20 }),
      extension,
    )
    .map(([hasPlus, parts, ext]) => ({
      text: `${hasPlus ? "+" : ""}${parts.map(([digit, sep]) => `${digit}${sep}`).join("")}${ext}`,
      digits: parts.length,
    }));

  it("holds exactly when 7 to 15 digits, grouped as allowed, come before any extension", () => {
    fc.assert(
      fc.property(grouped, ({ text, digits }) => {
        expect(isContactNumber(text)).toBe(digits >= 7 && digits <= 15);
      }),
    );
  });

  it("accepts every number people write with the hint's separators and extensions", () => {
    const typical = grouped.filter(({ digits }) => digits >= 7 && digits <= 15);
    fc.assert(fc.property(typical, ({ text }) => isContactNumber(` ${text} `)));
  });

  it("refuses any value with a letter in it, other than an extension mark", () => {
    const letter = fc.stringMatching(/^\p{L}$/u).filter((l) => !/^[xet]$/i.test(l));
    fc.assert(
      fc.property(fc.string(), letter, fc.string(), (a, l, b) => {
        expect(isContactNumber(`${a}${l}${b}`)).toBe(false);
      }),
    );
  });

  it("answers quickly even for a long paste", () => {
    const started = performance.now();
    for (const text of [" ".repeat(50_000), `${"x".repeat(50_000)}1`, "1 ".repeat(50_000)]) {
      expect(isContactNumber(text)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("each language's phone hint", () => {
  const sharedWords = parse(readFileSync("content/forms/shared.yml", "utf8")) as Record<
    Locale,
    Content<"forms/shared">
  >;

  it.each(LOCALES)("in %s, offers only extensions the check accepts", (locale) => {
    const words = sharedWords[locale];
    const messages = formMessagesOf(words, locale);
    const hint = fillTemplate(words.contactFormats, {
      extensions: new Intl.ListFormat(locale, { type: "disjunction" }).format(
        words.extensionExamples,
      ),
    });
    for (const example of words.extensionExamples) {
      expect(hint).toContain(example);
      expect(isContactNumber(`+91 44 5555 0142 ${example}`, messages.extensionMarks), example).toBe(
        true,
      );
      // Written with the visitor's own digits, as a phone keyboard in that language types them.
      const arabicIndic = example.replace(/\d/g, (d) => String.fromCodePoint(0x660 + Number(d)));
      expect(isContactNumber(`+٩١ ٤٤ ٥٥٥٥ ٠١٤٢ ${arabicIndic}`, messages.extensionMarks)).toBe(
        true,
      );
    }
    // Bracketed, as Japanese writes it: 03-1234-5678（内線12）.
    const [example = ""] = words.extensionExamples.slice(-1);
    expect(isContactNumber(`03-1234-5678（${example}）`, messages.extensionMarks)).toBe(true);
    // A word that is not an extension mark in this language is still refused.
    expect(isContactNumber("+91 44 5555 0142 room 12", messages.extensionMarks)).toBe(false);
  });
});

describe("normalized values", () => {
  it.each([
    ["+٩٧١ ٥٠ ١٢٣ ٤٥٦٧", "+971 50 123 4567"],
    ["۰۹۱۲ ۳۴۵ ۶۷۸۹", "0912 345 6789"],
    ["０３－１２３４－５６７８", "03-1234-5678"],
    ["\u200f+٩٧١\u00a0٥٠\u200f", "+971 50"],
  ])("sends the phone number %s as %s", (typed, sent) => {
    expect(normalizeValues({ contact: typed })).toEqual({ contact: sent });
  });

  it("sends a full-width address in plain letters", () => {
    expect(normalizeValues({ email: "ａｓｈａ＠ｅｘａｍｐｌｅ．ｃｏｍ" })).toEqual({
      email: "asha@example.com",
    });
    expect(
      validateField("email", "ａｓｈａ＠ｅｘａｍｐｌｅ．ｃｏｍ", formMessages),
    ).toBeUndefined();
  });
});

describe("one-line fields", () => {
  it.each(["name", "company", "email", "contact"] as const)(
    "refuse a line break or control character in %s",
    (field) => {
      for (const value of ["Asha\r\nBcc: x@example.com", "Asha\nRaman", "Asha\u0000", "a\u2028b"])
        expect(validateField(field, value, formMessages)).toBe(formMessages.oneLine);
    },
  );

  it("leave line breaks to the message", () => {
    expect(validateField("interest", "Line one\r\nLine two", formMessages)).toBeUndefined();
  });
});

describe("validateForm", () => {
  it("passes a complete contact inquiry", () => {
    expect(validateForm(CONTACT_FIELDS, valid, formMessages)).toEqual({});
  });

  it("gives every empty or whitespace-only field the specification's message", () => {
    const blank = { name: "", company: " ", email: "\t", contact: "\u00a0", interest: "\n\n" };
    expect(validateForm(CONTACT_FIELDS, blank, formMessages)).toEqual({
      name: "Name is required.",
      company: "Company name is required.",
      email: "Email is required.",
      contact: "Contact number is required.",
      interest: "Interest description is required.",
    });
  });

  it("names invalid addresses and numbers apart from missing ones", () => {
    const errors = validateForm(
      CONTACT_FIELDS,
      { ...valid, email: "asha@", contact: "12345" },
      formMessages,
    );
    expect(errors).toEqual({
      email: formMessages.emailInvalid,
      contact: formMessages.contactInvalid,
    });
  });

  it("checks only the careers form's own fields: no hidden company error", () => {
    const { company: _company, ...careers } = valid;
    expect(validateForm(CAREERS_FIELDS, careers, formMessages)).toEqual({});
    expect(
      Object.keys(validateForm(CAREERS_FIELDS, { ...careers, name: "" }, formMessages)),
    ).toEqual(["name"]);
  });

  it("keeps markup, scripts, other scripts and emoji as ordinary text", () => {
    const values = {
      ...valid,
      name: "<img src=x onerror=alert(1)> 李小龍 🙂",
      interest: "</textarea><script>alert('x')</script> Ünïcödé தமிழ்",
    };
    expect(validateForm(CONTACT_FIELDS, values, formMessages)).toEqual({});
  });

  it("refuses text longer than the field allows, naming the limit and the count", () => {
    const errors = validateForm(
      CONTACT_FIELDS,
      { ...valid, interest: "x".repeat(10_000) },
      formMessages,
    );
    expect(errors).toEqual({
      interest: "Please keep this to 2,000 characters or fewer (you have 10,000).",
    });
    const limit = "x".repeat(FIELD_LIMITS.interest);
    expect(
      validateForm(CONTACT_FIELDS, { ...valid, interest: ` ${limit} ` }, formMessages),
    ).toEqual({});
  });

  it("tells an over-long address or number its limit, not that it is malformed", () => {
    const errors = validateForm(
      CONTACT_FIELDS,
      {
        ...valid,
        email: `${"a".repeat(300)}@example.com`,
        contact: "1".repeat(40),
      },
      formMessages,
    );
    expect(errors).toEqual({
      email: formMessages.tooLong(FIELD_LIMITS.email, 312),
      contact: formMessages.tooLong(FIELD_LIMITS.contact, 40),
    });
  });

  it("every field's limit leaves room for what it must accept", () => {
    expect(
      validateField("contact", "+123 456 789 012 345 ext. 123456", formMessages),
    ).toBeUndefined();
  });

  it("never throws and always answers with known messages", () => {
    const messages: unknown[] = Object.values(formMessages);
    const known = new Set<string>([...messages.filter((m): m is string => typeof m === "string")]);
    const isTooLongMessage = (message: string) =>
      Object.values(FIELD_LIMITS).some((max) =>
        message.startsWith(formMessages.tooLong(max, 0).split("(")[0] ?? ""),
      );
    const anyValues = fc.record({
      name: fc.string({ unit: "binary" }),
      company: fc.string({ unit: "grapheme" }),
      email: fc.string(),
      contact: fc.string(),
      interest: fc.string({ unit: "binary", maxLength: 3000 }),
    });
    fc.assert(
      fc.property(anyValues, (values) => {
        for (const message of Object.values(validateForm(CONTACT_FIELDS, values, formMessages))) {
          expect(known.has(message) || isTooLongMessage(message), message).toBe(true);
        }
      }),
    );
  });
});

describe("hasMissingField", () => {
  it("says whether any shown field is empty, whatever the others hold", () => {
    expect(hasMissingField(CONTACT_FIELDS, valid)).toBe(false);
    expect(hasMissingField(CONTACT_FIELDS, { ...valid, email: "not an address" })).toBe(false);
    expect(hasMissingField(CONTACT_FIELDS, { ...valid, company: " \u00a0" })).toBe(true);
    const { company: _company, ...careers } = valid;
    expect(hasMissingField(CAREERS_FIELDS, careers)).toBe(false);
  });
});

describe("validateField and normalizeValues", () => {
  it("accepts a value that only has surrounding spaces, and sends it trimmed", () => {
    const field: FieldName = "email";
    expect(validateField(field, "  asha@northwind.example ", formMessages)).toBeUndefined();
    expect(normalizeValues({ email: " a@b.co ", name: "Asha\n" })).toEqual({
      email: "a@b.co",
      name: "Asha",
    });
  });
});

/** Characters that reorder or hide text without being seen, one of each kind. */
const UNSEEN_SAMPLES = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e", // embeddings and overrides
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069", // isolates
  "\u200b",
  "\u2060",
  "\ufeff", // zero-width space, word joiner, byte-order mark
  "\u{e0001}",
  "\u{e0041}",
  "\u{e007f}", // tag characters (hidden ASCII)
];

describe("invisible characters", () => {
  it("are taken out of the one-line fields before sending", () => {
    const sent = normalizeValues({
      name: "Asha \u202egnp.exe\u202c Raman\u200b",
      company: "North\u{e0069}\u{e0067}wind\u2066 Housewares\u2069\ufeff",
      email: "asha\u200b@northwind.example\u2060",
      contact: "+91 44\u202d 5555 0142\u{e0020}",
    });
    expect(sent).toEqual({
      name: "Asha gnp.exe Raman",
      company: "Northwind Housewares",
      email: "asha@northwind.example",
      contact: "+91 44 5555 0142",
    });
  });

  it.each(UNSEEN_SAMPLES)("are all stripped: %j", (unseen) => {
    expect(stripInvisible(`a${unseen}b`)).toBe("ab");
    expect(normalizeValues({ name: `Asha${unseen}` })).toEqual({ name: "Asha" });
  });

  it("keep the joiners Persian words and emoji are spelt with", () => {
    for (const value of ["می\u200cخواهم", "👩\u200d🔧", "Asha \u200f\u200e"])
      expect(normalizeValues({ name: value })).toEqual({ name: value.trim() });
  });

  it("do not fill a required field on their own", () => {
    expect(isBlank("\u200b\u2060\ufeff")).toBe(true);
    expect(validateField("name", "\u200b\u202e", formMessages)).toBe(formMessages.nameRequired);
  });

  it("no longer make a copied address invalid", () => {
    expect(validateField("email", "asha\u200b@northwind.example", formMessages)).toBeUndefined();
  });
});
