// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The module as a new page has it: reCAPTCHA not yet loaded. */
async function freshModule() {
  vi.resetModules();
  return import("./use-captcha");
}

afterEach(() => {
  cleanup();
  for (const script of document.head.querySelectorAll("script")) script.remove();
  delete window.grecaptcha;
});

const scripts = () => [...document.head.querySelectorAll("script")].map((script) => script.src);

/** reCAPTCHA as its script sets it up, answering with `token` once ticked. */
function fakeGrecaptcha() {
  const state = { token: "" };
  const grecaptcha = {
    render: vi.fn(() => 7),
    getResponse: vi.fn(() => state.token),
    reset: vi.fn(() => {
      state.token = "";
    }),
  };
  return { grecaptcha, tick: (token: string) => (state.token = token) };
}

describe("useCaptcha", () => {
  it("without a site key is nothing: no element, no script, no problem at submit", async () => {
    const { useCaptcha } = await freshModule();
    const { result } = renderHook(() => useCaptcha("", "en"));
    expect(result.current.element).toBeNull();
    act(() => result.current.start());
    expect(scripts()).toEqual([]);
    expect(result.current.answer()).toEqual({});
  });

  it("with a site key loads reCAPTCHA only when a form is started, in the page's language", async () => {
    const { grecaptcha, tick } = fakeGrecaptcha();
    const { useCaptcha } = await freshModule();
    const { result } = renderHook(() => useCaptcha("site-key-0123456789abcdef", "de"));
    render(result.current.element as ReactElement);
    expect(scripts()).toEqual([]);
    act(() => result.current.start());
    expect(scripts()).toEqual([
      "https://www.google.com/recaptcha/api.js?onload=kfCaptchaLoaded&render=explicit&hl=de",
    ]);
    expect(result.current.answer()).toEqual({ problem: "captcha-required" });
    window.grecaptcha = grecaptcha;
    await act(async () => window.kfCaptchaLoaded?.());
    expect(grecaptcha.render).toHaveBeenCalledWith(expect.any(HTMLElement), {
      sitekey: "site-key-0123456789abcdef",
      hl: "de",
    });
    expect(result.current.answer()).toEqual({ problem: "captcha-required" });
    tick("token-1");
    expect(result.current.answer()).toEqual({ token: "token-1" });
    result.current.reset();
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
  });

  it("says the check is unavailable when its script cannot load, and tries again later", async () => {
    const { useCaptcha } = await freshModule();
    const { result } = renderHook(() => useCaptcha("site-key-0123456789abcdef", "en"));
    render(result.current.element as ReactElement);
    act(() => result.current.start());
    const [script] = document.head.querySelectorAll("script");
    await act(async () => script?.dispatchEvent(new Event("error")));
    expect(result.current.answer()).toEqual({ problem: "captcha-unavailable" });
    act(() => result.current.start());
    expect(scripts()).toHaveLength(2);
  });
});
