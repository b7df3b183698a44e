import { useRef, useState } from "react";
import type { Locale } from "~/lib/locales";
import styles from "./form.module.css";

/** The part of reCAPTCHA v2's browser API the forms use. */
interface Grecaptcha {
  render: (container: HTMLElement, parameters: { sitekey: string; hl?: string }) => number;
  getResponse: (widget: number) => string;
  reset: (widget: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    kfCaptchaLoaded?: () => void;
  }
}

/** reCAPTCHA v2's script, rendered explicitly once loaded, in the page's language. */
const CAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js";

let loading: Promise<Grecaptcha> | undefined;

/** Loads reCAPTCHA once per page; a failed load (blocked, offline) may be tried again. */
function loadCaptcha(locale: Locale): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.kfCaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const script = document.createElement("script");
    script.src = `${CAPTCHA_SCRIPT}?onload=kfCaptchaLoaded&render=explicit&hl=${locale}`;
    script.async = true;
    script.onerror = () => reject(new Error("reCAPTCHA did not load"));
    document.head.append(script);
  }).catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

type CaptchaState = "off" | "waiting" | "loading" | "ready" | "failed";

/**
 * The optional spam check the e-mail service verifies itself (reCAPTCHA v2, `VITE_RECAPTCHA_SITE_KEY`).
 * Without a site key it is nothing at all: no element, no request. With one, its script is loaded
 * when the visitor first focuses the form (`start`), never with the page; `answer` gives the token
 * for the submit, or why there is none.
 */
function useCaptchaWidget(siteKey: string, locale: Locale) {
  const [state, setState] = useState<CaptchaState>(siteKey ? "waiting" : "off");
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<number | undefined>(undefined);

  function start() {
    if (state !== "waiting" && state !== "failed") return;
    setState("loading");
    loadCaptcha(locale).then(
      (captcha) => {
        if (container.current && widget.current === undefined)
          widget.current = captcha.render(container.current, { sitekey: siteKey, hl: locale });
        setState("ready");
      },
      () => setState("failed"),
    );
  }

  function answer(): { token?: string; problem?: "captcha-required" | "captcha-unavailable" } {
    if (state === "off") return {};
    if (state === "failed") return { problem: "captcha-unavailable" };
    const token =
      widget.current === undefined ? "" : window.grecaptcha?.getResponse(widget.current);
    return token ? { token } : { problem: "captcha-required" };
  }

  /** A token is good for one send: after one, the box is ticked again for the next. */
  function reset() {
    if (widget.current !== undefined) window.grecaptcha?.reset(widget.current);
  }

  const element = state === "off" ? null : <div ref={container} className={styles.captcha} />;
  return { start, answer, reset, element };
}

declare const __CAPTCHA__: boolean | undefined;

/** A build without a site key: no box, no token, no request; the widget's code is not in it. */
function useNoCaptcha(_siteKey: string, _locale: Locale): ReturnType<typeof useCaptchaWidget> {
  return { start: () => {}, answer: () => ({}), reset: () => {}, element: null };
}

/**
 * The spam check as the build configured it (`__CAPTCHA__`, vite.config.ts): without a site key
 * the bundler drops `useCaptchaWidget` and reCAPTCHA's loader from every form's chunk. Outside
 * Vite (unit tests) both are there and the key decides, as it does inside the widget.
 */
export const useCaptcha =
  typeof __CAPTCHA__ === "undefined" || __CAPTCHA__ ? useCaptchaWidget : useNoCaptcha;
