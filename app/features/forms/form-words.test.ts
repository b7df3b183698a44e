import { describe, expect, it } from "vitest";
import { retryWhen } from "./form-words";
import { mailtoLink } from "./mailto-link";

describe("retryWhen", () => {
  it("rounds the wait up, in the page's language", () => {
    expect(retryWhen(44.2, "en")).toBe("in 45 seconds");
    expect(retryWhen(61, "en")).toBe("in 2 minutes");
    expect(retryWhen(3601, "de")).toBe("in 2 Stunden");
  });

  it("sets a Japanese number against its counter word, without CLDR's space", () => {
    expect(retryWhen(300, "ja")).toBe("5分後");
    expect(retryWhen(30, "ja")).toBe("30秒後");
  });
});

describe("mailtoLink", () => {
  const body = (href: string) => decodeURIComponent(href.split("&body=")[1] ?? "");

  it("writes each field in the language's own typography, the message after", () => {
    const fields = [["氏名", "山田 太郎"]] as const;
    const link = mailtoLink("info@example.com", "件名", fields, "本文", "{label}：{value}");
    expect(body(link.href)).toBe("氏名：山田 太郎\n\n本文");
    expect(
      body(mailtoLink("a@b.c", "S", [["Nom", "Dupont"]], "", "{label}\u00a0: {value}").href),
    ).toBe("Nom\u00a0: Dupont");
  });
});
