import { Fragment } from "react";
import { useSite } from "~/content/site";
import { addressParts } from "~/content/site-config";
import { LOCALE_INFO } from "~/lib/locales";

/**
 * The office address on one line. Each part is isolated (`<bdi>`): on right-to-left pages the
 * parts read from the right, street first and country last, and the Latin street and postcode
 * keep their own order inside.
 */
export function PostalAddress({ className }: { className?: string }) {
  const { address, locale } = useSite();
  const parts = addressParts(address);
  const comma = LOCALE_INFO[locale].dir === "rtl" ? "، " : ", ";
  return (
    <address className={className}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed and in a fixed order
        <Fragment key={i}>
          {i > 0 && comma}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </address>
  );
}
