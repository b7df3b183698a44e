// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub, Link, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useEnglishMarks } from "./use-english-marks";

afterEach(cleanup);

const HEADING = "Manufacturing Excellence";
const POINT = `Tools & dies "made" in-house`;

function Layout() {
  useEnglishMarks();
  return (
    <>
      <nav>
        <Link to="/de/a">Seite A</Link> <Link to="/de/b">Seite B</Link>{" "}
        <Link to="/de/c">Seite C</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** A page showing the heading (and on B a point) in English, the rest in German. */
function Page({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <section aria-label={name}>
      <h2 data-count={count}>{HEADING}</h2>
      <ul>
        <li>{POINT}</li>
        <li>Über 50 Jahre Erfahrung</li>
      </ul>
      <button type="button" onClick={() => setCount(count + 1)}>
        Neu zeichnen
      </button>
    </section>
  );
}

const PageA = () => <Page name="A" />;
const PageB = () => <Page name="B" />;
const PageC = () => <Page name="C" />;

const Stub = createRoutesStub([
  {
    id: "root",
    path: "/",
    Component: Layout,
    loader: () => ({ shownInEnglish: [HEADING] }),
    children: [
      { path: "de/a", Component: PageA, loader: () => ({}) },
      {
        path: "de/b",
        Component: PageB,
        loader: () => ({ shownInEnglish: [POINT] }),
      },
    ],
  },
]);

/** The same pages, where nothing is shown in English. */
const Translated = createRoutesStub([
  {
    id: "root",
    path: "/",
    Component: Layout,
    loader: () => ({}),
    children: [
      { path: "de/a", Component: PageA, loader: () => ({}) },
      { path: "de/c", Component: PageC, loader: () => ({}) },
    ],
  },
]);

const langOf = (text: string) => screen.getByText(text).getAttribute("lang");

async function open(path: string) {
  render(<Stub initialEntries={[path]} />);
  await screen.findByRole("heading", { name: HEADING });
}

describe("useEnglishMarks", () => {
  it("leaves the served page to the prerender's marks", async () => {
    await open("/de/b");
    // A render of the page's own (React runs the effects left waiting before it).
    await userEvent.click(screen.getByRole("button", { name: "Neu zeichnen" }));
    expect(screen.getByText(HEADING).getAttribute("data-count")).toBe("1");
    expect(langOf(HEADING)).toBeNull();
    expect(langOf(POINT)).toBeNull();
  });

  it("after a navigation, marks each element holding a text of the layout's or the page's list, and only those", async () => {
    await open("/de/a");
    await userEvent.click(screen.getByRole("link", { name: "Seite B" }));
    await screen.findByRole("region", { name: "B" });
    await waitFor(() => expect(langOf(POINT)).toBe("en"));
    expect(langOf(HEADING)).toBe("en");
    expect(langOf("Über 50 Jahre Erfahrung")).toBeNull();
    expect(screen.getByRole("list").getAttribute("lang")).toBeNull();
    expect(screen.getByRole("link", { name: "Seite B" }).getAttribute("lang")).toBeNull();
  });

  it("keeps the mark through React's re-renders, with no warning", async () => {
    const errors = vi.spyOn(console, "error");
    await open("/de/a");
    await userEvent.click(screen.getByRole("link", { name: "Seite B" }));
    await waitFor(() => expect(langOf(HEADING)).toBe("en"));
    await userEvent.click(screen.getByRole("button", { name: "Neu zeichnen" }));
    expect(screen.getByText(HEADING).getAttribute("data-count")).toBe("1");
    expect(langOf(HEADING)).toBe("en");
    expect(errors).not.toHaveBeenCalled();
  });

  it("does nothing where the layout and the page list nothing", async () => {
    const walk = vi.spyOn(document, "createTreeWalker");
    render(<Translated initialEntries={["/de/a"]} />);
    await screen.findByRole("region", { name: "A" });
    await userEvent.click(screen.getByRole("link", { name: "Seite C" }));
    await screen.findByRole("region", { name: "C" });
    expect(langOf(HEADING)).toBeNull();
    expect(walk).not.toHaveBeenCalledWith(document.body, NodeFilter.SHOW_TEXT);
  });
});
