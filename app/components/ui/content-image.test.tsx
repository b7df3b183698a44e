// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { ImageAsset } from "~/content/types";
import { ContentImage } from "./content-image";

afterEach(cleanup);

const drawing: ImageAsset = {
  src: "/assets/press-abc.svg",
  alt: "Line drawing of a forging press",
  width: 720,
  height: 560,
};

const photo: ImageAsset = {
  src: "/assets/floor-1600-0123456789.jpg",
  alt: "The forging line with two operators",
  width: 2400,
  height: 1600,
  sources: (["avif", "webp"] as const).map((format) => ({
    type: `image/${format}`,
    srcset: `/assets/floor-480-0123456789.${format} 480w, /assets/floor-2000-0123456789.${format} 2000w`,
  })),
};

describe("ContentImage with a drawing", () => {
  it("renders exactly the plain lazy <img> it always did", () => {
    expect(renderToStaticMarkup(<ContentImage image={drawing} className="art" />)).toBe(
      '<img src="/assets/press-abc.svg" alt="Line drawing of a forging press" width="720" height="560" class="art" loading="lazy" decoding="async"/>',
    );
  });

  it("keeps a drawing out of a <picture> even with sizes given", () => {
    const { container } = render(<ContentImage image={drawing} sizes="50vw" />);
    expect(container.querySelector("picture")).toBeNull();
    // `sizes` without `srcset` is invalid HTML (W3C Nu checker), and it does nothing there.
    expect(screen.getByRole("img", { name: drawing.alt }).hasAttribute("sizes")).toBe(false);
  });

  it("gives a priority drawing a preload without imagesizes", () => {
    // React hoists a <link rel=preload as=image> for an eager picture, copying the <img>'s
    // `sizes` into `imagesizes`, which is invalid without `imagesrcset`.
    const html = renderToStaticMarkup(
      <html lang="en">
        <head />
        <body>
          <ContentImage image={drawing} isPriority sizes="(min-width: 1024px) 50vw, 100vw" />
        </body>
      </html>,
    );
    expect(html).toContain('rel="preload"');
    expect(html.toLowerCase()).not.toContain("imagesizes");
    expect(html).not.toMatch(/<img[^>]*\ssizes=/);
  });
});

describe("ContentImage with a photo from the pipeline", () => {
  it("offers AVIF then WebP sources with their srcsets and a full-width default sizes", () => {
    const { container } = render(<ContentImage image={photo} className="art" />);
    const picture = container.querySelector("picture");
    const sources = [...(picture?.querySelectorAll("source") ?? [])];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources.map((s) => s.getAttribute("srcset"))).toEqual(
      photo.sources?.map((s) => s.srcset),
    );
    expect(sources.map((s) => s.getAttribute("sizes"))).toEqual(["100vw", "100vw"]);
    // The <img> is the last child, as the picture element requires, and keeps the section's class.
    const img = picture?.lastElementChild;
    expect(img?.tagName).toBe("IMG");
    expect(img?.getAttribute("class")).toBe("art");
  });

  it("passes a section's tighter sizes to every source", () => {
    const { container } = render(
      <ContentImage image={photo} sizes="(min-width: 1025px) 50vw, 100vw" />,
    );
    for (const source of container.querySelectorAll("source")) {
      expect(source.getAttribute("sizes")).toBe("(min-width: 1025px) 50vw, 100vw");
    }
  });

  it("falls back to the JPEG with alt and intrinsic size, lazily by default", () => {
    render(<ContentImage image={photo} />);
    const img = screen.getByRole("img", { name: photo.alt });
    expect(img.getAttribute("src")).toBe(photo.src);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["2400", "1600"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
  });

  it("fetches the page's main photo eagerly and with high priority", () => {
    render(<ContentImage image={photo} isPriority />);
    const img = screen.getByRole("img", { name: photo.alt });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("decoding")).toBe("auto");
  });
});
