import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { WithBlank } from "~/components/ui/with-blank";
import { useSite } from "~/content/site";
import { useContent, useLocale } from "~/content/use-content";
import type { SentRequest } from "~/features/quote-form/quote-form";
import { fillTemplate } from "~/lib/fill-template";
import { localePath } from "~/lib/locales";
import { pluralMessage } from "~/lib/plural";
import {
  addCustomPart,
  addIntents,
  addToQuoteList,
  CUSTOM_CATEGORY,
  isCustomPart,
  QUOTE_ADD_PARAM,
  readQuoteList,
} from "~/lib/quote-list";
import styles from "./quote-request.module.css";
import { SentSummary } from "./sent-summary";
import { useShownItems } from "./use-shown-items";

/**
 * The request form, fetched once the page has hydrated: it shows only then (the HTML cannot know
 * the list), so its code stays out of the page's first load.
 */
const loadQuoteForm = () => import("~/features/quote-form/quote-form");
const QuoteForm = lazy(() => loadQuoteForm().then((module) => ({ default: module.QuoteForm })));

/** The custom part's anchor: every "send us your drawing" link leads here (`/quote#custom-part`). */
const CUSTOM_PART_ANCHOR = "custom-part";
/** The address parameter of "Add a custom part" pressed before the page woke (`?part=new`). */
const NEW_PART_PARAM = "part";

/** The id of a line's first field (the form names them by position). */
const firstFieldOf = (index: number, isCustom: boolean) =>
  `quote-list-item-${index}-${isCustom ? "description" : "quantity"}`;

/**
 * The quote page's body. The prerendered HTML cannot know the browser's list: it says the list is
 * loading (or, in a browser that runs no scripts, offers the e-mail address); once the page wakes,
 * it adds what an Add to quote pressed before then asked for (`?add=`), opens a custom part for
 * `#custom-part`, and shows the list and the request form, or the way back to the catalogue; after
 * a send, the summary of what was sent.
 */
export function QuoteRequest() {
  const text = useContent("quote/quote-list");
  const site = useSite();
  const locale = useLocale();
  const { items, knownKeys } = useShownItems();
  const [isReady, setIsReady] = useState(false);
  const [sent, setSent] = useState<SentRequest | undefined>(undefined);
  const [added, setAdded] = useState<string[]>([]);
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const sentRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the page wakes.
  useEffect(() => {
    const url = new URL(window.location.href);
    const keys = addIntents(url.search, (key) => knownKeys.has(key));
    const before = new Set(readQuoteList().map((item) => `${item.category}/${item.id}`));
    for (const key of keys) {
      const [category = "", id = ""] = key.split("/");
      addToQuoteList(category, id);
    }
    setAdded(keys.filter((key) => !before.has(key)));
    const isNewPart = url.searchParams.get(NEW_PART_PARAM) === "new";
    if (url.searchParams.has(QUOTE_ADD_PARAM) || url.searchParams.has(NEW_PART_PARAM)) {
      // The intent is done: a reload or a shared address must not add it again.
      url.searchParams.delete(QUOTE_ADD_PARAM);
      url.searchParams.delete(NEW_PART_PARAM);
      window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    }
    if (isNewPart) setFocusKey(addCustomPart());
    else if (url.hash === `#${CUSTOM_PART_ANCHOR}`) {
      const existing = readQuoteList().find(isCustomPart);
      setFocusKey(existing ? `${CUSTOM_CATEGORY}/${existing.id}` : addCustomPart());
    } else if (keys.length > 0) setFocusKey(keys.at(-1));
    setIsReady(true);
  }, []);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  // Once the line asked for is on the page (the form is its own chunk, which may come later),
  // its first field takes focus.
  const focusIndex = focusKey ? items.findIndex((item) => item.key === focusKey) : -1;
  useEffect(() => {
    if (!focusKey || focusIndex < 0) return;
    const id = firstFieldOf(focusIndex, focusKey.startsWith(`${CUSTOM_CATEGORY}/`));
    const focusField = () => {
      const field = document.getElementById(id);
      if (!field) return false;
      field.focus();
      setFocusKey(undefined);
      return true;
    };
    if (focusField()) return;
    const watcher = new MutationObserver(() => {
      if (focusField()) watcher.disconnect();
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, [focusKey, focusIndex]);

  function startCustomPart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = addCustomPart();
    if (key) setFocusKey(key);
  }

  const addedNames = added
    .map((key) => items.find((item) => item.key === key)?.name)
    .filter((name): name is string => Boolean(name));
  const loading = (
    <p className={`${styles.panel} ${styles.loading}`} aria-busy="true">
      {text.loading}
    </p>
  );
  // In the HTML too (links lead to its anchor): a form, so a press before the page wakes opens
  // `?part=new`, which adds the part then.
  const customPart = (
    <form
      className={styles.custom}
      id={CUSTOM_PART_ANCHOR}
      method="get"
      action={`${localePath(locale, "/quote")}#${CUSTOM_PART_ANCHOR}`}
      onSubmit={startCustomPart}
    >
      <p>{text.custom.intro}</p>
      <input type="hidden" name={NEW_PART_PARAM} value="new" />
      <Button type="submit" variant="secondary">
        {text.custom.add}
      </Button>
    </form>
  );

  // The way in for a part of the buyer's own comes first and is in the HTML, so what the page
  // adds when it wakes (the list, then its form) only ever appears below it: nothing shifts.
  return (
    <Container className={styles.request}>
      {sent && items.length === 0 ? <SentSummary request={sent} ref={sentRef} /> : null}
      <div className={styles.scriptOnly}>{customPart}</div>
      <div role="status" className={styles.said}>
        {addedNames.map((name) => (
          <p key={name}>{fillTemplate(text.added, { product: name })}</p>
        ))}
      </div>
      {/* In the HTML until the page's scripts run: a loading note where the list will be, or,
          in a browser that runs none, the e-mail address. */}
      {!isReady ? (
        <>
          <div className={styles.scriptOnly}>{loading}</div>
          <p className={`${styles.panel} ${styles.noScript}`}>
            <WithBlank text={text.noScript} blank="email">
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </WithBlank>
          </p>
        </>
      ) : items.length > 0 ? (
        <>
          <div className={styles.head}>
            <h2 className={styles.heading}>
              {text.heading}{" "}
              <span className={styles.count}>
                {pluralMessage(locale, items.length, text.count)}
              </span>
            </h2>
            <p>{text.intro}</p>
          </div>
          <Suspense fallback={loading}>
            <QuoteForm items={items} onSent={setSent} />
          </Suspense>
        </>
      ) : sent ? null : (
        <div className={styles.panel}>
          <h2 className={styles.heading}>{text.empty.heading}</h2>
          <ButtonLink to={text.empty.cta.to}>{text.empty.cta.label}</ButtonLink>
        </div>
      )}
    </Container>
  );
}
