// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { contentOf, contentStub } from "~/content/content-stub";
import { SiteShell } from "./site-shell";

const navigation = contentOf("layout/navigation");

beforeAll(() => {
  // jsdom has no layout engine: give the browser APIs the layout hooks use a minimal shape.
  window.matchMedia ??= ((query: string) => ({
    matches: query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  window.scrollTo = () => {};
  // jsdom has no modal dialogs: opening and closing is all the menu asks of them here (focus,
  // Escape and the page behind are the browser's, tested in tests/e2e/mobile-menu.spec.ts).
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

afterEach(cleanup);

function Page() {
  return (
    <SiteShell>
      <h1>Page</h1>
    </SiteShell>
  );
}

const Stub = contentStub([
  { index: true, Component: Page },
  { path: "*", Component: Page },
]);

function renderAt(path: string) {
  return render(<Stub path={path} />);
}

describe("SiteShell", () => {
  it("renders the skip link first, targeting main", () => {
    renderAt("/");
    const links = screen.getAllByRole("link");
    expect(links[0]).toHaveProperty("textContent", "Skip to main content");
    expect(links[0]?.getAttribute("href")).toBe("#main");
    expect(document.querySelector("main#main")).not.toBeNull();
  });

  it("marks only the current page's link in the main navigation", () => {
    renderAt("/services");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe("Services");
  });

  it("opens the menu from its button as a modal dialog and closes it from the button there", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const open = screen.getByRole("button", { name: "Open menu" });
    expect(open.getAttribute("aria-controls")).toBe("mobile-menu");
    await user.click(open);
    const dialog = document.getElementById("mobile-menu") as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const close = screen.getByRole("button", { name: "Close menu" });
    expect(dialog.contains(close)).toBe(true);
    expect(close.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(close);
    const menu = screen.getByRole("navigation", { name: "Menu" });
    for (const item of navigation.items) expect(menu.textContent).toContain(item.label);

    await user.click(close);
    expect(dialog.open).toBe(false);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("closes the menu when one of its links is followed", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Menu" });
    const careers = [...menu.querySelectorAll("a")].find((a) => a.textContent === "Careers");
    expect(careers).toBeDefined();
    if (careers) await user.click(careers);
    expect((document.getElementById("mobile-menu") as HTMLDialogElement).open).toBe(false);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
