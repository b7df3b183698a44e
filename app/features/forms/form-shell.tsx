import { lazy, type ReactNode, Suspense } from "react";
import { Button } from "~/components/ui/button";
import { Phrases } from "~/components/ui/phrases";
import { WithBlank } from "~/components/ui/with-blank";
import { cx } from "~/lib/cx";
import { preloadEmailSender } from "~/lib/email-client";
import styles from "./form.module.css";
import { useFormWords } from "./form-words";
import submitStyles from "./submit-button.module.css";
import type { useInquiryForm } from "./use-inquiry-form";
import type { FieldName } from "./validation";

/**
 * The way out after a failed send (the visitor's own e-mail program, with what they typed) is
 * needed only then: its code is fetched with the sending code, on the form's first focus, so it
 * is there even when the failure is the connection. Should that fetch fail, the link is the bare
 * address: the form keeps every value either way.
 */
const loadWayOut = () => import("./mailto-way-out");
const MailtoWayOut = lazy(() =>
  loadWayOut().catch(() => ({
    default: ({ address }: { address: string }) => (
      <p className={styles.wayOut}>
        <a href={`mailto:${address}`}>{address}</a>
      </p>
    ),
  })),
);

/** What the frame reads of either form's state. */
type ShellForm = Omit<ReturnType<typeof useInquiryForm>, "field" | "values" | "labels"> & {
  values: Partial<Record<FieldName, string>>;
  labels: Partial<Record<FieldName, string>>;
};

export interface FormShellProps {
  form: ShellForm;
  text: { heading: string; requiredNote: string; mailtoSubject: string };
  /** Offered when the page runs without JavaScript, and after a failed send. */
  fallbackEmail: string;
  /** Set to multipart when the form carries a file. */
  encType?: "multipart/form-data";
  /** After a failed send, beside the e-mail link (the careers form: attach the résumé). */
  failureNote?: string;
  /**
   * What the e-mail link carries besides the fields, before the message (the quote's products as
   * plain text), so nothing the visitor typed is lost on the way out.
   */
  failureDetails?: string;
  /**
   * The spam check (`useCaptcha`): its box, shown when one is configured, and `start`, run on the
   * first focus inside the form, when what a send needs is fetched.
   */
  captcha: { element: ReactNode; start: () => void };
  /** The fields, laid out in the form's two-column grid. */
  children: ReactNode;
}

/**
 * The frame both forms share: the card with its title and note, the field grid, the honeypot, the
 * one message a submit ends with and the button. The sending code is fetched on first focus so the
 * send does not wait for it.
 */
export function FormShell({
  form,
  text,
  fallbackEmail,
  encType,
  failureNote,
  failureDetails,
  captcha,
  children,
}: FormShellProps) {
  const formWords = useFormWords();
  const formMessages = formWords.messages;
  const titleId = form.fieldId("form-title");
  const honeypotId = form.fieldId("website");
  const isFailed = form.status === "failed";
  const problem =
    form.status === "invalid" ? form.summary : isFailed ? formWords.failure(form.failure) : "";
  const isBusy = form.status === "sending";
  return (
    <form
      ref={form.formRef}
      className={styles.card}
      method="post"
      encType={encType}
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.handleSubmit}
      onKeyDown={form.handleKeyDown}
      onFocus={() => {
        preloadEmailSender();
        loadWayOut().catch(() => {}); // offline: the fallback link stands in
        captcha.start();
      }}
    >
      <div className={styles.header}>
        <h3 className={styles.title} id={titleId}>
          <Phrases>{text.heading}</Phrases>
        </h3>
        <p className={styles.note}>{text.requiredNote}</p>
      </div>
      <div className={styles.grid}>{children}</div>
      {/* A trap for bots: off-screen, hidden from assistive technology and out of the tab order.
          Read from the DOM at submit, which also catches bots that set values without events. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={honeypotId}>{formWords.honeypotLabel}</label>
        <input
          ref={form.honeypotRef}
          id={honeypotId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className={styles.footer}>
        {/* Both live regions are always in the page, empty until needed, so screen readers announce
            the text the moment it appears; right above the button, so a retry is one Tab away. */}
        <div>
          <div role="alert">
            {problem ? (
              <div className={cx(styles.outcome, styles.problem)}>
                <OutcomeIcon kind="problem" />
                <div className={styles.outcomeText}>
                  <p>{problem}</p>
                  {isFailed && form.failure.reason !== "captcha-required" ? (
                    <Suspense fallback={null}>
                      <MailtoWayOut
                        form={form}
                        address={fallbackEmail}
                        subject={text.mailtoSubject}
                        note={failureNote}
                        details={failureDetails}
                      />
                    </Suspense>
                  ) : null}
                </div>
              </div>
            ) : null}
          </div>
          <div role="status">
            {form.status === "sent" ? (
              <p className={cx(styles.outcome, styles.success)} ref={form.outcomeRef} tabIndex={-1}>
                <OutcomeIcon kind="success" />
                <span>{formMessages.success}</span>
              </p>
            ) : null}
          </div>
        </div>
        {captcha.element}
        <div className={styles.actions}>
          {/* Disabled until the script runs: a submit before that would post the visitor's
              details to the static host instead of sending them. */}
          <Button
            type="submit"
            className={submitStyles.submit}
            disabled={isBusy || !form.isHydrated}
            data-busy={isBusy ? "" : undefined}
          >
            {isBusy ? <span className={submitStyles.spinner} aria-hidden="true" /> : null}
            {isBusy ? formWords.sending : formWords.submit}
          </Button>
        </div>
        <noscript>
          <p className={styles.noscript}>
            <WithBlank text={formWords.noScript} blank="email">
              <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>
            </WithBlank>
          </p>
        </noscript>
      </div>
    </form>
  );
}

function OutcomeIcon({ kind }: { kind: "problem" | "success" }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {kind === "success" ? (
        <path
          d="m7.5 12.5 3 3 6-6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <>
          <path d="M12 6.8v6.4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="12" cy="16.9" r="1.4" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
