import type { ReactNode } from "react";

export type RevealVariant = "fade-up" | "fade-left" | "fade-right";

export interface RevealProps {
  children: ReactNode;
  variant?: RevealVariant;
  as?: "div" | "li" | "article" | "section";
  className?: string;
}

/**
 * Marks content to fade in as it scrolls into view. The layout's `useScrollReveal` does the work,
 * so the markup stays plain and fully visible without JavaScript.
 */
export function Reveal({ children, variant = "fade-up", as: Tag = "div", className }: RevealProps) {
  return (
    <Tag data-reveal={variant} className={className}>
      {children}
    </Tag>
  );
}
