import { useState } from "react";
import { useSite } from "~/content/site";
import { useContent, useLocale } from "~/content/use-content";
import { FileField } from "~/features/forms/file-field";
import styles from "~/features/forms/form.module.css";
import { FormShell } from "~/features/forms/form-shell";
import { InquiryFields } from "~/features/forms/inquiry-fields";
import { useCaptcha } from "~/features/forms/use-captcha";
import { useCheckedFile } from "~/features/forms/use-checked-file";
import { type SendValues, useInquiryForm } from "~/features/forms/use-inquiry-form";
import { sendEmail } from "~/lib/email-client";
import { env } from "~/lib/env";
import { absoluteUrl, hasQuoteTemplate } from "~/lib/env-contract";
import { fillTemplate } from "~/lib/fill-template";
import { formatBytes } from "~/lib/format";
import { localePath } from "~/lib/locales";
import { clearQuoteList } from "~/lib/quote-list";
import {
  checkQuoteAttachment,
  QUOTE_ATTACHMENT_ACCEPT,
  QUOTE_ATTACHMENT_FIELD,
} from "./attachment-checks";
import { QUOTE_ATTACHMENT_MAX_BYTES } from "./attachment-limit";
import { QuoteItems, type ShownQuoteItem } from "./quote-items";
import { isValidQuantity, quoteParams, quoteTable } from "./quote-table";

const FIELDS = ["name", "company", "email", "contact", "interest"] as const;
type QuoteField = (typeof FIELDS)[number];

/**
 * The quote request: the list's products with their quantities, the inquiry form's contact fields
 * (same checks, drafts and failure paths) and an optional drawing or specification. It sends the
 * contact template's variables plus `products` (a plain-text table) and `locale`; without a quote
 * template of its own, through the contact template with the table also in `interest`. The list
 * is cleared only once the service confirmed delivery.
 */
export interface QuoteFormProps {
  items: readonly ShownQuoteItem[];
  /** After a confirmed send, just before the list is cleared (the page then says it was sent). */
  onSent: () => void;
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
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [hasChecked, setHasChecked] = useState(false);

  function quantityErrors() {
    const found: Record<string, string> = {};
    for (const item of items) {
      if (!item.quantity.trim()) found[item.key] = text.messages.quantityRequired;
      else if (!isValidQuantity(item.quantity)) found[item.key] = text.messages.quantityInvalid;
    }
    return found;
  }
  // Once a submit has shown them, the quantities' errors follow the visitor's fixes.
  const shownErrors = hasChecked ? quantityErrors() : itemErrors;

  async function sendRequest(values: SendValues<QuoteField>) {
    const { file, error } = await attachment.settled();
    if (error) return { ok: false, reason: "refused", detail: `File refused: ${error}` } as const;
    const products = quoteTable(
      items.map((item) => ({
        name: item.name,
        id: item.key,
        quantity: item.quantity.trim(),
        date: item.date,
        note: item.note,
        url: item.href ? absoluteUrl(localePath(locale, item.href), env.siteUrl) : "",
      })),
    );
    const params = quoteParams(values, products, locale, hasQuoteTemplate(env.email));
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
      const found = quantityErrors();
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
      onSent();
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
      captcha={captcha}
    >
      <div className={styles.full}>
        <QuoteItems formId={form.fieldId("list")} items={items} errors={shownErrors} />
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
