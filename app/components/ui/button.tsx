import type { ComponentProps, ReactNode } from "react";
import { cx } from "~/lib/cx";
import styles from "./button.module.css";
import { LocalLink } from "./local-link";

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: "primary" | "secondary" | "on-dark";
  /** An outside address: rendered as a plain link that opens in a new tab. */
  isExternal?: boolean;
  /** Appended to the accessible name of an outside link, e.g. "(opens in a new tab)". */
  newTabHint?: string;
  className?: string;
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonLinkProps["variant"];
  type: "button" | "submit";
}

/** A button with the calls to action's look (the forms' submit button). */
export function Button({ variant = "primary", className, type, ...props }: ButtonProps) {
  return (
    <button type={type} className={cx(styles.button, styles[variant], className)} {...props} />
  );
}

/** A link styled as a button: the site's calls to action. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  isExternal = false,
  newTabHint,
  className,
}: ButtonLinkProps) {
  const classes = cx(styles.button, styles[variant], className);
  if (isExternal) {
    return (
      <a className={classes} href={to} target="_blank" rel="noopener noreferrer">
        {children}
        {newTabHint ? <span className="visually-hidden"> {newTabHint}</span> : null}
      </a>
    );
  }
  return (
    <LocalLink className={classes} to={to}>
      {children}
    </LocalLink>
  );
}
