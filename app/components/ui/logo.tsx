import styles from "./logo.module.css";

export interface LogoProps {
  name: string;
}

/** The brand mark (a forged ring over a press line) and the company name. */
export function Logo({ name }: LogoProps) {
  return (
    <span className={styles.logo}>
      <svg
        className={styles.mark}
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="10" fill="var(--logo-tile, #10263f)" />
        <circle cx="20" cy="17" r="8.5" fill="none" stroke="#f2a93b" strokeWidth="3.5" />
        <path d="M8 31h24" stroke="#ffffff" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
