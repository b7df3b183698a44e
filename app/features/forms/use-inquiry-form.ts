import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { SendOutcome } from "~/lib/email";
import { readDraft, writeDraft } from "./drafts";
import { type Failure, useFormWords } from "./form-words";
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

/** What a form sends: the checked values, plus the spam check's answer when one is configured. */
export type SendValues<K extends FieldName> = FormValues<K> & { "g-recaptcha-response"?: string };

export interface UseInquiryFormOptions<K extends FieldName> {
  /** Prefix for element ids and the draft's storage key, e.g. 'contact'. */
  formId: string;
  fields: readonly K[];
  /** The form's words: its field labels and the hints under the phone and message fields. */
  text: { labels: Record<K, string>; hints: { contact: string; interest: string } };
  /** Whether something besides the text fields blocks the submit (a refused file, a quantity). */
  hasOtherErrors?: boolean;
  /**
   * Checks the parts besides the text fields at submit (showing their own errors) and says
   * whether they block it; with `hasOtherErrors` kept up to date while the visitor fixes them.
   */
  checkOthers?: () => boolean;
  /** Above the button when only those parts block the submit (default: the résumé's message). */
  otherSummary?: string;
  send: (values: SendValues<K>) => Promise<SendOutcome>;
  /** Runs after a confirmed send, to clear what the hook does not hold (the résumé). */
  onSent?: () => void;
  /**
   * The spam check's answer for this submit: a token, `undefined` when it is not configured,
   * or a failure the form shows instead of sending (not ticked, could not load).
   */
  captcha?: () => { token?: string; problem?: "captcha-required" | "captcha-unavailable" };
}

/** Each text field's input, the same in both forms. */
const INPUTS = {
  name: { autoComplete: "name" },
  company: { autoComplete: "organization" },
  email: { type: "email", autoComplete: "email" },
  contact: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  interest: { rows: 6 },
} as const;

/**
 * A submit sooner than this after the first typed character is a script, not a person: nobody
 * types a whole inquiry in three seconds. Autofill and paste are not typing and do not count.
 */
export const MIN_TYPING_MS = 3000;

function emptyValues<K extends FieldName>(fields: readonly K[]): FormValues<K> {
  return Object.fromEntries(fields.map((field) => [field, ""])) as FormValues<K>;
}

/** A field's element in the form, found by its name. */
function control(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : undefined;
}

/** What the fields hold now: the page's own inputs are the record of what was typed. */
function readValues<K extends FieldName>(form: HTMLFormElement | null, fields: readonly K[]) {
  const entries = fields.map((field) => [field, control(form, field)?.value ?? ""]);
  return Object.fromEntries(entries) as FormValues<K>;
}

/** Two sentences as one text: a space between them, none after a full-width full stop (。). */
const joinSentences = (first: string, second: string) =>
  /[。！？]$/.test(first) ? first + second : `${first} ${second}`;

/** Whether a key press types a character (not a shortcut, not a movement, not autofill). */
const typesCharacter = (event: KeyboardEvent) =>
  (event.key.length === 1 || event.key === "Process") &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey;

/**
 * The behaviour both forms share: validation on submit with focus on the first invalid field,
 * exactly one send per submit, one outcome message, the honeypot, and drafts that survive a
 * reload. Values are cleared only after the service confirms delivery.
 *
 * The fields are uncontrolled: the page's inputs hold what the visitor typed, from the moment
 * the HTML paints, and React never writes over them. At hydration the form adopts what they hold
 * (typing, autofill, a browser's restored values) and a saved draft fills only the empty fields
 * the visitor is not in; `values` mirrors them for the live checks, the counter and the draft,
 * and a submit reads the inputs themselves.
 */
