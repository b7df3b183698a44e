/**
 * The largest drawing or specification the quote form accepts. The one place to change it: keep
 * it at or below what the e-mail service's plan allows for attachments (the local stand-in
 * accepts a little more). A module of its own, free of the form's words, as the résumé's is.
 */
export const QUOTE_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
