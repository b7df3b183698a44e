import { ContentImage } from "~/components/ui/content-image";
import { LocalLink } from "~/components/ui/local-link";
import { Phrases } from "~/components/ui/phrases";
import { FieldError } from "~/components/ui/text-field";
import fieldStyles from "~/components/ui/text-field.module.css";
import type { ImageAsset } from "~/content/types";
import { useContent, useLocale } from "~/content/use-content";
import { cx } from "~/lib/cx";
import { fillTemplate } from "~/lib/fill-template";
import { LOCALE_INFO } from "~/lib/locales";
import {
  isCustomPart,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_NOTE_MAX,
  QUOTE_UNITS,
  type QuoteItem,
  type QuoteUnit,
  removeQuoteItem,
  updateQuoteItem,
} from "~/lib/quote-list";
import styles from "./quote-items.module.css";

/** A list item with what the page shows of its product (its name, or its key if it has none). */
export interface ShownQuoteItem extends QuoteItem {
  key: string;
  /** The product's name in the page's language, or a custom part's line name ("Custom part 1"). */
  name: string;
  /** The product's English name, for the owner's e-mail. */
  englishName: string;
  href?: string;
  image?: ImageAsset;
  moq?: string;
}

/** What a line's fields need fixing, once a submit has checked them. */
export type ItemErrors = Partial<Record<"quantity" | "date" | "description", string>>;

export interface QuoteItemsProps {
  formId: string;
  items: readonly ShownQuoteItem[];
  /** Each line's problems, by its key. */
  errors: Readonly<Record<string, ItemErrors>>;
  /** Today as a date input writes it (`2026-11-03`): no target date may be earlier. */
  today: string;
}

/**
 * The products of the request, each with its quantity and unit (required), target date and note
 * (both optional) and a button to remove it; a custom part also has its description (required).
 * What is typed goes to the list at once, so a reload keeps it. Every field's accessible name
 * includes its product, as the same labels repeat on every line.
 */
export function QuoteItems({ formId, items, errors, today }: QuoteItemsProps) {
  const text = useContent("quote/quote-list");
  const shared = useContent("forms/shared");
  // No space before Japanese full-width brackets: "希望納期（任意）".
  const gap = LOCALE_INFO[useLocale()].textGap;
  return (
    <fieldset className={styles.items}>
      {/* The section's heading above says the same on screen; the legend names the group. */}
      <legend className="visually-hidden">{text.heading}</legend>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const id = (field: string) => `${formId}-item-${index}-${field}`;
          const error = errors[item.key] ?? {};
          const update = (patch: Parameters<typeof updateQuoteItem>[1]) =>
            updateQuoteItem(item.key, patch);
          const product = <span className="visually-hidden"> ({item.name})</span>;
          const optional = <span className={styles.optional}>{shared.optional}</span>;
          const describedBy = (...ids: (string | false | undefined)[]) =>
            cx(...ids.map((value) => value || "")) || undefined;
          return (
            <li key={item.key} className={styles.item}>
              <div className={styles.product}>
                {item.image ? (
                  <ContentImage image={{ ...item.image, alt: "" }} className={styles.image} />
                ) : null}
                <h4 className={styles.name} id={id("name")}>
                  {item.href ? (
                    <LocalLink to={item.href}>
                      <Phrases>{item.name}</Phrases>
                    </LocalLink>
                  ) : (
                    <Phrases>{item.name}</Phrases>
                  )}
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
                {isCustomPart(item) ? (
                  <div
                    className={cx(fieldStyles.field, styles.wide)}
                    data-invalid={error.description ? "" : undefined}
                  >
                    <label className={fieldStyles.label} htmlFor={id("description")}>
                      {text.labels.description}
                      {product}
                    </label>
                    <input
                      id={id("description")}
                      className={fieldStyles.control}
                      type="text"
                      maxLength={QUOTE_DESCRIPTION_MAX}
                      value={item.description}
                      aria-required
                      aria-invalid={error.description ? true : undefined}
                      aria-describedby={describedBy(
                        error.description && id("description-error"),
                        id("description-hint"),
                      )}
                      onChange={(event) => update({ description: event.target.value })}
                    />
                    <p className={fieldStyles.hint} id={id("description-hint")}>
                      {text.custom.drawingHint}
                    </p>
                    {error.description ? (
                      <FieldError id={id("description-error")} message={error.description} />
                    ) : null}
                  </div>
                ) : null}
                <div className={styles.amount}>
                  <div
                    className={cx(fieldStyles.field, styles.quantity)}
                    data-invalid={error.quantity ? "" : undefined}
                  >
                    <label className={fieldStyles.label} htmlFor={id("quantity")}>
                      {text.labels.quantity}
                      {product}
                    </label>
                    {/* Text, not number: buyers type 5.000, 1,200 or ５０００, read per language. */}
                    <input
                      id={id("quantity")}
                      className={fieldStyles.control}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      value={item.quantity}
                      aria-required
                      aria-invalid={error.quantity ? true : undefined}
                      aria-describedby={describedBy(
                        error.quantity && id("quantity-error"),
                        item.moq && id("quantity-hint"),
                      )}
                      onChange={(event) => update({ quantity: event.target.value })}
                    />
                  </div>
                  <div className={cx(fieldStyles.field, styles.unit)}>
                    <label className={fieldStyles.label} htmlFor={id("unit")}>
                      {text.labels.unit}
                      {product}
                    </label>
                    <select
                      id={id("unit")}
                      className={cx(fieldStyles.control, styles.select)}
                      value={item.unit}
                      onChange={(event) => update({ unit: event.target.value as QuoteUnit })}
                    >
                      {QUOTE_UNITS.map((unit) => (
                        <option key={unit} value={unit}>
                          {text.units[unit]}
                        </option>
                      ))}
                    </select>
                  </div>
                  {item.moq ? (
                    <p className={cx(fieldStyles.hint, styles.wide)} id={id("quantity-hint")}>
                      {fillTemplate(text.labels.moq, { moq: item.moq })}
                    </p>
                  ) : null}
                  {error.quantity ? (
                    <div className={styles.wide} data-invalid="">
                      <FieldError id={id("quantity-error")} message={error.quantity} />
                    </div>
                  ) : null}
                </div>
                <div className={fieldStyles.field} data-invalid={error.date ? "" : undefined}>
                  <label className={fieldStyles.label} htmlFor={id("date")}>
                    {text.labels.targetDate}
                    {product}
                    {gap}
                    {optional}
                  </label>
                  <input
                    id={id("date")}
                    className={fieldStyles.control}
                    type="date"
                    min={today}
                    value={item.date}
                    aria-invalid={error.date ? true : undefined}
                    aria-describedby={describedBy(error.date && id("date-error"))}
                    onChange={(event) => update({ date: event.target.value })}
                  />
                  {error.date ? <FieldError id={id("date-error")} message={error.date} /> : null}
                </div>
                <div className={cx(fieldStyles.field, styles.note)}>
                  <label className={fieldStyles.label} htmlFor={id("note")}>
                    {text.labels.note}
                    {product}
                    {gap}
                    {optional}
                  </label>
                  <input
                    id={id("note")}
                    className={fieldStyles.control}
                    type="text"
                    maxLength={QUOTE_NOTE_MAX}
                    value={item.note}
                    onChange={(event) => update({ note: event.target.value })}
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
