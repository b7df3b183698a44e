// @ts-check
/**
 * The identifiers a build gets when it talks to the local e-mail stand-in (`npm start` without
 * configured identifiers, and the browser tests). They are placeholders: the real service refuses
 * them, so a build made with them can never send real mail by accident.
 */
export const STAND_IN_IDENTIFIERS = Object.freeze({
  VITE_EMAILJS_PUBLIC_KEY: "stand-in-public-key",
  VITE_EMAILJS_SERVICE_ID: "service_stand_in",
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: "template_contact",
  VITE_EMAILJS_CAREERS_TEMPLATE_ID: "template_careers",
});

/** @param {string} origin where the local server answers, e.g. http://localhost:4173 */
export function standInEnv(origin) {
  return { ...STAND_IN_IDENTIFIERS, VITE_EMAILJS_ORIGIN: origin };
}
