import {
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from "react";

/**
 * What the page's first hydration does with each part of the page (decision 008):
 * - `Static`: nothing. Its prerendered HTML is already what it would render and it has nothing to
 *   do, so React leaves it as the browser built it: it costs the main thread nothing after paint.
 * - `Island`: it hydrates on its own, in its own small task: when it comes near the window, when
 *   the browser is idle (one island per idle period), or at once when the visitor touches it.
 * The rest (the layout with its header and menu, and the forms) hydrates with the page.
 * Rendered any other way (a page reached by a link inside the site, the editor's preview, unit
 * tests), both are plain wrappers.
 */

/** Set by the client entry just before it hydrates the page; cleared once the layout has. */
let isHydratingPage = false;
let isLayoutHydrated = false;
/** Islands still waiting for their turn; the page counts as hydrated when none is left. */
const waiting = new Set<string>();

const noSubscription = () => () => {};

/**
 * Whether React is hydrating this component from the server's HTML in the browser: React reads
 * the "server snapshot" then (and when rendering on the server), the client one on every other
 * render.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof document !== "undefined",
  );
}

/** The client entry calls this just before `hydrateRoot`. */
export function startFirstHydration(): void {
  isHydratingPage = true;
}

/**
 * The layout calls this once it has hydrated: islands that still wait hydrate on their own turn,
 * and every island mounted later (a page reached by a link) renders at once. `<html
 * data-hydrated>` marks the moment the last island has hydrated too.
 */
export function finishFirstHydration(): void {
  isHydratingPage = false;
  isLayoutHydrated = true;
  markIfDone();
}

function markIfDone() {
  if (!isLayoutHydrated || waiting.size > 0) return;
  listenForTouch(false);
  document.documentElement.dataset.hydrated = "";
}

/**
 * A promise that React's `use` reads at once once it has settled: React marks a promise it meets
 * "pending", and reads "fulfilled" (with `value`) without waiting.
 */
type Turn = Promise<void> & { status?: string; value?: undefined; start: () => void };

/** Each island's turn, by its `useId`, so every render of it (retries included) waits on one. */
const turns = new Map<string, Turn>();
/** The idle periods handed out so far: each island is offered the one after the last. */
let lastIdle: Promise<void> = Promise.resolve();

function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });
}

function createTurn(id: string): Turn {
  let start = () => {};
  const promise = new Promise<void>((resolve) => {
    start = () => {
      turn.status = "fulfilled";
      resolve();
    };
  });
  const turn: Turn = Object.assign(promise, { start });
  if (waiting.size === 0) listenForTouch(true);
  waiting.add(id);
  lastIdle = lastIdle.then(nextIdle).then(() => turn.start());
  turns.set(id, turn);
  return turn;
}

function Deferred({ turn, children }: { turn?: Turn; children: ReactNode }) {
  // Once its turn has come, `use` returns at once (the promise carries React's "fulfilled" mark).
  if (turn) use(turn as Promise<void>);
  return children;
}

/** What starts an island's turn early: the visitor reaching for it. */
const TOUCH = ["pointerdown", "focusin", "keydown", "wheel", "touchstart"] as const;
/** Each waiting island's box and its turn. */
const turnOfBox = new WeakMap<Element, Turn>();

/**
 * The visitor reaching into an island that still waits starts its turn before anything else sees
 * the event: this listens on the window in the capture phase, ahead of React's own listeners, so
 * React finds the island ready to hydrate at once and hands it the event.
 */
function startTouchedIsland(event: Event) {
  const box = event.target instanceof Element ? event.target.closest("[data-island]") : null;
  if (box) turnOfBox.get(box)?.start();
}

function listenForTouch(isOn: boolean) {
  for (const type of TOUCH)
    if (isOn) window.addEventListener(type, startTouchedIsland, { capture: true, passive: true });
    else window.removeEventListener(type, startTouchedIsland, { capture: true });
}

export interface HydrationProps {
  children: ReactNode;
}

/** An interactive part that hydrates on its own turn (see above). */
export function Island({ children }: HydrationProps) {
  const id = useId();
  // Not `useIsHydrating`: its second render, once hydrated, would pass the waiting island new
  // children, and React would then throw its served HTML away and render it afresh.
  const turn = turns.get(id) ?? (isHydratingPage ? createTurn(id) : undefined);
  // The island's box: coming near the window, or being touched, starts its turn at once.
  const watch = useCallback(
    (box: HTMLDivElement | null) => {
      if (!box || !turn || turn.status === "fulfilled") return;
      turnOfBox.set(box, turn);
      const near = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && turn.start(),
        { rootMargin: "50% 0px" },
      );
      near.observe(box);
      void turn.then(() => near.disconnect());
    },
    [turn],
  );
  return (
    <div data-island="" ref={watch}>
      <Suspense>
        <Deferred turn={turn}>
          <Hydrated id={id} />
          {children}
        </Deferred>
      </Suspense>
    </div>
  );
}

/** Notes an island's hydration, for `<html data-hydrated>`. */
function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    if (waiting.delete(id)) markIfDone();
  }, [id]);
  return null;
}

/** React keeps an element's server HTML as it is when given this (and the same, on every render). */
const AS_SERVED = { __html: "" };

/** Prerendered content that the first hydration leaves alone (text, figures, pictures, links). */
export function Static({ children }: HydrationProps) {
  // Decided once per mount: hydrating, it keeps the server's HTML for good; rendered in the
  // browser (a page reached by a link), it renders its content.
  const [isAsServed] = useState(useIsHydrating());
  return isAsServed ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never visitor input: it tells React to keep the served HTML.
    <div data-static="" suppressHydrationWarning dangerouslySetInnerHTML={AS_SERVED} />
  ) : (
    <div data-static="">{children}</div>
  );
}
