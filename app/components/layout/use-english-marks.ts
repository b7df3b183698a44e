import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import { shownInEnglishFrom } from "~/content/use-content";

/** `NodeFilter.SHOW_TEXT` as its value: the name would cost every page 15 bytes of gzip. */
const SHOW_TEXT = 4;

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
    if (isServed.current || !english.size) {
      isServed.current = false;
      return;
    }
    for (const walker = document.createTreeWalker(document.body, SHOW_TEXT); walker.nextNode(); ) {
      const { parentElement, nodeValue } = walker.currentNode;
      // A text node's value is never null.
      if (english.has((nodeValue as string).trim())) parentElement?.setAttribute("lang", "en");
    }
  }, [matches]);
}
