// @vitest-environment jsdom
import type React from "react";
import { act, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Whether React has taken over an element (it marks each one it hydrates). */
const isReacts = (element: Element | null) =>
  Boolean(element) &&
  Object.keys(element as Element).some((key) => key.startsWith("__reactFiber$"));

/**
 * The module fresh, as a new page loads it; idle periods the test hands out one by one, and an
 * IntersectionObserver the test tells when an element comes near the window.
 */
async function setUp() {
  const idle: (() => void)[] = [];
  const observed = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(element: Element) {
        observed.set(element, this.callback);
      }
      disconnect() {}
    },
  );
  const hydration = await import("./hydration");
  return {
    ...hydration,
    nextIdle: () => act(async () => idle.shift()?.()),
    comesNear: (element: Element | null) =>
      act(async () => {
        for (const [observedElement, callback] of observed)
          if (observedElement.contains(element)) callback([{ isIntersecting: true }]);
      }),
  };
}

/** A prerendered page: its server HTML in the document, hydrated as the client entry does. */
async function hydrate(page: React.ReactNode, start: () => void) {
  const container = document.createElement("div");
  // Rendered as the build prerenders, where there is no document.
  const browserDocument = document;
  vi.stubGlobal("document", undefined);
  const html = renderToString(page);
  vi.stubGlobal("document", browserDocument);
  container.innerHTML = html;
  document.body.append(container);
  start();
  await act(async () => void hydrateRoot(container, page));
  return container;
}

type Hydration = typeof import("./hydration");

/** A page with a static part and two islands, made of a fresh module's parts. */
function Page({ parts }: { parts: Hydration }) {
  const { Static, Island, finishFirstHydration } = parts;
  useEffect(finishFirstHydration, [finishFirstHydration]);
  return (
    <main>
      <Static>
        <p id="text">Prerendered words</p>
      </Static>
      <Island>
        <Counter id="first" />
      </Island>
      <Island>
        <Counter id="second" />
      </Island>
    </main>
  );
}

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id={id} onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

describe("Static and Island", () => {
  it("leave static parts as prerendered and hydrate each island on its own idle turn", async () => {
    const { nextIdle, ...parts } = await setUp();
    const container = await hydrate(<Page parts={parts} />, parts.startFirstHydration);
    expect(container.querySelector("#text")?.textContent).toBe("Prerendered words");
    expect(isReacts(container.querySelector("main"))).toBe(true);
    expect(isReacts(container.querySelector("#first"))).toBe(false);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    await nextIdle();
    expect(isReacts(container.querySelector("#first"))).toBe(true);
    expect(isReacts(container.querySelector("#second"))).toBe(false);
    await nextIdle();
    expect(isReacts(container.querySelector("#second"))).toBe(true);
    // The page counts as hydrated once its last island is.
    expect(document.documentElement.dataset.hydrated).toBe("");

    // The static part is still the server's: the same element, never React's.
    expect(isReacts(container.querySelector("#text"))).toBe(false);
    await act(async () => (container.querySelector("#second") as HTMLElement).click());
    expect(container.querySelector("#second")?.textContent).toBe("1");
  });

  it("hydrate an island at once when it comes near the window or the visitor reaches for it", async () => {
    const { comesNear, nextIdle: _, ...parts } = await setUp();
    const container = await hydrate(<Page parts={parts} />, parts.startFirstHydration);
    expect(isReacts(container.querySelector("#second"))).toBe(false);
    await comesNear(container.querySelector("#second"));
    expect(isReacts(container.querySelector("#second"))).toBe(true);
    // A tap on the prerendered button: the island hydrates and React replays the click.
    const touched = container.querySelector("#first") as HTMLElement;
    expect(isReacts(touched)).toBe(false);
    await act(async () => {
      touched.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    });
    await act(async () => {
      touched.click();
    });
    await act(async () => {});
    expect(isReacts(touched)).toBe(true);
    expect(touched.textContent).toBe("1");
  });

  it("render everything at once when not hydrating a prerendered page", async () => {
    const { Static, Island } = await setUp();
    const { createRoot } = await import("react-dom/client");
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () =>
      createRoot(container).render(
        <>
          <Static>
            <p id="text">Words</p>
          </Static>
          <Island>
            <Counter id="island" />
          </Island>
        </>,
      ),
    );
    expect(container.querySelector("#text")?.textContent).toBe("Words");
    expect(container.querySelector("#island")?.textContent).toBe("0");
  });
});
