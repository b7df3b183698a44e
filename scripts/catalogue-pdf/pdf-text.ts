import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * A PDF's text layer as a reader takes it, for the tests: pdf.js's pieces of text grouped into
 * lines (top to bottom) and, within a line, into blocks (a wide gap starts a new one: columns).
 * A block of a right-to-left document is put back into reading order: pdf.js gives the pieces in
 * visual order, left to right, each word already in its own reading order; the pieces are read
 * right to left, except runs of left-to-right pieces (Latin words, figures), read as they stand.
 */

interface Piece {
  str: string;
  dir: string;
  x: number;
  y: number;
  width: number;
}

/** The gap, in points, that separates two blocks on a line (columns, a label and its value). */
const BLOCK_GAP = 12;

export interface PdfText {
  pages: number;
  /** Each page's blocks of text in reading order, one a line. */
  text: string[];
}

export async function pdfText(bytes: Uint8Array, dir: "ltr" | "rtl" = "ltr"): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const text: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const pieces: Piece[] = [];
    for (const item of content.items)
      if ("str" in item && item.str !== "")
        pieces.push({
          str: item.str,
          dir: item.dir,
          x: item.transform[4] ?? 0,
          y: item.transform[5] ?? 0,
          width: item.width,
        });
    text.push(lines(pieces, dir).join("\n"));
  }
  await document.destroy();
  return { pages: document.numPages, text };
}

function lines(pieces: Piece[], dir: "ltr" | "rtl"): string[] {
  const rows: Piece[][] = [];
  // Marks above a letter sit a little higher than the letter: one line within 3 points.
  for (const piece of [...pieces].sort((a, b) => b.y - a.y)) {
    const row = rows.at(-1);
    if (row && Math.abs((row[0]?.y ?? 0) - piece.y) <= 3) row.push(piece);
    else rows.push([piece]);
  }
  return rows.flatMap((row) => {
    const sorted = row.sort((a, b) => a.x - b.x);
    const blocks: Piece[][] = [];
    let end = Number.NEGATIVE_INFINITY;
    for (const piece of sorted) {
      if (piece.x - end > BLOCK_GAP || blocks.length === 0) blocks.push([]);
      blocks.at(-1)?.push(piece);
      end = Math.max(end, piece.x + piece.width);
    }
    if (dir === "rtl") blocks.reverse();
    return blocks.map((block) =>
      (dir === "rtl" ? readingOrder(block) : block).map((p) => p.str).join(""),
    );
  });
}

/** Visual order to reading order in a right-to-left line: reversed, left-to-right runs kept. */
function readingOrder(block: Piece[]): Piece[] {
  const reversed = [...block].reverse();
  const result: Piece[] = [];
  let run: Piece[] = [];
  for (const piece of reversed) {
    if (piece.dir === "ltr") run.push(piece);
    else {
      result.push(...run.reverse(), piece);
      run = [];
    }
  }
  result.push(...run.reverse());
  return result;
}

/** A text as the text layer can be compared with it: no spaces or line breaks (lines wrap), no
 * Arabic vowel marks (pdf.js puts them beside their letter, not after it). */
export function comparable(text: string): string {
  return text.replace(/\s+/g, "").replace(/[\u064B-\u065F\u0670\u0640]/g, "");
}

/**
 * A content text as the text layer should hold it (`comparable`), with each lam-alef ligature
 * alef first: one glyph stands for both letters, and its two characters come out in the glyph's
 * visual order (pdftotext splits it the same way). Everything else is in reading order.
 */
export function asTextLayer(text: string): string {
  return comparable(text).replace(/ل([آأإا])/g, "$1ل");
}
