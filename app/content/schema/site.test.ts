import { describe, expect, it } from "vitest";
import { metaOf } from "./fields.ts";
import { siteFiles } from "./site.ts";

const { email, careersEmail } = siteFiles.site.shape;

/** The messages the build shows the owner for one value of an e-mail field. */
const problemsWith = (value: string) =>
  email.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("the company's e-mail addresses (content/site.yml)", () => {
  it("take a plain address", () => {
    for (const value of ["hello@example.com", "sales.team+quotes@mail.example.co.in"]) {
      expect(problemsWith(value), value).toEqual([]);
      expect(careersEmail.safeParse(value).success).toBe(true);
    }
  });

  it("refuse what would ride along in every mailto: link (a hidden Bcc, a subject, a body)", () => {
    for (const value of [
      "sales@example.com?bcc=rival@example.net",
      "sales@example.com&cc=rival@example.net",
      "sales@example.com#x",
      "sales%40example.com@example.com",
      "sales@example.com/x",
      "sales@example.com bcc@example.net",
      "sales@example.com\tx",
      " sales@example.com",
    ]) {
      const problems = problemsWith(value);
      // One message that names the character, so the owner knows what to take out.
      expect(problems, value).toHaveLength(1);
      expect(problems[0], value).toMatch(/"[?&#%/]"|space/);
      expect(careersEmail.safeParse(value).success, value).toBe(false);
    }
  });

  it("give the editor a pattern that refuses the same", () => {
    const [pattern = "", message = ""] = metaOf(email)?.pattern ?? [];
    const editor = new RegExp(pattern);
    expect(editor.test("hello@example.com")).toBe(true);
    for (const value of [
      "a@b.com?bcc=c@d.com",
      "a@b.com&x",
      "a@b.com#x",
      "a%b@c.com",
      "a@b.com/x",
      "a @b.com",
    ])
      expect(editor.test(value), value).toBe(false);
    expect(message).toMatch(/sales@example\.com/);
  });
});