export function useInquiryForm<K extends FieldName>(options: UseInquiryFormOptions<K>) {
  const { formId, fields, hasOtherErrors = false } = options;
  const formWords = useFormWords();
  const { messages: formMessages, characterCount } = formWords;
  const [values, setValues] = useState(() => emptyValues(fields));
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [failure, setFailure] = useState<Failure>({ reason: "unexpected" });
  // Chosen at submit and kept while the visitor fixes things, so the alert is not re-announced.
  const [summary, setSummary] = useState<string>(formMessages.summary);
  const [isHydrated, setIsHydrated] = useState(false);
  // Bumped on every submit so the focus effect runs even when the status does not change.
  const [submitCount, setSubmitCount] = useState(0);
  const isSending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  /** When the visitor typed the first character since the last send (`performance.now()`). */
  const firstTyped = useRef<number | undefined>(undefined);
  /** Until when the service asked us not to send again (`performance.now()`), after a 429. */
  const retryAt = useRef(0);

  // Hydration: adopt what the inputs hold, then fill the empty ones from a draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form hydrates.
  useEffect(() => {
    const form = formRef.current;
    const typed = readValues(form, fields);
    const draft: Partial<FormValues<K>> = readDraft(formId, fields) ?? {};
    for (const field of fields) {
      const element = control(form, field);
      const saved = draft[field];
      if (typed[field] !== "" || !saved || !element || element === document.activeElement) continue;
      element.value = saved;
      typed[field] = saved;
    }
    setValues(typed);
    // An over-long value (a paste before the script ran) says so at once, as it would after.
    const tooLong = fields.filter((field) => isTooLong(field, typed[field]));
    if (tooLong.length > 0)
      setErrors(
        Object.fromEntries(
          tooLong.map((field) => [field, validateField(field, typed[field], formMessages)]),
        ) as FieldErrors<K>,
      );
    setIsHydrated(true);
  }, []);

  // Every change after hydration is saved (an empty form forgets its draft).
  useEffect(() => {
    if (isHydrated) writeDraft(formId, values);
  }, [values, formId, isHydrated]);

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
    // The inputs go back to their empty defaults, the résumé picker and the honeypot included.
    formRef.current?.reset();
    setValues(emptyValues(fields));
    setErrors({});
    firstTyped.current = undefined;
    options.onSent?.();
  }

  function fail(next: Failure) {
    setFailure(next);
    setStatus("failed");
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending.current) return;
    setSubmitCount((count) => count + 1);
    // What the inputs hold, even if a browser filled them without telling anyone.
    const current = readValues(formRef.current, fields);
    setValues(current);
    const found = validateForm(fields, current, formMessages);
    const hasFieldErrors = Object.keys(found).length > 0;
    setErrors(found);
    const isOtherInvalid = (options.checkOthers?.() ?? false) || hasOtherErrors;
    if (hasFieldErrors || isOtherInvalid) {
      // What blocks the submit: empty required fields, malformed ones, or only the résumé.
      if (hasMissingField(fields, current)) setSummary(formMessages.summary);
      else if (hasFieldErrors) setSummary(formMessages.summaryInvalid);
      else setSummary(options.otherSummary ?? formMessages.summaryResume);
      setStatus("invalid");
      return;
    }
    // Bots fill every field they find, or type a whole form in an instant; people do neither.
    // Pretend it went well.
    const isInstant =
      firstTyped.current !== undefined && performance.now() - firstTyped.current < MIN_TYPING_MS;
    if (honeypotRef.current?.value || isInstant) {
      reset();
      setStatus("sent");
      return;
    }
    // The service asked us to wait: say again how long, without asking it again.
    const waitMs = retryAt.current - performance.now();
    if (waitMs > 0) {
      fail({ reason: "too-many", retryAfterSeconds: Math.ceil(waitMs / 1000) });
      return;
    }
    const captcha = options.captcha?.() ?? {};
    if (captcha.problem) {
      fail({ reason: captcha.problem });
      return;
    }
    isSending.current = true;
    setStatus("sending");
    const toSend: SendValues<K> = normalizeValues(current);
    if (captcha.token) toSend["g-recaptcha-response"] = captcha.token;
    const outcome = await options.send(toSend).catch((error): SendOutcome => {
      // Preparing the message failed (an old browser without DataTransfer, say): still one answer.
      console.warn("E-mail not sent:", error);
      return { ok: false, reason: "unexpected", detail: String(error) };
    });
    isSending.current = false;
    if (outcome.ok) {
      reset();
      setStatus("sent");
      return;
    }
    if (outcome.reason === "too-many" && outcome.retryAfterSeconds)
      retryAt.current = performance.now() + outcome.retryAfterSeconds * 1000;
    fail({ reason: outcome.reason, retryAfterSeconds: outcome.retryAfterSeconds });
  }

  /** Notes the first typed character, for the check against forms typed in an instant. */
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (firstTyped.current === undefined && typesCharacter(event))
      firstTyped.current = performance.now();
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
      onChange: (value: string) => setValue(name, value),
      error: errors[name],
      ...(name === "contact" && { hint: joinSentences(hints.contact, formWords.contactFormats) }),
      ...(name === "interest" && {
        hint: hints.interest,
        footnote: characterCount(values[name].length, FIELD_LIMITS.interest),
      }),
    };
  }

  return {
    values: normalizeValues(values),
    labels: options.text.labels,
    status,
    failure,
    summary,
    isHydrated,
    handleSubmit,
    handleKeyDown,
    formRef,
    honeypotRef,
    outcomeRef,
    fieldId,
    field,
  };
}
