import { describe, expect, it } from "vitest";
import { decodeHtml, markEnglish } from "./mark-english";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="de"><head><title>Fertigung</title></head><body>${body}</body></html>`;
const mark = (body: string, ...texts: string[]) => markEnglish(page(body), new Set(texts));

describe("markEnglish", () => {
  it("marks the element whose own text is an English text shown in place of a translation", () => {
    expect(
      mark("<h2>Manufacturing Excellence</h2><p>Aus einer Hand</p>", "Manufacturing Excellence"),
    ).toBe(page('<h2 lang="en">Manufacturing Excellence</h2><p>Aus einer Hand</p>'));
  });

  it("matches the words as the browser reads them: escaped characters, spaces around", () => {
    const text = `Tools & dies "made" <in-house>, it's ours`;
    const escaped = "Tools &amp; dies &quot;made&quot; &lt;in-house&gt;, it&#x27;s ours";
    expect(mark(`<p class="lead">\n  ${escaped}\n</p>`, text)).toBe(
      page(`<p class="lead" lang="en">\n  ${escaped}\n</p>`),
    );
    // The same words written otherwise (escaped differently, or not at all) are not another text.
    expect(mark("<p>Tools &#38; dies</p>", "Tools & dies")).toContain('<p lang="en">');
    expect(mark("<p>Tools &amp;amp; dies</p>", "Tools & dies")).not.toContain('lang="en"');
  });

  it("marks the innermost element only, and nothing around it", () => {
    expect(
      mark(
        "<section><div><h3><span>Expertise and Innovation</span></h3><p>Über 50 Jahre</p></div></section>",
        "Expertise and Innovation",
      ),
    ).toBe(
      page(
        '<section><div><h3><span lang="en">Expertise and Innovation</span></h3><p>Über 50 Jahre</p></div></section>',
      ),
    );
  });

  it("marks every element holding the text, wherever it stands", () => {
    const html = mark(
      "<nav><a href='/'>Learn More</a></nav><main><a href='/x'>Learn More</a></main>",
      "Learn More",
    );
    expect(html.match(/lang="en"/g)).toHaveLength(2);
  });

  it("marks no part of a longer text that merely contains it, nor scripts and styles", () => {
    const text = "Learn More";
    expect(mark("<p>Learn More about us</p>", text)).not.toContain('lang="en"');
    expect(
      mark('<script>window.data=["Learn More"]</script><style>/*Learn More*/</style>', text),
    ).not.toContain('lang="en"');
    // React's separator between two texts of one element splits them, as in the browser.
    expect(mark("<p>Learn<!-- --> More</p>", text)).not.toContain('lang="en"');
  });

  it("leaves the head alone, and an element that states its language already", () => {
    expect(mark('<a lang="de" href="/de">Fertigung</a>', "Fertigung")).toBe(
      page('<a lang="de" href="/de">Fertigung</a>'),
    );
    expect(mark("<p>x</p>", "Fertigung")).toBe(page("<p>x</p>"));
  });

  it("marks a picture or an icon button whose alt, aria-label or title is all the words it holds", () => {
    const alt = "Line drawing of a forging press";
    expect(mark(`<img src="/a.svg" alt="${alt}"/>`, alt)).toBe(
      page(`<img src="/a.svg" alt="${alt}" lang="en"/>`),
    );
    expect(
      mark(
        `<button type="button" aria-label="Open menu"><svg aria-hidden="true"><path d="M0"></path></svg></button>`,
        "Open menu",
      ),
    ).toContain('<button type="button" aria-label="Open menu" lang="en">');
    expect(mark(`<a href="/" title="Home &amp; more"><svg></svg></a>`, "Home & more")).toContain(
      'lang="en"',
    );
  });

  it("leaves an element whose label is English but which holds other words", () => {
    // The visible words are German: marking the link would read them in an English voice.
    expect(
      mark('<a href="/" aria-label="Home page"><span>Startseite</span></a>', "Home page"),
    ).toBe(page('<a href="/" aria-label="Home page"><span>Startseite</span></a>'));
    // A picture inside with a German description is other words too.
    expect(
      mark('<a href="/" aria-label="Home page"><img alt="Firmenlogo"/></a>', "Home page"),
    ).not.toContain('lang="en"');
    // Or another label of its own that is not English.
    expect(mark('<img alt="Presse" title="Press"/>', "Press")).not.toContain('lang="en"');
  });

  it("returns the page as it is when it shows nothing in English", () => {
    const html = page("<h1>Exzellenz in der Fertigung</h1>");
    expect(markEnglish(html, new Set())).toBe(html);
  });
});

describe("decodeHtml", () => {
  it("resolves named, decimal and hexadecimal character references, and leaves unknown ones", () => {
    expect(decodeHtml("&lt;a&gt; &amp; &quot;b&quot; &#39;c&#x27; &nbsp;&copy;")).toBe(
      "<a> & \"b\" 'c' \u00a0&copy;",
    );
  });
});
