import { useRef, useState } from "react";
import { useSite } from "~/content/site";
import { useContent, useLocale } from "~/content/use-content";
import { FileField } from "~/features/forms/file-field";
import styles from "~/features/forms/form.module.css";
import { FormShell } from "~/features/forms/form-shell";
import { InquiryFields } from "~/features/forms/inquiry-fields";
import { useCaptcha } from "~/features/forms/use-captcha";
import { useCheckedFile } from "~/features/forms/use-checked-file";
import { type SendValues, useInquiryForm } from "~/features/forms/use-inquiry-form";
import { isBlank } from "~/features/forms/validation";
import { sendEmail } from "~/lib/email-client";
import { env } from "~/lib/env";
import { absoluteUrl, hasQuoteTemplate } from "~/lib/env-contract";
import { fillTemplate } from "~/lib/fill-template";
import { formatBytes } from "~/lib/format";
import { localePath } from "~/lib/locales";
import { clearQuoteList, isCustomPart } from "~/lib/quote-list";
import {
  checkQuoteAttachment,
  QUOTE_ATTACHMENT_ACCEPT,
  QUOTE_ATTACHMENT_FIELD,
} from "./attachment-checks";
import { QUOTE_ATTACHMENT_MAX_BYTES } from "./attachment-limit";
import { groupedExample, parseQuantity } from "./quantity";
import { type ItemErrors, QuoteItems, type ShownQuoteItem } from "./quote-items";
import { type QuoteRow, quoteParams, quoteTable, quoteTableForLink } from "./quote-table";
import { quoteReference } from "./reference";

const FIELDS = ["name", "company", "email", "contact", "interest"] as const;
type QuoteField = (typeof FIELDS)[number];

/** What was sent, for the page's summary: the reference and each line as the owner got it. */
export interface SentRequest {
  reference: string;
  rows: readonly (QuoteRow & { shownName: string; typedQuantity: string })[];
}

/** Today in the browser's time zone, as a date input writes it (`2026-11-03`). */
function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The quote request: the list's lines (catalogue products and custom parts) with their
 * quantities and units, the inquiry form's contact fields (same checks, drafts and failure paths)
 * and an optional drawing or specification. It sends the contact template's variables plus
 * `products` (a plain-text table), `locale` and `reference`; without a quote template of its own,
 * through the contact template with the table also in `interest`. The list is cleared only once
 * the service confirmed delivery.
 */
export interface QuoteFormProps {
  items: readonly ShownQuoteItem[];
  /** After a confirmed send, just before the list is cleared (the page then shows what was sent). */
  onSent: (request: SentRequest) => void;
}

export function QuoteForm({ items, onSent }: QuoteFormProps) {
  const text = useContent("forms/quote-form");
  const site = useSite();
  const locale = useLocale();
  const captcha = useCaptcha(env.captchaSiteKey, locale);
  const limit = formatBytes(QUOTE_ATTACHMENT_MAX_BYTES, locale);
  const attachment = useCheckedFile((file) =>
    checkQuoteAttachment(file, {
      type: text.messages.attachmentType,
      empty: text.messages.attachmentEmpty,
      tooLarge: fillTemplate(text.messages.attachmentTooLarge, { limit }),
      content: text.messages.attachmentContent,
    }),
  );
  const [itemErrors, setItemErrors] = useState<Record<string, ItemErrors>>({});
  const [hasChecked, setHasChecked] = useState(false);
  // One reference per request: a retry after a failure sends the same one.
  const reference = useRef<string | undefined>(undefined);
  const today = todayIso();

  function lineErrors() {
    const found: Record<string, ItemErrors> = {};
    for (const item of items) {
      const errors: ItemErrors = {};
      const quantity = parseQuantity(item.quantity, locale);
      if (!quantity.ok)
        errors.quantity =
          quantity.problem === "empty"
            ? text.messages.quantityRequired
            : quantity.problem === "notWhole"
              ? fillTemplate(text.messages.quantityNotWhole, {
                  example: groupedExample(12000, locale),
                  plain: "12000",
                })
              : text.messages.quantityInvalid;
      if (item.date && item.date < today) errors.date = text.messages.dateInPast;
      if (isCustomPart(item) && isBlank(item.description))
        errors.description = text.messages.descriptionRequired;
      if (Object.keys(errors).length > 0) found[item.key] = errors;
    }
    return found;
  }
  // Once a submit has shown them, the lines' errors follow the visitor's fixes.
  const shownErrors = hasChecked ? lineErrors() : itemErrors;

  /** The lines as the owner reads them: quantities in ASCII digits, English names beside. */
  function rows() {
    return items.map((item) => {
      const quantity = parseQuantity(item.quantity, locale);
      return {
        name: isCustomPart(item) ? item.description : item.name,
        shownName: isCustomPart(item) ? item.description : item.name,
        englishName: item.englishName,
        id: item.key,
        quantity: quantity.ok ? String(quantity.value) : item.quantity.trim(),
        typedQuantity: item.quantity.trim(),
        unit: item.unit,
        date: item.date,
        note: item.note,
        url: item.href ? absoluteUrl(localePath(locale, item.href), env.siteUrl) : "",
      };
    });
  }

  async function sendRequest(values: SendValues<QuoteField>) {
    const { file, error } = await attachment.settled();
    if (error) return { ok: false, reason: "refused", detail: `File refused: ${error}` } as const;
    reference.current ??= quoteReference(site.name);
    const products = quoteTable(rows());
    const params = quoteParams(
      values,
      products,
      locale,
      hasQuoteTemplate(env.email),
      reference.current,
    );
    if (!file) return sendEmail({ template: "quote", params });
    const form = new FormData();
    for (const [name, value] of Object.entries(params)) form.append(name, value);
    form.append(QUOTE_ATTACHMENT_FIELD, file, file.name);
    return sendEmail({ template: "quote", form });
  }

  const form = useInquiryForm({
    formId: "quote",
    fields: FIELDS,
    text,
    hasOtherErrors: Boolean(attachment.state.error) || Object.keys(shownErrors).length > 0,
    checkOthers: () => {
      const found = lineErrors();
      setItemErrors(found);
      setHasChecked(true);
      return Object.keys(found).length > 0 || Boolean(attachment.state.error);
    },
    otherSummary: attachment.state.error
      ? text.messages.summaryAttachment
      : text.messages.summaryItems,
    captcha: captcha.answer,
    send: sendRequest,
    onSent: () => {
      attachment.clear();
      captcha.reset();
      setHasChecked(false);
      // A send the honeypot or the typing check answered has no reference: nothing was sent.
      if (reference.current) onSent({ reference: reference.current, rows: rows() });
      reference.current = undefined;
      clearQuoteList();
    },
  });

  return (
    <FormShell
      form={form}
      text={text}
      fallbackEmail={site.email}
      encType="multipart/form-data"
      failureNote={attachment.state.file ? text.mailtoAttachment : undefined}
      failureDetails={quoteTableForLink(rows())}
      captcha={captcha}
    >
      <div className={styles.full}>
        <QuoteItems
          formId={form.fieldId("list")}
          items={items}
          errors={shownErrors}
          today={today}
        />
      </div>
      <InquiryFields form={form} />
      <div className={styles.full}>
        <FileField
          id={form.fieldId("attachment")}
          name={QUOTE_ATTACHMENT_FIELD}
          label={text.labels.attachment}
          hint={fillTemplate(text.hints.attachment, { limit })}
          words={text.attachment}
          accept={QUOTE_ATTACHMENT_ACCEPT}
          checked={attachment}
        />
      </div>
    </FormShell>
  );
}
