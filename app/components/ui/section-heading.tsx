import { type ComponentProps, createContext, type ReactNode, use, useId } from "react";
import type { Headline } from "~/content/types";
import { Container } from "./container";
import { Phrases } from "./phrases";
import styles from "./section-heading.module.css";

/** The id of the enclosing `Section`'s heading, which names it. */
const TitleId = createContext<string | undefined>(undefined);

export interface SectionProps extends Omit<ComponentProps<"section">, "aria-labelledby"> {
  /** The heading's id when a link or test aims at it; otherwise a generated one (not for CSS). */
  titleId?: string;
  innerClassName?: string;
  isNarrow?: boolean;
  /** Drawn before the container, e.g. a backdrop behind the whole section. */
  backdrop?: ReactNode;
}

/** A page section named by its heading (`SectionHeading` or `SectionTitle`) inside a `Container`. */
export function Section({
  titleId,
  innerClassName,
  isNarrow,
  backdrop,
  children,
  ...props
}: SectionProps) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  return (
    <section {...props} aria-labelledby={id}>
      {backdrop}
      <Container className={innerClassName} isNarrow={isNarrow}>
        <TitleId value={id}>{children}</TitleId>
      </Container>
    </section>
  );
}

export interface SectionTitleProps {
  as?: "h1" | "h2" | "h3";
  className?: string;
  /** Only for a heading outside a `Section`; inside one the section gives the id. */
  id?: string;
  children: ReactNode;
}

/** The heading that names the enclosing `Section`, for sections with their own heading style. */
export function SectionTitle({ as: Heading = "h2", id, children, ...props }: SectionTitleProps) {
  return (
    <Heading {...props} id={id ?? use(TitleId)}>
      {typeof children === "string" ? <Phrases>{children}</Phrases> : children}
    </Heading>
  );
}

export interface SectionHeadingProps {
  /** Its eyebrow, heading and subheading; other fields (a content object's `id`) are ignored. */
  headline: Headline;
  align?: "start" | "center";
  tone?: "light" | "dark";
  id?: string;
}

/** Eyebrow, heading and optional subheading, in the site's type scale. */
export function SectionHeading({
  headline: { eyebrow, heading, subheading },
  align = "start",
  tone = "light",
  id,
}: SectionHeadingProps) {
  return (
    <div className={styles.wrap} data-align={align} data-tone={tone}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <SectionTitle className={styles.heading} id={id}>
        {heading}
      </SectionTitle>
      {subheading ? <p className={styles.subheading}>{subheading}</p> : null}
    </div>
  );
}
