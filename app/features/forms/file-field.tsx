import type { RefObject } from "react";
import { FieldError } from "~/components/ui/text-field";
import fieldStyles from "~/components/ui/text-field.module.css";
import { useContent, useLocale } from "~/content/use-content";
import { cx } from "~/lib/cx";
import { fillTemplate } from "~/lib/fill-template";
import { formatBytes } from "~/lib/format";
import { RESUME_ACCEPT } from "./resume-checks";
import styles from "./resume-field.module.css";
import { RESUME_MAX_BYTES } from "./resume-limit";

/** The résumé as the form holds it: an accepted file, or the name of a refused one and why. */
export interface ResumeState {
  file?: File;
  refusedName?: string;
  error?: string;
}

export interface ResumeFieldProps {
  id: string;
  resume: ResumeState;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
}

/**
 * The optional résumé: the native file input, invisible over a drop zone (so click, keyboard and
 * drop work natively), then the chosen or refused file's name with a button to remove it.
 */
export function ResumeField({ id, resume, inputRef, onChoose, onRemove }: ResumeFieldProps) {
  const careersForm = useContent("forms/careers-form");
  const formWords = useContent("forms/shared");
  const locale = useLocale();
  const text = careersForm.resume;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shownName = resume.file?.name ?? resume.refusedName;
  return (
    <div className={fieldStyles.field} data-invalid={resume.error ? "" : undefined}>
      <label className={fieldStyles.label} htmlFor={id}>
        {careersForm.labels.resume} <span className={styles.optional}>({formWords.optional})</span>
      </label>
      <div className={styles.dropzone}>
        <input
          ref={inputRef}
          className={styles.input}
          type="file"
          id={id}
          name="resume"
          accept={RESUME_ACCEPT}
          aria-invalid={resume.error ? true : undefined}
          aria-describedby={cx(resume.error ? errorId : "", hintId)}
          onChange={(event) => onChoose(event.target.files?.[0])}
        />
        <span className={styles.prompt} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path d="M12 15.5V4.5m0 0-4 4m4-4 4 4M5 14.5v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3" />
          </svg>
          <span>
            <strong>{text.choose}</strong> <span className={styles.drop}>{text.drop}</span>
          </span>
        </span>
        <p className={styles.hint} id={hintId}>
          {fillTemplate(careersForm.hints.resume, { limit: formatBytes(RESUME_MAX_BYTES, locale) })}
        </p>
      </div>
      {shownName ? (
        <div className={styles.chosen} data-refused={resume.error ? "" : undefined}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M14 3.5H7a1.5 1.5 0 0 0-1.5 1.5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8Zm0 0V8h4.5M9 12.5h6M9 16h6" />
          </svg>
          <span className={styles.name}>{shownName}</span>
          <span className={styles.meta}>
            {resume.file ? formatBytes(resume.file.size, locale) : text.notAttached}
          </span>
          <button type="button" className={styles.remove} onClick={onRemove}>
            {text.remove}
            <span className="visually-hidden"> {shownName}</span>
          </button>
        </div>
      ) : null}
      {resume.error ? <FieldError id={errorId} message={resume.error} /> : null}
    </div>
  );
}
