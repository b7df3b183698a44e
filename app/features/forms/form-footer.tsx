import type { RefObject } from "react";
import { SubmitButton } from "~/components/ui/submit-button";
import formWords from "~content/forms/shared.yml";
import styles from "./form.module.css";
import { FormOutcome } from "./form-outcome";
import type { SubmitStatus } from "./use-inquiry-form";

export interface FormFooterProps {
  status: SubmitStatus;
  summary: string;
  isHydrated: boolean;
  outcomeRef: RefObject<HTMLParagraphElement | null>;
  /** Offered when the page runs without JavaScript, since the form cannot send then. */
  fallbackEmail: string;
}

/**
 * The end of both forms: the outcome message right above the button (so a retry is one Tab
 * away) and the button, which stays disabled until the page's script runs: a submit before
 * that would post the visitor's details to the static host instead of sending them.
 */
export function FormFooter({
  status,
  summary,
  isHydrated,
  outcomeRef,
  fallbackEmail,
}: FormFooterProps) {
  return (
    <div className={styles.footer}>
      <FormOutcome status={status} summary={summary} outcomeRef={outcomeRef} />
      <div className={styles.actions}>
        <SubmitButton
          label={formWords.submit}
          busyLabel={formWords.sending}
          isBusy={status === "sending"}
          isDisabled={!isHydrated}
        />
      </div>
      <noscript>
        <p className={styles.noscript}>
          {formWords.noScript} <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>.
        </p>
      </noscript>
    </div>
  );
}
