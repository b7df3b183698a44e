import { Fragment } from "react";
import styles from "./phrases.module.css";

const KANJI = /[\u3005\u3006\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const HIRAGANA = /[\u3041-\u309f]/;
const KATAKANA = /[\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;
const LETTER = /[\p{L}\p{N}]/u;
const OPENING = /[（「『【〔［｛〈《(]/;
const CLOSING = /[）」』】〔］｝〉》、。・，．)]/;
/** Kanji that, alone, end the word before them ("ガラス製", "業務用"): no break in front. */
const SUFFIX = /[製用型式性的]/;

const DEMONSTRATIVE = /^[こそあど]の/;

type Kind = "kanji" | "hiragana" | "katakana" | "letter" | "other";
const kindOf = (char: string): Kind =>
  KANJI.test(char)
    ? "kanji"
    : HIRAGANA.test(char)
      ? "hiragana"
      : KATAKANA.test(char)
        ? "katakana"
        : LETTER.test(char)
          ? "letter"
          : "other";

/** Whether a line may break before character `i` of Japanese text. */
function mayBreak(text: string, i: number): boolean {
  const [before, after, next] = [text.charAt(i - 1), text.charAt(i), text.charAt(i + 1)];
  if (OPENING.test(after) || CLOSING.test(before)) return !CLOSING.test(after);
  const [a, b] = [kindOf(before), kindOf(after)];
  // A demonstrative starts a phrase even after a particle: "製品の|その他の".
  if (a === "hiragana" && DEMONSTRATIVE.test(text.slice(i, i + 2))) return true;
  if (i >= 2 && DEMONSTRATIVE.test(text.slice(i - 2, i))) return false;
  if (a === "other" || b === "other" || a === b) return false;
  // A phrase ends after its particles and endings (hiragana): "品質で|選ばれる|サプライヤー".
  if (a === "hiragana") return true;
  // Kanji take their endings and particles with them: "選ばれる", "数十年にわたる".
  if (b === "hiragana") return false;
  if (b === "kanji" && SUFFIX.test(after) && kindOf(next) !== "kanji") return false;
  // Where the script changes between kanji, katakana and Latin: "真空二重構造|ステンレス".
  return true;
}

/**
 * Japanese text's phrases (文節, roughly): where a line may break, so that a heading never breaks
 * inside a word ("真|空"). Made from the scripts alone, with no dictionary, so the server and
 * every browser find the same phrases (React hydrates the same markup). Other text is one piece.
 */
export function splitPhrases(text: string): string[] {
  if (!/[\u3041-\u30ff\u4e00-\u9fff]/.test(text)) return [text];
  const phrases: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    if (mayBreak(text, i)) {
      phrases.push(text.slice(start, i));
      start = i;
    }
  }
  phrases.push(text.slice(start));
  return phrases;
}

/** About how wide a letter of Manrope bold is, in ems (measured: long words 0.50 to 0.62). */
const LETTER_EM = 0.62;
/** The widest word phrases.module.css has a rule for, in ems: 38 letters. */
const MAX_EM = 24;

/**
 * The widest piece of a text that may not break (a word; in Japanese a phrase), in whole ems
 * rounded up: a full-width character is 1em, any other about `LETTER_EM`. The same on server and
 * client, so the markup hydrates unchanged.
 */
export function longestEm(pieces: string[]): number {
  const ems = pieces
    .join(" ")
    // A no-break space joins its words: "30\u00a0cm" is one piece.
    .split(" ")
    .map((word) => [...word].reduce((em, char) => em + (char < "\u3000" ? LETTER_EM : 1), 0));
  return Math.min(MAX_EM, Math.ceil(Math.max(...ems)));
}

export interface PhrasesProps {
  children: string;
}

/**
 * A heading's or product name's words, which never break inside themselves: the text is set no
 * larger than its longest word fits its box (`data-longest`, decision 017), since browsers without
 * a hyphenation dictionary break a long compound anywhere. In Japanese each phrase is kept whole
 * (`word-break: keep-all`) with a break opportunity (`<wbr>`) between phrases, in every browser;
 * Chromium's own `word-break: auto-phrase` was measured breaking "真|空二重構造".
 */
export function Phrases({ children }: PhrasesProps) {
  const phrases = splitPhrases(children);
  return (
    <span
      className={phrases.length > 1 ? styles.phrases : styles.fit}
      data-longest={longestEm(phrases)}
    >
      {phrases.map((phrase, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of one text, in order.
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
