import buttonStyles from "./button.module.css";
import styles from "./submit-button.module.css";

export interface SubmitButtonProps {
  label: string;
  /** Shown, and announced as the button's name, while the form is sending. */
  busyLabel: string;
  isBusy: boolean;
  /** Disabled for another reason, e.g. before the page's script has started. */
  isDisabled?: boolean;
}

/** The form's submit button in the site's primary style; disabled and labelled as busy in flight. */
export function SubmitButton({ label, busyLabel, isBusy, isDisabled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.submit}`}
      disabled={isBusy || isDisabled}
      data-busy={isBusy ? "" : undefined}
    >
      {isBusy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {isBusy ? busyLabel : label}
    </button>
  );
}
