import type { ReactNode } from "react";
import { PostalAddress } from "~/components/layout/postal-address";
import { useSite } from "~/content/site";
import { useContent } from "~/content/use-content";
import { whatsAppLink } from "~/lib/whats-app";
import styles from "./contact-details.module.css";

type DetailIcon = "phone" | "whatsApp" | "email" | "address" | "hours";

/** Line icons in the site's blueprint style; decorative, the labels carry the meaning. */
const iconPaths: Record<DetailIcon, ReactNode> = {
  phone: (
    <path d="M8.5 4.5h-3a1 1 0 0 0-1 1.1C5.2 13 11 18.8 18.4 19.5a1 1 0 0 0 1.1-1v-3l-4-1.5-2 2a11 11 0 0 1-5.5-5.5l2-2Z" />
  ),
  whatsApp: (
    <path d="M4.5 19.5 5.7 16A8 8 0 1 1 8.5 18.6Z M9.2 8.8c0 3 2.9 6 6 6l1-1.3-1.8-1-1 .8a4 4 0 0 1-2.5-2.5l.8-1-1-1.8Z" />
  ),
  email: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
      <path d="m4 6.5 8 6.5 8-6.5" />
    </>
  ),
  address: (
    <>
      <path d="M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  hours: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
};

function Icon({ name }: { name: DetailIcon }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        {iconPaths[name]}
      </svg>
    </span>
  );
}

/**
 * Phone, WhatsApp (when the company facts give a number: a click-to-chat link, no script of
 * theirs), e-mail, address and hours, each in the form a visitor can act on.
 */
export function ContactDetails() {
  const site = useSite();
  const details = useContent("contact/contact-details");
  const chat = whatsAppLink(site.whatsApp);
  const values: Partial<Record<DetailIcon, ReactNode>> = {
    phone: (
      <a href={`tel:${site.phone.e164}`}>
        {/* Digit groups stay in order on right-to-left pages. */}
        <span dir="ltr">{site.phone.display}</span>
      </a>
    ),
    ...(chat && {
      whatsApp: (
        <a href={chat} target="_blank" rel="noopener noreferrer">
          {details.whatsAppLink}
        </a>
      ),
    }),
    email: <a href={`mailto:${site.email}`}>{site.email}</a>,
    address: <PostalAddress />,
    hours: site.hours,
  };
  return (
    <dl className={styles.list} aria-label={details.label}>
      {(Object.keys(values) as DetailIcon[]).map((name) => (
        <div key={name}>
          <dt>
            <Icon name={name} />
            {details.labels[name]}
          </dt>
          <dd>{values[name]}</dd>
        </div>
      ))}
    </dl>
  );
}
