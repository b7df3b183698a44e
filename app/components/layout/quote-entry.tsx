import { LocalLink } from "~/components/ui/local-link";
import { useContent, useLocale } from "~/content/use-content";
import { cx } from "~/lib/cx";
import { pluralMessage } from "~/lib/plural";
import { useQuoteList } from "~/lib/quote-store";
import styles from "./quote-entry.module.css";

/**
 * The quote list's link in the menu bar, with the number of products. Its place in the bar is
 * always kept (hidden while the list is empty, and in the prerendered HTML, which cannot know the
 * list), so showing it moves nothing: the layout does not shift.
 */
export function QuoteEntry({ className }: { className?: string }) {
  const { quote } = useContent("layout/navigation");
  const locale = useLocale();
  const count = useQuoteList().length;
  const isEmpty = count === 0;
  return (
    <LocalLink
      to="/quote"
      className={cx(styles.entry, className)}
      data-empty={isEmpty ? "" : undefined}
      aria-hidden={isEmpty ? true : undefined}
      tabIndex={isEmpty ? -1 : undefined}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M9 4.5h6M9 4.5a1.5 1.5 0 0 0 0 3h6a1.5 1.5 0 0 0 0-3M9 4.5H7A1.5 1.5 0 0 0 5.5 6v13A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V6A1.5 1.5 0 0 0 17 4.5h-2M8.5 12h7M8.5 15.5h5" />
      </svg>
      <span className="visually-hidden">
        {quote.label}, {pluralMessage(locale, count, quote.count)}
      </span>
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
    </LocalLink>
  );
}
