// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { WithContent } from "~/content/content-stub";
import { CaptionGallery } from "./caption-gallery";
import { Carousel, type CarouselProps } from "./carousel";

beforeAll(() => {
  // jsdom has no layout: give it the few browser APIs the carousels call.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

const steps = ["Design", "Engineering", "Toolmaking"].map((name) => ({ id: name, name }));

function renderCarousel(count: number, props: Partial<CarouselProps<(typeof steps)[number]>> = {}) {
  render(
    <WithContent>
      <Carousel
        label="Our process"
        items={steps.slice(0, count)}
        getKey={(s) => s.id}
        renderSlide={(s) => <h3>{s.name}</h3>}
        prevLabel="Previous step"
        nextLabel="Next step"
        {...props}
      />
    </WithContent>,
  );
}

// Moving the slides is Embla's (loaded in the browser): tests/e2e covers wrapping and the ends.
describe("Carousel", () => {
  it("names the carousel and each slide, and marks the first as current", () => {
    renderCarousel(3);
    expect(screen.getByRole("region", { name: "Our process" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "2 of 3" }).textContent).toBe("Engineering");
    expect(document.querySelector("[data-current]")?.textContent).toBe("Design");
  });

  it("numbers the position when counted", () => {
    renderCarousel(3, { isCounted: true });
    expect(screen.getByText("01 / 03")).toBeTruthy();
  });

  it("shows no arrows for a single slide", () => {
    renderCarousel(1);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keeps a strip's Previous disabled until it can move back", () => {
    renderCarousel(3, { look: "strip" });
    expect(screen.getByRole("button", { name: "Previous step" })).toHaveProperty("disabled", true);
  });

  it("renders custom controls in place of the arrows", () => {
    renderCarousel(3, { controls: (view) => <p>{`${view.selected + 1} of ${view.count}`}</p> });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("1 of 3")).toBeTruthy();
  });
});

const items = ["Drinkware", "Cookware"].map((heading) => ({
  id: heading.toLowerCase(),
  heading,
  subheading: `${heading} for global brands`,
  image: { src: "/x.svg", alt: `${heading} line-up`, width: 800, height: 600 },
  link: { to: `/product#${heading.toLowerCase()}`, label: `View ${heading}` },
}));

function Gallery() {
  return (
    <CaptionGallery
      label="Product range"
      items={items}
      prevLabel="Previous product"
      nextLabel="Next product"
      toggleLabel={(heading) => `Show details: ${heading}`}
    />
  );
}

describe("CaptionGallery", () => {
  function renderGallery() {
    render(
      <WithContent>
        <Gallery />
      </WithContent>,
    );
  }

  const openPanels = () =>
    [...document.querySelectorAll("[data-open] h3")].map((heading) => heading.textContent);

  it("opens a caption on hover and clears it when the pointer leaves", async () => {
    renderGallery();
    const panel = (await screen.findByRole("heading", { name: "Cookware" })).closest("article");
    if (!panel) throw new Error("no panel");
    fireEvent.mouseEnter(panel);
    expect(openPanels()).toEqual(["Cookware"]);
    fireEvent.mouseLeave(panel);
    expect(openPanels()).toEqual([]);
  });

  it("opens on click and on keyboard focus, one at a time", async () => {
    renderGallery();
    const user = userEvent.setup();
    const buttons = await screen.findAllByRole("button", { expanded: false });
    const [first, second] = buttons as [HTMLElement, HTMLElement];
    await user.click(first);
    expect(openPanels()).toEqual(["Drinkware"]);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    await user.click(first);
    expect(openPanels()).toEqual(["Drinkware"]);
    act(() => second.focus());
    expect(openPanels()).toEqual(["Cookware"]);
    act(() => second.blur());
    expect(openPanels()).toEqual([]);
  });

  it("numbers the items and names their links", async () => {
    renderGallery();
    expect(await screen.findByText("02")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Cookware" }).getAttribute("href")).toBe(
      "/product#cookware",
    );
  });
});
