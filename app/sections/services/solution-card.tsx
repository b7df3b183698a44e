import { type FocusEvent, type PointerEvent, useId, useRef, useState } from "react";
import { ContentImage } from "~/components/ui/content-image";
import { Phrases } from "~/components/ui/phrases";
import type { Content } from "~/content/schema/registry";
import { fillTemplate } from "~/lib/fill-template";
import styles from "./solution-card.module.css";

export interface SolutionCardProps {
  card: Content<"services/solutions">["items"][number];
  number: string;
  /** The toggle's accessible name, one message: 'Details: {name}'. */
  toggleLabel: string;
}

/**
 * A picture card whose text rises over the picture on mouse hover, keyboard focus or a tap on its
 * toggle. The text is always in the document (screen readers read it), and without JavaScript it
 * simply shows.
 */
export function SolutionCard({ card, number, toggleLabel }: SolutionCardProps) {
  const [isOpen, setOpen] = useState(false);
  const lastPointer = useRef("");
  const detailsId = useId();

  // Touch "hover" comes with the tap itself; only a real mouse opens on hover.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setOpen(false);
  };
  // Keyboard focus opens; the focus a tap or click gives the button does not (the click decides).
  const onFocus = (event: FocusEvent) => {
    if (event.target.matches(":focus-visible")) setOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  // A mouse click keeps the hovered card open; a tap or the keyboard toggles it.
  const onClick = () => {
    if (lastPointer.current === "mouse") setOpen(true);
    else setOpen((open) => !open);
    lastPointer.current = "";
  };

  return (
    <article
      className={styles.card}
      data-open={isOpen ? "" : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <ContentImage image={card.image} className={styles.image} />
      <div className={styles.content}>
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        <h3 className={styles.heading}>
          <Phrases>{card.heading}</Phrases>
        </h3>
        <div className={styles.details} id={detailsId}>
          <p className={styles.text}>{card.text}</p>
        </div>
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onClick={onClick}
      >
        <span className="visually-hidden">{fillTemplate(toggleLabel, { name: card.heading })}</span>
        <span className={styles.icon} aria-hidden="true" />
      </button>
    </article>
  );
}
