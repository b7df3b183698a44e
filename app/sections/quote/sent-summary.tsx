import { forwardRef } from "react";
import { WithBlank } from "~/components/ui/with-blank";
import { useSite } from "~/content/site";
import { useContent, useLocale } from "~/content/use-content";
import formStyles from "~/features/forms/form.module.css";
import type { SentRequest } from "~/features/quote-form/quote-form";
import { fillTemplate } from "~/lib/fill-template";
import { formatNumber } from "~/lib/format";
import { pluralMessage } from "~/lib/plural";
import { whatsAppLink } from "~/lib/whats-app";
import styles from "./quote-request.module.css";

/**
 * What a buyer sees once the service confirmed the request: its reference (the owner's e-mail
 * has the same), when to expect a reply (a company fact), the lines as sent and, when the
 * company gives a WhatsApp number, a chat about the request with the reference already written.
 */
export const SentSummary = forwardRef<HTMLHeadingElement, { request: SentRequest }>(
  function SentSummary({ request }, ref) {
    const text = useContent("quote/quote-list");
    const site = useSite();
    const locale = useLocale();
    const chat = whatsAppLink(
      site.whatsApp,
      fillTemplate(text.sent.whatsAppText, { reference: request.reference }),
    );
    // The quantity with its unit in one message, in the number's plural form ('1 piece').
    const amount = (row: SentRequest["rows"][number]) => {
      const quantity = Number(row.quantity);
      const shown = Number.isSafeInteger(quantity)
        ? formatNumber(quantity, locale)
        : row.typedQuantity;
      return pluralMessage(locale, quantity, text.amounts[row.unit], shown);
    };
    return (
      <section className={`${styles.panel} ${styles.sent}`} aria-labelledby="quote-sent-title">
        <h2 className={styles.heading} id="quote-sent-title" ref={ref} tabIndex={-1}>
          {text.sent.heading}
        </h2>
        <p className={`${formStyles.outcome} ${formStyles.success}`}>
          <strong>
            {/* The reference kept left to right (its digits and letters), wherever the words put it. */}
            <WithBlank text={text.sent.reference} blank="reference">
              <span className={styles.reference} dir="ltr">
                {request.reference}
              </span>
            </WithBlank>
          </strong>
        </p>
        <p>{text.sent.keep}</p>
        <p>{site.replyTime}</p>
        <h3 className={styles.subheading}>{text.sent.products}</h3>
        <ul className={styles.sentList}>
          {request.rows.map((row) => (
            <li key={row.id}>
              <span className={styles.sentName}>{row.shownName}</span>
              <span>
                {amount(row)}
                {row.date ? ` · ${row.date}` : ""}
              </span>
            </li>
          ))}
        </ul>
        {chat ? (
          <a className={styles.whatsApp} href={chat} target="_blank" rel="noopener noreferrer">
            {text.sent.whatsApp}
          </a>
        ) : null}
      </section>
    );
  },
);
