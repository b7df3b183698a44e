import { describe, expect, it } from "vitest";
import { whatsAppLink } from "./whats-app";

describe("the WhatsApp click-to-chat link", () => {
  it("dials the digits of the number as printed, with the first message encoded", () => {
    expect(whatsAppLink("+91 44 5555 0142")).toBe("https://wa.me/914455550142");
    expect(whatsAppLink("+91 (44) 5555-0142", "Hello, about KF-2611-7Q4M:")).toBe(
      "https://wa.me/914455550142?text=Hello%2C%20about%20KF-2611-7Q4M%3A",
    );
  });

  it("is absent when the company gives no number", () => {
    expect(whatsAppLink("")).toBeUndefined();
    expect(whatsAppLink("  ")).toBeUndefined();
  });
});
