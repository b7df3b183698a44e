import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useSite } from "~/content/site";
import { useCatalogueData, useContent } from "~/content/use-content";
import formStyles from "~/features/forms/form.module.css";
import { useFormWords } from "~/features/forms/form-words";
import type { ShownQuoteItem } from "~/features/quote-form/quote-items";
import { productPath } from "~/lib/catalogue-paths";
import { quoteKey, replaceQuoteList, sanitizeQuoteList, useQuoteList } from "~/lib/quote-list";
import styles from "./quote-request.module.css";

/**
 * The request form, fetched once the page has hydrated: it shows only then (the HTML cannot know
 * the list), so its code stays out of the page's first load.
 */
const loadQuoteForm = () => import("~/features/quote-form/quote-form");
const QuoteForm = lazy(() => loadQuoteForm().then((module) => ({ default: module.QuoteForm })));

/**
 * The list's items with their products' names, pictures and pages in the page's language: each
 * product of the catalogue once, at most (`sanitizeQuoteList`). What had to go leaves the stored
 * list too, so the header counts what this page shows.
 */
function useShownItems(): ShownQuoteItem[] {
  const { products } = useCatalogueData();
  const knownKeys = new Set(products.map((product) => quoteKey(product)));
  const list = useQuoteList();
  const items = sanitizeQuoteList(list, knownKeys);
  useEffect(() => {
    if (items !== list) replaceQuoteList(items);
  }, [items, list]);
  return items.map((item) => {
    const product = products.find(
      (candidate) => candidate.category === item.category && candidate.id === item.id,
    );
    const key = quoteKey(item);
    if (!product) return { ...item, key, name: key };
    return {
      ...item,
      key,
      name: product.heading,
      href: productPath(item.category, item.id),
      image: product.image,
      ...(product.moq ? { moq: product.moq } : {}),
    };
  });
}

/**
 * The quote page's body. The prerendered HTML cannot know the browser's list: without scripts it
 * says the list needs them and offers the e-mail address; with them, the list and the request form,
 * or the way back to the catalogue when the list is empty (and, after a send, that it was sent).
 */
export function QuoteRequest() {
  const text = useContent("quote/quote-list");
  const site = useSite();
  const { messages } = useFormWords();
  const items = useShownItems();
  const [isReady, setIsReady] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => setIsReady(true), []);
  useEffect(() => {
    if (isSent) sentRef.current?.focus();
  }, [isSent]);

  return (
    <Container className={styles.request}>
      {/* In the HTML until the page's scripts run, shown only by a browser that runs none. */}
      {isReady ? null : (
        <p className={`${styles.panel} ${styles.noScript}`}>
          {text.noScript} <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      )}
      <div role="status">
        {isSent && items.length === 0 ? (
          <p className={`${formStyles.outcome} ${formStyles.success}`} ref={sentRef} tabIndex={-1}>
            {messages.success}
          </p>
        ) : null}
      </div>
      {!isReady ? null : items.length > 0 ? (
        <>
          <div className={styles.head}>
            <h2 className={styles.heading}>{text.heading}</h2>
            <p>{text.intro}</p>
          </div>
          <Suspense fallback={null}>
            <QuoteForm items={items} onSent={() => setIsSent(true)} />
          </Suspense>
        </>
      ) : (
        <div className={styles.panel}>
          <h2 className={styles.heading}>{text.empty.heading}</h2>
          <ButtonLink to={text.empty.cta.to}>{text.empty.cta.label}</ButtonLink>
        </div>
      )}
    </Container>
  );
}
