import { describe, expect, it } from "vitest";
import { stripInvisible } from "~/features/forms/validation";
import { escapeOf, renderOutboxPage, UNSEEN } from "./outbox.mjs";

const message = (name: string) => ({
  id: "20260101T000000000Z-contact-abcdef",
  receivedAt: "2026-01-01T00:00:00.000Z",
  endpoint: "send" as const,
  user_id: "key",
  service_id: "service",
  template_id: "contact",
  lib_version: "4.4.1",
  params: { name },
  attachments: [],
});

/** Whether the outbox shows this character as its escape rather than as itself. */
const isEscaped = (c: string) => c.replace(UNSEEN, "") === "";

describe("the outbox page", () => {
  it("shows zero-width spaces, isolates and tag characters as escapes", () => {
    const html = renderOutboxPage([
      message("Asha\u200b \u2066x\u2069 \u2060\ufeff\u{e0041}\u{e007f} \u202egnp.exe"),
    ]);
    expect(html).toContain(
      "Asha<code>\\u200b</code> <code>\\u2066</code>x<code>\\u2069</code> <code>\\u2060</code><code>\\ufeff</code><code>\\u{e0041}</code><code>\\u{e007f}</code> <code>\\u202e</code>gnp.exe",
    );
    expect(html).not.toMatch(/[\u200b\u2060\u2066-\u2069\ufeff\u202e]|[\u{e0000}-\u{e007f}]/u);
  });

  it("keeps the joiners Persian words and emoji are spelt with", () => {
    const html = renderOutboxPage([message("می\u200cخواهم 👩\u200d🔧")]);
    expect(html).toContain("می\u200cخواهم 👩\u200d🔧");
  });

  it("escapes a character beyond U+FFFF so it cannot be read as a shorter one", () => {
    expect(escapeOf("\u{e0041}")).toBe("\\u{e0041}");
    expect(escapeOf("\u202e")).toBe("\\u202e");
    expect(escapeOf("\u001b")).toBe("\\x1b");
  });

  it("shows as an escape every character the forms take out before sending", () => {
    for (const code of [
      ...Array(0x10000).keys(),
      ...Array.from({ length: 0x80 }, (_, i) => 0xe0000 + i),
    ]) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const c = String.fromCodePoint(code);
      if (stripInvisible(c) === "") expect(isEscaped(c), escapeOf(c)).toBe(true);
    }
  });
});
