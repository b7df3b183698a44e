/**
 * The identifiers of a build for the local e-mail stand-in: placeholders the real service refuses,
 * so such a build never sends real mail by accident.
 */
export const STAND_IN_IDENTIFIERS = Object.freeze({
  VITE_EMAILJS_PUBLIC_KEY: "stand-in-public-key",
  VITE_EMAILJS_SERVICE_ID: "service_stand_in",
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: "template_contact",
  VITE_EMAILJS_CAREERS_TEMPLATE_ID: "template_careers",
});
