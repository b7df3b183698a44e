// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentOf, WithContent } from "~/content/content-stub";
import { formMessagesOf } from "~/features/forms/form-words";
import type { SendOutcome } from "~/lib/email";
import { ContactForm } from "./contact-form";

const contactForm = contentOf("forms/contact-form");
const shared = contentOf("forms/shared");

const formMessages = formMessagesOf(shared);

const sendEmail = vi.hoisted(() => vi.fn<(message: unknown) => Promise<SendOutcome>>());
vi.mock("~/lib/email-client", () => ({ sendEmail, preloadEmailSender: () => {} }));

const { labels } = contactForm;

beforeEach(() => {
  sendEmail.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

/** The form as a page shows it, and a visitor to use it. */
function renderForm() {
  const user = userEvent.setup();
  render(
    <WithContent>
      <ContactForm />
    </WithContent>,
  );
  return user;
}

const VALID = {
  name: " Asha ",
  company: "Northwind",
  email: "asha@example.com",
  contact: "+91 44 5555 0142",
  interest: "Tumblers",
};

/**
 * Fills the form as a visitor with a prepared text does: each field pasted. (Typing it all in
 * the test's instant would be taken for a script: see the test on typing speed.)
 */
async function fillValid(user: ReturnType<typeof userEvent.setup>, values = VALID) {
  for (const [field, value] of Object.entries(values)) {
    await user.click(screen.getByLabelText(labels[field as keyof typeof VALID]));
    await user.paste(value);
  }
}

/** The prerendered form in the document, as the browser shows it before the scripts run. */
function prerender() {
  const container = document.createElement("div");
  const page = (
    <WithContent>
      <ContactForm />
    </WithContent>
  );
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const input = (label: string) =>
    [...container.querySelectorAll("label")].find((element) => element.textContent === label)
      ?.control as HTMLInputElement;
  return {
    input,
    hydrate: () => act(() => void hydrateRoot(container, page)),
    remove: () => container.remove(),
  };
}

describe("ContactForm", () => {
  it("keeps the button disabled until the page's script runs, then enables it", () => {
    // The prerendered HTML: a click before hydration must not post the details anywhere.
    expect(
      renderToString(
        <WithContent>
          <ContactForm />
        </WithContent>,
      ),
    ).toMatch(/<button type="submit"[^>]* disabled=""/);
    renderForm();
    expect(screen.getByRole("button", { name: "Submit" })).toHaveProperty("disabled", false);
  });

  it("reports every empty field once, with one summary, and sends nothing", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getAllByRole("alert").map((el) => el.textContent)).toContain(
      formMessages.summary,
    );
    expect(screen.getByLabelText(labels.name)).toHaveProperty("ariaInvalid", "true");
    expect(document.activeElement).toBe(screen.getByLabelText(labels.name));
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it("sends the five trimmed fields and the page's language once, and empties the form on success", async () => {
    sendEmail.mockResolvedValue({ ok: true });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sendEmail).toHaveBeenCalledOnce();
    expect(sendEmail).toHaveBeenCalledWith({
      template: "contact",
      params: {
        name: "Asha",
        company: "Northwind",
        email: "asha@example.com",
        contact: "+91 44 5555 0142",
        interest: "Tumblers",
        locale: "en",
      },
    });
    expect(await screen.findByText(formMessages.success)).toBeTruthy();
    expect(screen.getByLabelText(labels.name)).toHaveProperty("value", "");
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps every value and says so when the send fails, with an e-mail way out", async () => {
    sendEmail.mockResolvedValue({ ok: false, reason: "network", detail: "Failed to fetch" });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(formMessages.failureUnreachable)).toBeTruthy();
    expect(screen.queryByText(formMessages.success)).toBeNull();
    expect(screen.getByLabelText(labels.company)).toHaveProperty("value", "Northwind");
    const link = await screen.findByRole("link", { name: /^Write to / });
    const mailto = new URL(link.getAttribute("href") ?? "");
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.searchParams.get("subject")).toBe("Business inquiry from Asha");
    expect(mailto.searchParams.get("body")).toContain(`${labels.company}: Northwind`);
    expect(mailto.searchParams.get("body")).toMatch(/\n\nTumblers$/);
  });

  it.each([
    [{ reason: "offline" }, formMessages.failureOffline],
    [{ reason: "network" }, formMessages.failureUnreachable],
    [{ reason: "timeout" }, formMessages.failureTimeout],
    [{ reason: "refused" }, formMessages.failureRefused],
    [{ reason: "service-error" }, "Failed to send the message. Please try again later."],
    [{ reason: "too-many" }, formMessages.failureTooManyLater],
    [
      { reason: "too-many", retryAfterSeconds: 120 },
      formMessages.failureTooMany.replace("{when}", "in 2 minutes"),
    ],
  ] as const)("tells a failure %o apart: %s", async (failure, message) => {
    sendEmail.mockResolvedValue({ ok: false, detail: "", ...failure });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("after a 429 with Retry-After, a resend within the wait asks the service nothing", async () => {
    sendEmail.mockResolvedValue({
      ok: false,
      reason: "too-many",
      detail: "",
      retryAfterSeconds: 90,
    });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(/in 2 minutes/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sendEmail).toHaveBeenCalledOnce();
    expect(screen.getByText(/in 2 minutes|in 90 seconds|in 89 seconds/)).toBeTruthy();
  });

  it("sends a phone number in the visitor's own digits as ASCII, keeping what they typed", async () => {
    sendEmail.mockResolvedValue({ ok: true });
    const user = renderForm();
    await fillValid(user, {
      ...VALID,
      contact: "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧",
      email: "ａｓｈａ＠example.com",
    });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sendEmail).toHaveBeenCalledWith({
      template: "contact",
      params: expect.objectContaining({ contact: "+971 50 123 4567", email: "asha@example.com" }),
    });
  });

  it("takes a form typed from first key to submit in under three seconds for a script", async () => {
    sendEmail.mockResolvedValue({ ok: true });
    const user = renderForm();
    for (const [field, value] of Object.entries(VALID))
      await user.type(screen.getByLabelText(labels[field as keyof typeof VALID]), value);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // Like the honeypot: it looks sent, and nothing is.
    expect(await screen.findByText(formMessages.success)).toBeTruthy();
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it("sends a form typed at a person's pace", async () => {
    sendEmail.mockResolvedValue({ ok: true });
    let now = 1_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const user = renderForm();
    for (const [field, value] of Object.entries(VALID)) {
      await user.type(screen.getByLabelText(labels[field as keyof typeof VALID]), value);
      now += 1_000;
    }
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sendEmail).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it("ignores a second submit while the first is in flight", async () => {
    let finish: (outcome: SendOutcome) => void = () => {};
    sendEmail.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderForm();
    await fillValid(user);
    const form = screen.getByRole("button", { name: "Submit" }).closest("form");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveProperty("disabled", true);
    act(() => form?.requestSubmit());
    await act(async () => finish({ ok: true }));
    expect(sendEmail).toHaveBeenCalledOnce();
  });

  it("with every field filled but some malformed, asks to correct them, not to fill them", async () => {
    const user = renderForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText(labels.email));
    await user.type(screen.getByLabelText(labels.email), "asha@example");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const alerts = screen.getAllByRole("alert").map((el) => el.textContent);
    expect(alerts).toContain(formMessages.summaryInvalid);
    expect(alerts).not.toContain(formMessages.summary);
    expect(document.activeElement).toBe(screen.getByLabelText(labels.email));
    // One empty field among malformed ones: filling out comes first.
    await user.clear(screen.getByLabelText(labels.name));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getAllByRole("alert").map((el) => el.textContent)).toContain(
      formMessages.summary,
    );
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it("keeps a paste longer than the limit, says so at once, and refuses to send it", async () => {
    const user = renderForm();
    await fillValid(user);
    const interest = screen.getByLabelText(labels.interest);
    await user.clear(interest);
    await user.click(interest);
    await user.paste("x".repeat(10_000));
    expect(interest).toHaveProperty("value", "x".repeat(10_000));
    expect(interest.getAttribute("maxlength")).toBeNull();
    const message = formMessages.tooLong(2000, 10_000);
    expect(screen.getByText(message)).toBeTruthy();
    expect(interest.getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sendEmail).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(interest);
    expect(screen.getAllByRole("alert").map((el) => el.textContent)).toContain(
      formMessages.summaryInvalid,
    );
  });

  it("keeps what was typed into the prerendered form before it hydrated, and sends it", async () => {
    sendEmail.mockResolvedValue({ ok: true });
    const page = prerender();
    for (const [field, value] of Object.entries(VALID))
      page.input(labels[field as keyof typeof VALID]).value = value;
    page.hydrate();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Submit" })).toHaveProperty("disabled", false),
    );
    for (const [field, value] of Object.entries(VALID))
      expect(page.input(labels[field as keyof typeof VALID]).value).toBe(value);
    await userEvent.setup().click(screen.getByRole("button", { name: "Submit" }));
    expect(sendEmail).toHaveBeenCalledWith({
      template: "contact",
      params: { ...VALID, name: "Asha", locale: "en" },
    });
    page.remove();
  });

  it("fills only the fields nobody typed in from a draft, never over typing", async () => {
    sessionStorage.setItem(
      "kf-draft:contact",
      JSON.stringify({ name: "Draft name", company: "Draft company", interest: "Draft text" }),
    );
    const page = prerender();
    page.input(labels.name).value = "Typed name";
    page.input(labels.interest).focus();
    page.hydrate();
    await waitFor(() => expect(page.input(labels.company).value).toBe("Draft company"));
    expect(page.input(labels.name).value).toBe("Typed name");
    // The visitor is in the message field: a draft appearing under the cursor would surprise.
    expect(page.input(labels.interest).value).toBe("");
    page.remove();
  });

  it("restores a draft from this tab's storage, never showing errors for it", async () => {
    sessionStorage.setItem("kf-draft:contact", JSON.stringify({ name: "Asha", interest: "Hi" }));
    renderForm();
    expect(await screen.findByDisplayValue("Asha")).toBeTruthy();
    expect(screen.getByLabelText(labels.interest)).toHaveProperty("value", "Hi");
    expect(screen.queryByText(formMessages.nameRequired)).toBeNull();
  });
});
