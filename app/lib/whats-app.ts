/**
 * A WhatsApp click-to-chat address (`https://wa.me/<digits>`) for a number as printed, with a
 * first message when given; `undefined` for an empty number, so the link is left out. A plain
 * link: no script or widget of WhatsApp's loads.
 */
export function whatsAppLink(number: string, message?: string): string | undefined {
  const digits = number.replace(/\D/g, "");
  if (!digits) return undefined;
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}
