// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CaptionGallery } from "./caption-gallery";
import { ScrollStrip } from "./scroll-strip";
import { StepCarousel } from "./step-carousel";

beforeAll(() => {
  // jsdom has no layout: give it the few browser APIs the carousels call.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollTo ??= () => {};
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

const steps = ["Design", "Engineering", "Toolmaking"].map((name) => ({ id: name, name }));

function renderSteps() {
  render(
    <StepCarousel
      label="Our process"
      items={steps}
      getKey={(s) => s.id}
      renderSlide={(s) => <h3>{s.name}</h3>}
      prevLabel="Previous step"
      nextLabel="Next step"
    />,
  );
}

const current = () => document.querySelector("[data-current]")?.textContent;

describe("StepCarousel", () => {
  it("wraps from the first slide back to the last and on to the first again", async () => {
    renderSteps();
    const user = userEvent.setup();
    expect(current()).toBe("Design");
    await user.click(screen.getByRole("button", { name: "Previous step" }));
    expect(current()).toBe("Toolmaking");
    await user.click(screen.getByRole("button", { name: "Next step" }));
    expect(current()).toBe("Design");
  });

  it("names the carousel and each slide, and announces moves", async () => {
    renderSteps();
    expect(screen.getByRole("region", { name: "Our process" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "2 of 3" }).textContent).toBe("Engineering");
    await userEvent.setup().click(screen.getByRole("button", { name: "Next step" }));
    expect(screen.getByText("Our process: 2 of 3")).toBeTruthy();
  });
});

describe("ScrollStrip", () => {
  const renderStrip = (count: number) =>
    render(
      <ScrollStrip
        label="Key highlights"
        items={steps.slice(0, count)}
        getKey={(s) => s.id}
        renderSlide={(s) => <p>{s.name}</p>}
        prevLabel="Previous highlights"
        nextLabel="Next highlights"
        step={() => 300}
      />,
    );

  it("shows no arrows for a single slide", () => {
    renderStrip(1);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("starts with Previous disabled and Next enabled", () => {
    renderStrip(3);
    expect(screen.getByRole("button", { name: "Previous highlights" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.getByRole("button", { name: "Next highlights" })).toHaveProperty(
      "disabled",
      false,
    );
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
      isNumbered
    />
  );
}

describe("CaptionGallery", () => {
  function renderGallery() {
    const Stub = createRoutesStub([{ path: "/", Component: Gallery }]);
    render(<Stub />);
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
