import { ContentImage } from "~/components/ui/content-image";
import { LocalLink } from "~/components/ui/local-link";
import { FieldError } from "~/components/ui/text-field";
import fieldStyles from "~/components/ui/text-field.module.css";
import type { ImageAsset } from "~/content/types";
import { useContent } from "~/content/use-content";
import { cx } from "~/lib/cx";
import { fillTemplate } from "~/lib/fill-template";
import { QUOTE_NOTE_MAX, type QuoteItem, removeQuoteItem, updateQuoteItem } from "~/lib/quote-list";
import styles from "./quote-items.module.css";

/** A list item with what the page shows of its product (its name, or its key if it has none). */
export interface ShownQuoteItem extends QuoteItem {
  key: string;
  name: string;
  href?: string;
  image?: ImageAsset;
  moq?: string;
}

export interface QuoteItemsProps {
  formId: string;
  items: readonly ShownQuoteItem[];
  /** Each product's quantity problem, by its key, once a submit has checked them. */
  errors: Readonly<Record<string, string>>;
}

/**
 * The products of the request, each with its quantity (required), target date and note (both
 * optional) and a button to remove it. What is typed goes to the list at once, so a reload keeps it.
 */
export function QuoteItems({ formId, items, errors }: QuoteItemsProps) {
  const text = useContent("quote/quote-list");
  const shared = useContent("forms/shared");
  return (
    <fieldset className={styles.items}>
      {/* The section's heading above says the same on screen; the legend names the group. */}
      <legend className="visually-hidden">{text.heading}</legend>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const id = (field: string) => `${formId}-item-${index}-${field}`;
          const error = errors[item.key];
          const hintId = id("quantity-hint");
          return (
            <li key={item.key} className={styles.item}>
              <div className={styles.product}>
                {item.image ? (
                  <ContentImage image={{ ...item.image, alt: "" }} className={styles.image} />
                ) : null}
                <h4 className={styles.name} id={id("name")}>
                  {item.href ? <LocalLink to={item.href}>{item.name}</LocalLink> : item.name}
                </h4>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => removeQuoteItem(item.key)}
                  aria-describedby={id("name")}
                >
                  {text.labels.remove}
                </button>
              </div>
              <div className={styles.fields}>
                <div className={fieldStyles.field} data-invalid={error ? "" : undefined}>
                  <label className={fieldStyles.label} htmlFor={id("quantity")}>
                    {text.labels.quantity}
                    <span className="visually-hidden"> ({item.name})</span>
                  </label>
                  <input
                    id={id("quantity")}
                    className={fieldStyles.control}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    value={item.quantity}
                    aria-required
                    aria-invalid={error ? true : undefined}
                    aria-describedby={
                      cx(error ? id("quantity-error") : "", item.moq ? hintId : "") || undefined
                    }
                    onChange={(event) =>
                      updateQuoteItem(item.key, { quantity: event.target.value })
                    }
                  />
                  {item.moq ? (
                    <p className={fieldStyles.hint} id={hintId}>
                      {fillTemplate(text.labels.moq, { moq: item.moq })}
                    </p>
                  ) : null}
                  {error ? <FieldError id={id("quantity-error")} message={error} /> : null}
                </div>
                <div className={fieldStyles.field}>
                  <label className={fieldStyles.label} htmlFor={id("date")}>
                    {text.labels.targetDate}{" "}
                    <span className={styles.optional}>({shared.optional})</span>
                  </label>
                  <input
                    id={id("date")}
                    className={fieldStyles.control}
                    type="date"
                    value={item.date}
                    onChange={(event) => updateQuoteItem(item.key, { date: event.target.value })}
                  />
                </div>
                <div className={cx(fieldStyles.field, styles.note)}>
                  <label className={fieldStyles.label} htmlFor={id("note")}>
                    {text.labels.note}
                    <span className="visually-hidden"> ({item.name})</span>{" "}
                    <span className={styles.optional}>({shared.optional})</span>
                  </label>
                  <input
                    id={id("note")}
                    className={fieldStyles.control}
                    type="text"
                    maxLength={QUOTE_NOTE_MAX}
                    value={item.note}
                    onChange={(event) => updateQuoteItem(item.key, { note: event.target.value })}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
