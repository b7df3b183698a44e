import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useContent, useLocale } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";
import { pluralMessage } from "~/lib/plural";
import { loadSearch, type SearchHit, searchProducts } from "~/lib/product-search";
import styles from "./search-dialog.module.css";
import { SearchIcon } from "./search-icon";

type Outcome =
  | { status: "idle" }
  | { status: "found"; query: string; hits: SearchHit[]; total: number }
  | { status: "failed" };

export interface SearchDialogProps {
  /** `isLeaving`: closed by following a result, so focus stays with the new page. */
  onClose: (isLeaving: boolean) => void;
}

/**
 * The product search, a modal dialog: a search box, a live count of what it finds and the
 * products as links to their pages in the page's language (the index is the language's own).
 * Escape, the close button or a click beside it closes it. Loaded only when opened (site-search.tsx).
 */
export default function SearchDialog({ onClose }: SearchDialogProps) {
  const text = useContent("layout/search");
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" });
  const ids = useId();
  const isLeaving = useRef(false);

  useEffect(() => {
    dialog.current?.showModal();
    input.current?.focus();
    // Opening is using: the index starts loading before the first letter is typed.
    loadSearch().catch(() => setOutcome({ status: "failed" }));
  }, []);

  useEffect(() => {
    const term = query.trim();
    if (!term) return setOutcome({ status: "idle" });
    let isCurrent = true;
    searchProducts(term).then(
      (found) => {
        if (found && isCurrent) setOutcome({ status: "found", query: term, ...found });
      },
      () => isCurrent && setOutcome({ status: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [query]);

  const links = () => [...(list.current?.querySelectorAll("a") ?? [])];
  /** Arrow keys walk from the box through the results and back; Escape closes at once. */
  const onKeyDown = (event: KeyboardEvent) => {
    // Not left to the dialog: in a filled search box, Chromium's first Escape only empties it.
    if (event.key === "Escape") {
      event.preventDefault();
      dialog.current?.close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = [input.current, ...links()].filter((item) => item !== null);
    const at = items.indexOf(document.activeElement as HTMLInputElement);
    const next = items[at + (event.key === "ArrowDown" ? 1 : -1)];
    if (at === -1 || !next) return;
    event.preventDefault();
    next.focus();
  };

  const status =
    outcome.status === "failed"
      ? text.failed
      : outcome.status === "found"
        ? outcome.total === 0
          ? fillTemplate(text.noResults, { query: outcome.query })
          : pluralMessage(locale, outcome.total, text.resultCount)
        : "";
  const hits = outcome.status === "found" ? outcome.hits : [];

  return (
    // A click on the dialog itself is a click on its backdrop, beside the panel: it closes.
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${ids}-label`}
      onClose={() => onClose(isLeaving.current)}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <search className={styles.bar}>
          <label id={`${ids}-label`} htmlFor={`${ids}-input`} className="visually-hidden">
            {text.label}
          </label>
          <SearchIcon className={styles.icon} />
          <input
            ref={input}
            id={`${ids}-input`}
            className={styles.input}
            type="search"
            value={query}
            placeholder={text.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${ids}-status`}
            aria-controls={`${ids}-results`}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            <span className="visually-hidden">{text.close}</span>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </search>
        <p
          id={`${ids}-status`}
          className={styles.status}
          role="status"
          data-failed={outcome.status === "failed" ? "" : undefined}
        >
          {status}
        </p>
        <ul id={`${ids}-results`} ref={list} className={styles.results} aria-label={text.label}>
          {hits.map((hit) => (
            <li key={hit.url} className={styles.result}>
              {hit.image ? (
                <img className={styles.picture} src={hit.image} alt="" width="56" height="56" />
              ) : null}
              <Link
                to={hit.url}
                className={styles.title}
                onClick={() => {
                  isLeaving.current = true;
                  dialog.current?.close();
                }}
              >
                {hit.title}
              </Link>
              <p className={styles.excerpt}>
                {hit.excerpt.map((part, index) =>
                  part.isMatch ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move.
                    <mark key={index}>{part.text}</mark>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
