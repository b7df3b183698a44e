import { useState } from "react";
import buttonStyles from "~/components/ui/button.module.css";
import { LocalLink } from "~/components/ui/local-link";
import { useContent } from "~/content/use-content";
import { cx } from "~/lib/cx";
import { fillTemplate } from "~/lib/fill-template";
import { addToQuoteList, readQuoteList } from "~/lib/quote-list";
import styles from "./add-to-quote.module.css";

export interface AddToQuoteProps {
  category: string;
  id: string;
  /** The product's name in the page's language: the button and the announcement say it. */
  name: string;
  className?: string;
}

/**
 * "Add to quote": puts the product in the quote list once and says so (a second press says it
 * is already there). Without JavaScript the button is hidden and a link to the contact page,
 * naming the product, stands in its place (both are in the HTML: nothing changes at hydration).
 */
export function AddToQuote({ category, id, name, className }: AddToQuoteProps) {
  const words = useContent("layout/navigation").quote;
  const [said, setSaid] = useState("");

  function add() {
    const outcome = addToQuoteList(category, id);
    const count = readQuoteList().length;
    setSaid(
      outcome === "added"
        ? fillTemplate(words.added, { product: name, count: String(count) })
        : fillTemplate(words.already, { product: name }),
    );
  }

  return (
    <div className={cx(styles.add, className)}>
      <button
        type="button"
        className={cx(buttonStyles.button, buttonStyles.primary, styles.button)}
        onClick={add}
      >
        {words.add}
        <span className="visually-hidden"> ({name})</span>
      </button>
      <LocalLink
        className={cx(buttonStyles.button, buttonStyles.secondary, styles.noScript)}
        to={`/contact-us?product=${encodeURIComponent(`${category}/${id}`)}`}
      >
        {fillTemplate(words.noScript, { product: name })}
      </LocalLink>
      {/* Always in the page and empty until a press, so screen readers announce what it says. */}
      <p role="status" className={styles.said}>
        {said ? (
          <>
            {said} <LocalLink to="/quote">{words.view}</LocalLink>
          </>
        ) : null}
      </p>
    </div>
  );
}
