import { FieldError } from "~/components/ui/text-field";
import fieldStyles from "~/components/ui/text-field.module.css";
import { useContent, useLocale } from "~/content/use-content";
import { cx } from "~/lib/cx";
import { formatBytes } from "~/lib/format";
import { LOCALE_INFO } from "~/lib/locales";
import styles from "./file-field.module.css";
import type { useCheckedFile } from "./use-checked-file";

export interface FileFieldProps {
  id: string;
  /** The multipart field's name (the e-mail template's attachment setting uses it). */
  name: string;
  label: string;
  /** Under the drop area: the accepted types and the size limit. */
  hint: string;
  words: { choose: string; drop: string; remove: string; notAttached: string };
  /** The picker's `accept` list. */
  accept: string;
  /** The field's state and actions: what `useCheckedFile` returns. */
  checked: ReturnType<typeof useCheckedFile>;
}

/**
 * An optional file (the résumé, a drawing): the native file input, invisible over a drop zone (so
 * click, keyboard and drop work natively), then the chosen or refused file's name with a button
 * to remove it.
 */
export function FileField({ id, name, label, hint, words, accept, checked }: FileFieldProps) {
  const { state: chosen, inputRef, choose: onChoose, remove: onRemove } = checked;
  const formWords = useContent("forms/shared");
  const locale = useLocale();
  const text = words;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shownName = chosen.file?.name ?? chosen.refusedName;
  return (
    <div className={fieldStyles.field} data-invalid={chosen.error ? "" : undefined}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
        {LOCALE_INFO[locale].textGap}
        <span className={styles.optional}>{formWords.optional}</span>
      </label>
      <div className={styles.dropzone}>
        <input
          ref={inputRef}
          className={styles.input}
          type="file"
          id={id}
          name={name}
          accept={accept}
          aria-invalid={chosen.error ? true : undefined}
          aria-describedby={cx(chosen.error ? errorId : "", hintId)}
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
          {hint}
        </p>
      </div>
      {shownName ? (
        <div className={styles.chosen} data-refused={chosen.error ? "" : undefined}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M14 3.5H7a1.5 1.5 0 0 0-1.5 1.5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8Zm0 0V8h4.5M9 12.5h6M9 16h6" />
          </svg>
          <span className={styles.name}>{shownName}</span>
          <span className={styles.meta}>
            {chosen.file ? formatBytes(chosen.file.size, locale) : text.notAttached}
          </span>
          <button type="button" className={styles.remove} onClick={onRemove}>
            {text.remove}
            <span className="visually-hidden"> {shownName}</span>
          </button>
        </div>
      ) : null}
      {chosen.error ? <FieldError id={errorId} message={chosen.error} /> : null}
    </div>
  );
}
