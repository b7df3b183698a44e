/** A stand-in build's identifiers: placeholders the real service refuses, so no mail leaves. */
export const STAND_IN_IDENTIFIERS = Object.freeze({
  VITE_EMAILJS_PUBLIC_KEY: "stand-in-public-key",
  VITE_EMAILJS_SERVICE_ID: "service_stand_in",
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: "template_contact",
  VITE_EMAILJS_CAREERS_TEMPLATE_ID: "template_careers",
  VITE_EMAILJS_QUOTE_TEMPLATE_ID: "template_quote",
});
