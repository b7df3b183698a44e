import type { Content } from "~/content/schema/registry";
import { useContent, useLocale } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";
import { formatBytes } from "~/lib/format";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { extensionMark } from "./validation";

/** A count for people, as the language writes it (`2,000`, `2.000`), in the digits the pages use. */
const counter = (locale: Locale) => (n: number) =>
  n.toLocaleString(locale, { numberingSystem: "latn" });

/** The messages both forms share (`content/forms/shared.yml`), with their number blanks filled. */
export function formMessagesOf(shared: Content<"forms/shared">, locale: Locale = DEFAULT_LOCALE) {
  const count = counter(locale);
  return {
    ...shared.messages,
    /** Over-long text is kept as typed or pasted; this says by how much to shorten it. */
    tooLong: (max: number, length: number) =>
      fillTemplate(shared.messages.tooLong, { max: count(max), count: count(length) }),
    resumeTooLarge: (limitBytes: number) =>
      fillTemplate(shared.messages.resumeTooLarge, { limit: formatBytes(limitBytes, locale) }),
    /** The words for an extension that the hint offers ('poste' of 'poste 12'): the check takes them. */
    extensionMarks: shared.extensionExamples.flatMap((example) => extensionMark(example) ?? []),
  };
}

export type FormMessages = ReturnType<typeof formMessagesOf>;

/** How a send failed, as the form tells it. */
export interface Failure {
  reason: string;
  /** With `too-many`: how long the service asked to wait, when it said. */
  retryAfterSeconds?: number;
}

/**
 * A wait for people, in the page's language: 'in 45 seconds', 'in 2 minutes', 'dans 1 heure'.
 * Rounded up, so the visitor is never told to come back too early.
 */
export function retryWhen(seconds: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(`${locale}-u-nu-latn`, { numeric: "auto" });
  const when =
    seconds < 60
      ? format.format(Math.ceil(seconds), "second")
      : seconds < 3600
        ? format.format(Math.ceil(seconds / 60), "minute")
        : format.format(Math.ceil(seconds / 3600), "hour");
  // CLDR writes '5 分後'; Japanese sets a number against its counter word: '5分後'.
  return when.replace(/(\d) (?=[\u3040-\u30ff\u4e00-\u9fff])/gu, "$1");
}

/**
 * The message for a failed send: offline, unreachable, timed out, too many, refused, or the
 * generic one (the service answered with an error, or something unforeseen).
 */
export function failureMessage(messages: FormMessages, failure: Failure, locale: Locale): string {
  switch (failure.reason) {
    case "offline":
      return messages.failureOffline;
    // The request failed on the way although the browser is online: a dropped connection, or a
    // blocker (ad blocker, firewall) that stops requests to the service. "Try again later" would
    // not help with the second, so the message names both.
    case "network":
      return messages.failureUnreachable;
    case "timeout":
      return messages.failureTimeout;
    case "too-many":
      return failure.retryAfterSeconds === undefined
        ? messages.failureTooManyLater
        : fillTemplate(messages.failureTooMany, {
            when: retryWhen(failure.retryAfterSeconds, locale),
          });
    case "refused":
      return messages.failureRefused;
    case "captcha-required":
      return messages.captchaRequired;
    case "captcha-unavailable":
      return messages.captchaUnavailable;
    default:
      return messages.failure;
  }
}

/** The forms' shared words for this page's language, with the messages ready to show. */
export function useFormWords() {
  const shared = useContent("forms/shared");
  const locale = useLocale();
  const count = counter(locale);
  const messages = formMessagesOf(shared, locale);
  const list = new Intl.ListFormat(locale, { type: "disjunction" });
  return {
    ...shared,
    locale,
    messages,
    /** The accepted formats under every phone field, with this language's extension examples. */
    contactFormats: fillTemplate(shared.contactFormats, {
      extensions: list.format(shared.extensionExamples),
    }),
    /** The counter under long text fields, e.g. "120 / 2,000 characters". */
    characterCount: (length: number, max: number) =>
      fillTemplate(shared.characterCount, { count: count(length), max: count(max) }),
    failure: (failure: Failure) => failureMessage(messages, failure, locale),
  };
}
