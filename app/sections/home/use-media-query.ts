import { useEffect, useState } from "react";

/**
 * Whether a media query matches, following changes. False until hydration, so the prerendered
 * markup (and the first client render) is the same at every width.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
