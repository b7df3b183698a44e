import type { FieldName, FormValues } from "./validation";

/**
 * Drafts keep what a visitor typed across an accidental reload, for this tab only (session
 * storage), text fields only: a file cannot be stored and a résumé does not belong in storage.
 * Storage may be missing, full or forbidden (private modes, sandboxed frames): every call copes.
 */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const PREFIX = "kf-draft:";

/** The tab's session storage, or `undefined` where the browser refuses access to it. */
export function sessionDraftStorage(): DraftStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The saved values for these fields, or `undefined` when none are usable. Over-long values come
 * back whole, like everything else: the field then says what to shorten (never a silent cut).
 */
export function readDraft<K extends FieldName>(
  storage: DraftStorage | undefined,
  key: string,
  fields: readonly K[],
): Partial<FormValues<K>> | undefined {
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(PREFIX + key) ?? "null");
  } catch {
    return undefined;
  }
  if (typeof saved !== "object" || saved === null) return undefined;
  const draft: Partial<FormValues<K>> = {};
  for (const field of fields) {
    const value = (saved as Record<string, unknown>)[field];
    if (typeof value === "string" && value !== "") {
      draft[field] = value;
    }
  }
  return Object.keys(draft).length > 0 ? draft : undefined;
}

/** Saves the values, or forgets the draft when every field is empty. */
export function writeDraft(
  storage: DraftStorage | undefined,
  key: string,
  values: Partial<Record<FieldName, string>>,
): void {
  const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  try {
    if (Object.keys(filled).length === 0) storage?.removeItem(PREFIX + key);
    else storage?.setItem(PREFIX + key, JSON.stringify(filled));
  } catch {
    // Full or forbidden storage: the form still works, only the reload safety net is gone.
  }
}

/** Forgets the draft (after a confirmed send). */
export function clearDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(PREFIX + key);
  } catch {
    // As above: nothing to clean up if storage was never usable.
  }
}
