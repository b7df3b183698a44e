import type { RefObject } from "react";
import formWords from "~content/forms/shared.yml";
import styles from "./form.module.css";

export interface HoneypotProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * A trap field for bots: off-screen, hidden from assistive technology and out of the tab order,
 * so only a script filling every input finds it. Read from the DOM at submit (not React state),
 * which also catches bots that set values without firing events. It sits outside the posted
 * fields: the careers form posts a form built from the checked values, not this element.
 */
export function Honeypot({ id, inputRef }: HoneypotProps) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{formWords.honeypotLabel}</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
