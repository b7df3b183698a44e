import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useContent } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";

/** Delay so the new page's title is in place before it is read out. */
const ANNOUNCE_DELAY_MS = 300;

/** Tells screen-reader users which page a client-side navigation opened. */
export function RouteAnnouncer() {
  const navigation = useContent("layout/navigation");
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const isFirstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: announce each new path.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const timer = window.setTimeout(
      () =>
        setMessage(fillTemplate(navigation.assistive.routeAnnouncement, { title: document.title })),
      ANNOUNCE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
