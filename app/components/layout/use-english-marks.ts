import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import { shownInEnglishFrom } from "~/content/use-content";

/**
 * After each navigation inside the site, `lang="en"` on the element holding each text the page
 * shows in English for want of a translation (decision 015): a text node whose trimmed text is
 * one of them marks its parent. The served page has its marks from the prerender already
 * (`app/lib/mark-english.ts`), so the first render does nothing; neither does a page with none.
 */
export function useEnglishMarks(): void {
  const matches = useMatches();
  const isServed = useRef(true);
  useEffect(() => {
    const english = shownInEnglishFrom(matches);
    if (isServed.current || english.size === 0) {
      isServed.current = false;
      return;
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const { parentElement, nodeValue } = walker.currentNode;
      if (english.has(nodeValue?.trim() ?? "")) parentElement?.setAttribute("lang", "en");
    }
  }, [matches]);
}
