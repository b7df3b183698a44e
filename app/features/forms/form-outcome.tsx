import type { RefObject } from "react";
import styles from "./form.module.css";
import { formMessages } from "./form-words";
import type { SubmitStatus } from "./use-inquiry-form";

export interface FormOutcomeProps {
  status: SubmitStatus;
  /** What the summary says when the submit was refused (it depends on what is wrong). */
  summary: string;
  /** Receives focus after a confirmed send, so the confirmation is read and seen. */
  outcomeRef: RefObject<HTMLParagraphElement | null>;
}

/**
 * The one message a submit ends with. Both live regions are always in the page, empty until
 * needed, so screen readers announce the text the moment it appears.
 */
export function FormOutcome({ status, summary, outcomeRef }: FormOutcomeProps) {
  const problem = status === "invalid" ? summary : status === "failed" ? formMessages.failure : "";
  return (
    <div className={styles.outcomes}>
      <div role="alert">
        {problem ? (
          <p className={`${styles.outcome} ${styles.problem}`}>
            <OutcomeIcon kind="problem" />
            <span>{problem}</span>
          </p>
        ) : null}
      </div>
      <div role="status">
        {status === "sent" ? (
          <p className={`${styles.outcome} ${styles.success}`} ref={outcomeRef} tabIndex={-1}>
            <OutcomeIcon kind="success" />
            <span>{formMessages.success}</span>
          </p>
        ) : null}
      </div>
    </div>
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
