import { type FormEvent, useState } from "react";
import buttonStyles from "~/components/ui/button.module.css";
import { LocalLink } from "~/components/ui/local-link";
import { useContent, useLocale } from "~/content/use-content";
import { cx } from "~/lib/cx";
import { fillTemplate } from "~/lib/fill-template";
import { localePath } from "~/lib/locales";
import { pluralMessage } from "~/lib/plural";
import { addToQuoteList, QUOTE_ADD_PARAM, quoteKey, readQuoteList } from "~/lib/quote-list";
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
 * is already there). The button submits a real form (`GET /quote?add=<category>/<id>` in the
 * page's language), so a press before the page's scripts have run is not lost: it opens the
 * quote page, which adds the product once it wakes. After hydration the press stays on the page.
 * Without JavaScript at all the button is hidden and a link to the contact page, naming the
 * product, stands in its place (both are in the HTML: nothing changes at hydration).
 */
export function AddToQuote({ category, id, name, className }: AddToQuoteProps) {
  const words = useContent("layout/navigation").quote;
  const locale = useLocale();
  const [said, setSaid] = useState("");

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = addToQuoteList(category, id);
    const count = readQuoteList().length;
    setSaid(
      outcome === "added"
        ? fillTemplate(pluralMessage(locale, count, words.added), { product: name })
        : fillTemplate(words.already, { product: name }),
    );
  }

  return (
    <div className={cx(styles.add, className)}>
      <form method="get" action={localePath(locale, "/quote")} onSubmit={add}>
        <input type="hidden" name={QUOTE_ADD_PARAM} value={quoteKey({ category, id })} />
        {/* Its name says the product, in each language's own order, and keeps the words shown. */}
        <button
          type="submit"
          className={cx(buttonStyles.button, buttonStyles.primary, styles.button)}
          aria-label={fillTemplate(words.addLabel, { product: name })}
        >
          {words.add}
        </button>
      </form>
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
