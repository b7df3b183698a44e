import type { FormEvent, ReactNode, RefObject } from "react";
import { preloadEmailSender } from "~/lib/email-client";
import styles from "./form.module.css";
import { FormFooter } from "./form-footer";
import { Honeypot } from "./honeypot";
import type { SubmitStatus } from "./use-inquiry-form";

/** The parts of `useInquiryForm`'s result the shell wires up. */
export interface FormShellState {
  formRef: RefObject<HTMLFormElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  outcomeRef: RefObject<HTMLParagraphElement | null>;
  status: SubmitStatus;
  summary: string;
  isHydrated: boolean;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  fieldId: (field: string) => string;
}

export interface FormShellProps {
  form: FormShellState;
  /** Id of the title, which names the form. */
  titleId: string;
  title: string;
  requiredNote: string;
  /** Offered when the page runs without JavaScript. */
  fallbackEmail: string;
  /** Set to multipart when the form carries a file. */
  encType?: "multipart/form-data";
  /** The fields, laid out in the form's two-column grid. */
  children: ReactNode;
}

/**
 * The frame both forms share: the card with its title and note, the field grid, the honeypot and
 * the footer. The sending code is fetched on first focus so the send does not wait for it.
 */
export function FormShell({
  form,
  titleId,
  title,
  requiredNote,
  fallbackEmail,
  encType,
  children,
}: FormShellProps) {
  return (
    <form
      ref={form.formRef}
      className={styles.card}
      method="post"
      encType={encType}
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.handleSubmit}
      onFocus={preloadEmailSender}
    >
      <div className={styles.header}>
        <h3 className={styles.title} id={titleId}>
          {title}
        </h3>
        <p className={styles.note}>{requiredNote}</p>
      </div>
      <div className={styles.grid}>{children}</div>
      <Honeypot id={form.fieldId("website")} inputRef={form.honeypotRef} />
      <FormFooter
        status={form.status}
        summary={form.summary}
        isHydrated={form.isHydrated}
        outcomeRef={form.outcomeRef}
        fallbackEmail={fallbackEmail}
      />
    </form>
  );
}
