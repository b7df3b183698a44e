import type { FieldName, FormValues } from "./validation";

/**
 * Drafts keep the text fields across an accidental reload, in this tab only (session storage).
 * Storage may be missing, full or forbidden (private modes, sandboxed frames): every call copes.
 */
const PREFIX = "kf-draft:";

/** The saved non-empty values for these fields, whole even when over-long (the field says so). */
export function readDraft<K extends FieldName>(
  key: string,
  fields: readonly K[],
): Partial<FormValues<K>> | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? "null");
    const draft = fields.flatMap((field) => {
      const value = saved?.[field];
      return typeof value === "string" && value !== "" ? [[field, value]] : [];
    });
    return draft.length > 0 ? Object.fromEntries(draft) : undefined;
  } catch {}
}

/** Saves the values, or forgets the draft when every field is empty. */
export function writeDraft(key: string, values: Partial<Record<FieldName, string>>): void {
  const filled = Object.entries(values).filter(([, value]) => value !== "");
  try {
    if (filled.length === 0) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(Object.fromEntries(filled)));
  } catch {} // full or forbidden: only the reload safety net is gone
}
