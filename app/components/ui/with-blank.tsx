import type { ReactNode } from "react";

/**
 * A content text with one blank filled by an element rather than a string ("Write to us at
 * {email}." with the address as a link): the words around it stay where each language puts
 * them, and the code adds no space or punctuation of its own.
 */
export function WithBlank({
  text,
  blank,
  children,
}: {
  text: string;
  blank: string;
  children: ReactNode;
}) {
  const [before = "", ...rest] = text.split(`{${blank}}`);
  return (
    <>
      {before}
      {children}
      {rest.join(`{${blank}}`)}
    </>
  );
}
