import { type FormEvent, useEffect, useRef, useState } from "react";
import type { SendOutcome } from "~/lib/email";
import { readDraft, writeDraft } from "./drafts";
import { useFormWords } from "./form-words";
import {
  FIELD_LIMITS,
  type FieldErrors,
  type FieldName,
  type FormValues,
  hasMissingField,
  isTooLong,
  normalizeValues,
  validateField,
  validateForm,
} from "./validation";

/** Where a form stands: nothing yet, errors shown, in flight, or one of the two outcomes. */
type SubmitStatus = "idle" | "invalid" | "sending" | "sent" | "failed";

export interface UseInquiryFormOptions<K extends FieldName> {
  /** Prefix for element ids and the draft's storage key, e.g. 'contact'. */
  formId: string;
  fields: readonly K[];
  /** The form's words: its field labels and the hints under the phone and message fields. */
  text: { labels: Record<K, string>; hints: { contact: string; interest: string } };
  /** Whether a refused résumé blocks the submit. */
  hasOtherErrors?: boolean;
  send: (values: FormValues<K>) => Promise<SendOutcome>;
  /** Runs after a confirmed send, to clear what the hook does not hold (the résumé). */
  onSent?: () => void;
}

/** Each text field's input, the same in both forms. */
const INPUTS = {
  name: { autoComplete: "name" },
  company: { autoComplete: "organization" },
  email: { type: "email", autoComplete: "email" },
  contact: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  interest: { rows: 6 },
} as const;

function emptyValues<K extends FieldName>(fields: readonly K[]): FormValues<K> {
  return Object.fromEntries(fields.map((field) => [field, ""])) as FormValues<K>;
}

/**
 * The behaviour both forms share: validation on submit with focus on the first invalid field,
 * exactly one send per submit, one outcome message, the honeypot, and drafts that survive a
 * reload. Values are cleared only after the service confirms delivery.
 */
export function useInquiryForm<K extends FieldName>(options: UseInquiryFormOptions<K>) {
  const { formId, fields, hasOtherErrors = false } = options;
  const formWords = useFormWords();
  const { messages: formMessages, characterCount } = formWords;
  const [values, setValues] = useState(() => emptyValues(fields));
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [status, setStatus] = useState<SubmitStatus>("idle");
  // Chosen at submit and kept while the visitor fixes things, so the alert is not re-announced.
  const [summary, setSummary] = useState<string>(formMessages.summary);
  const [isHydrated, setIsHydrated] = useState(false);
  // Bumped on every submit so the focus effect runs even when the status does not change.
  const [submitCount, setSubmitCount] = useState(0);
  const isSending = useRef(false);
  const hasReadDraft = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => setIsHydrated(true), []);

  // The first run restores a draft; every later one saves the values (an empty form forgets it).
  useEffect(() => {
    if (!hasReadDraft.current) {
      hasReadDraft.current = true;
      const draft = readDraft(formId, fields);
      if (draft) setValues((current) => ({ ...current, ...draft }));
      return;
    }
    writeDraft(formId, values);
  }, [values, formId, fields]);

  useEffect(() => {
    const form = formRef.current;
    const active = document.activeElement;
    if (submitCount === 0) return;
    if (status === "invalid") form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // After a send, move focus only if the visitor has not moved on to something else.
    else if (!active || active === document.body || active.matches("[type=submit]")) {
      if (status === "sent") outcomeRef.current?.focus();
      if (status === "failed") form?.querySelector<HTMLElement>("[type=submit]")?.focus();
    }
  }, [status, submitCount]);

  // Once every problem is fixed, the summary has nothing left to say.
  const hasErrors = Object.keys(errors).length > 0 || hasOtherErrors;
  useEffect(() => {
    if (status === "invalid" && !hasErrors) setStatus("idle");
  }, [status, hasErrors]);

  /**
   * Updates a field; a field showing an error is checked again as the visitor fixes it, and one
   * that grows past its limit (a long paste) says so at once: the text is kept, never cut.
   */
  function setValue(field: K, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (!errors[field] && !isTooLong(field, value)) return;
    const next = { ...errors, [field]: validateField(field, value, formMessages) };
    if (!next[field]) delete next[field];
    setErrors(next);
  }

  function reset() {
    setValues(emptyValues(fields));
    setErrors({});
    if (honeypotRef.current) honeypotRef.current.value = "";
    options.onSent?.();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending.current) return;
    setSubmitCount((count) => count + 1);
    const found = validateForm(fields, values, formMessages);
    const hasFieldErrors = Object.keys(found).length > 0;
    setErrors(found);
    if (hasFieldErrors || hasOtherErrors) {
      // What blocks the submit: empty required fields, malformed ones, or only the résumé.
      if (hasMissingField(fields, values)) setSummary(formMessages.summary);
      else if (hasFieldErrors) setSummary(formMessages.summaryInvalid);
      else setSummary(formMessages.summaryResume);
      setStatus("invalid");
      return;
    }
    // Bots fill every field they find; people never see this one. Pretend it went well.
    if (honeypotRef.current?.value) {
      reset();
      setStatus("sent");
      return;
    }
    isSending.current = true;
    setStatus("sending");
    const outcome = await options.send(normalizeValues(values)).catch((error) => {
      // Preparing the message failed (an old browser without DataTransfer, say): still one answer.
      console.warn("E-mail not sent:", error);
      return { ok: false } as const;
    });
    isSending.current = false;
    if (outcome.ok) reset();
    setStatus(outcome.ok ? "sent" : "failed");
  }

  const fieldId = (field: string) => `${formId}-${field}`;

  /** The props of a text field (`TextField`). */
  function field(name: K) {
    const { labels, hints } = options.text;
    return {
      ...INPUTS[name],
      id: fieldId(name),
      name,
      label: labels[name],
      value: values[name],
      onChange: (value: string) => setValue(name, value),
      error: errors[name],
      ...(name === "contact" && { hint: `${hints.contact} ${formWords.contactFormats}` }),
      ...(name === "interest" && {
        hint: hints.interest,
        footnote: characterCount(values[name].length, FIELD_LIMITS.interest),
      }),
    };
  }

  return {
    values,
    status,
    summary,
    isHydrated,
    handleSubmit,
    formRef,
    honeypotRef,
    outcomeRef,
    fieldId,
    field,
  };
}
