import { type ReactNode, Suspense, use, useEffect, useId } from "react";

/**
 * What the page's first hydration does with a part of the page (decision 008):
 * - `Static`: never. Its prerendered HTML is already what it would render, and it has nothing to
 *   do, so React leaves it as it is: it costs the main thread nothing after paint.
 * - `Island`: on its own, once the browser is idle (one island per idle period, each in its own
 *   small task), or at once when the visitor touches it (React hydrates a part that receives an
 *   event first, then replays the event).
 * Both work by suspending during the first hydration only: React keeps a suspended part's server
 * HTML and hydrates it when its promise settles, or when something above it changes (a navigation)
 * and it must render after all. Rendered any other way (a page reached by a link inside the site,
 * the editor's preview, unit tests), they are plain wrappers.
 */

/** Set by the client entry before it hydrates, cleared once the layout has hydrated. */
let isFirstHydration = false;
/** Islands still waiting for their turn; the page counts as hydrated when none is left. */
const waiting = new Set<string>();
let isLayoutHydrated = false;

/** The client entry calls this just before `hydrateRoot`. */
export function startFirstHydration(): void {
  isFirstHydration = true;
}

/**
 * The layout calls this once it has hydrated: what still waits hydrates on its own turn, and every
 * later render is ordinary. `<html data-hydrated>` marks the moment the last island has hydrated.
 */
export function finishFirstHydration(): void {
  isFirstHydration = false;
  isLayoutHydrated = true;
  markIfDone();
}

function markIfDone() {
  if (isLayoutHydrated && waiting.size === 0) document.documentElement.dataset.hydrated = "";
}

const NEVER = new Promise<never>(() => {});

/** One promise per island (by its `useId`), so a restarted render waits on the same one. */
const turns = new Map<string, Promise<void>>();
/** The idle periods handed out so far: each island waits for the one after the last. */
let lastTurn: Promise<void> = Promise.resolve();

/** The main thread's next idle period (a short timeout where the browser has no idle callbacks). */
function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });
}

function idleTurn(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    waiting.add(id);
    turn = lastTurn.then(nextIdle);
    lastTurn = turn;
    turns.set(id, turn);
  }
  return turn;
}

function Deferred({ until, children }: { until: "idle" | "never"; children: ReactNode }) {
  const id = useId();
  if (isFirstHydration) use(until === "never" ? NEVER : idleTurn(id));
  useEffect(() => {
    if (!waiting.delete(id)) return;
    markIfDone();
  }, [id]);
  return children;
}

export interface HydrationProps {
  children: ReactNode;
}

/** Prerendered content that the first hydration leaves alone (text, figures, pictures, links). */
export function Static({ children }: HydrationProps) {
  return (
    <Suspense>
      <Deferred until="never">{children}</Deferred>
    </Suspense>
  );
}

/** An interactive part that hydrates on its own when the browser is idle, or when touched. */
export function Island({ children }: HydrationProps) {
  return (
    <Suspense>
      <Deferred until="idle">{children}</Deferred>
    </Suspense>
  );
}
