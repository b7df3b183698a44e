import type { ChangeEvent, HTMLAttributes, ReactNode } from "react";
import { cx } from "~/lib/cx";
import styles from "./text-field.module.css";

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  /** Told every change; the input itself keeps the value (see below). */
  onChange: (value: string) => void;
  /** The message under the field; also marks the field invalid for assistive technology. */
  error?: string;
  hint?: string;
  /** A multi-line field (textarea) of this many rows. */
  rows?: number;
  type?: "text" | "email" | "tel";
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  /** Shown under a multi-line field, e.g. a character count. */
  footnote?: ReactNode;
}

/**
 * A labelled input or textarea with its hint and error wired up for screen readers. The form
 * validates (`noValidate`), so `aria-required` states what is required. Uncontrolled on purpose:
 * the prerendered input takes typing before the page's scripts run, and a controlled one would be
 * reset to its initial value when React takes over (react#26974).
 */
export function TextField({
  id,
  name,
  label,
  onChange,
  error,
  hint,
  rows,
  type = "text",
  inputMode,
  autoComplete,
  footnote,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = cx(error ? errorId : "", hint ? hintId : "");
  const shared = {
    id,
    name,
    autoComplete,
    className: styles.control,
    "aria-required": true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div className={styles.field} data-invalid={error ? "" : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} spellCheck={false} />
      )}
      {error ? <FieldError id={errorId} message={error} /> : null}
      {hint || footnote ? (
        <div className={styles.below}>
          {hint ? (
            <p className={styles.hint} id={hintId}>
              {hint}
            </p>
          ) : null}
          {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

export interface FieldErrorProps {
  id: string;
  message: string;
}

/** A field's error line with a warning mark, so colour is never the only signal. */
export function FieldError({ id, message }: FieldErrorProps) {
  return (
    <p className={styles.error} id={id}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="10" cy="14.2" r="1.2" fill="currentColor" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
