import { describe, expect, it } from "vitest";
import { retryWhen } from "./form-words";

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
