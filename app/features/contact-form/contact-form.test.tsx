// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WithContent } from "~/content/content-stub";
import { formMessagesOf } from "~/features/forms/form-words";
import type { SendOutcome } from "~/lib/email";
import contactForm from "~content/forms/contact-form.en.yml";
import shared from "~content/forms/shared.en.yml";
import { ContactForm } from "./contact-form";

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

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(labels.name), " Asha ");
  await user.type(screen.getByLabelText(labels.company), "Northwind");
  await user.type(screen.getByLabelText(labels.email), "asha@example.com");
  await user.type(screen.getByLabelText(labels.contact), "+91 44 5555 0142");
  await user.type(screen.getByLabelText(labels.interest), "Tumblers");
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

  it("keeps every value and says so when the send fails", async () => {
    sendEmail.mockResolvedValue({ ok: false, reason: "network", detail: "Failed to fetch" });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(formMessages.failure)).toBeTruthy();
    expect(screen.queryByText(formMessages.success)).toBeNull();
    expect(screen.getByLabelText(labels.company)).toHaveProperty("value", "Northwind");
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

  it("restores a draft from this tab's storage, never showing errors for it", async () => {
    sessionStorage.setItem("kf-draft:contact", JSON.stringify({ name: "Asha", interest: "Hi" }));
    renderForm();
    expect(await screen.findByDisplayValue("Asha")).toBeTruthy();
    expect(screen.getByLabelText(labels.interest)).toHaveProperty("value", "Hi");
    expect(screen.queryByText(formMessages.nameRequired)).toBeNull();
  });
});
