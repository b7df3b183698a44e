import { useEffect, useRef, useState } from "react";

/** A file field's state: an accepted file, or the name of a refused one and why. */
export interface CheckedFile {
  file?: File;
  refusedName?: string;
  error?: string;
}

/**
 * An optional file of a form (the résumé, a quote's drawing): each chosen file is checked (`check`
 * says why it cannot be sent, or `undefined`), a refused one is cleared from the picker so it can
 * never be posted, and a submit made while a file's bytes are still read waits for the verdict.
 */
export function useCheckedFile(check: (file: File) => Promise<string | undefined>) {
  const [state, setState] = useState<CheckedFile>({});
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef<CheckedFile>({});
  const pending = useRef<Promise<void>>(Promise.resolve());
  const run = useRef(0);

  function set(next: CheckedFile) {
    latest.current = next;
    setState(next);
  }

  function clear() {
    run.current += 1;
    if (inputRef.current) inputRef.current.value = "";
    set({});
  }

  function choose(file: File | undefined) {
    // Some browsers report a cancelled dialog as an empty choice: keep what was chosen before.
    if (!file) return;
    run.current += 1;
    const thisRun = run.current;
    pending.current = (async () => {
      const error = await check(file);
      // A later choice, or Remove, replaced this one while its bytes were read.
      if (thisRun !== run.current) return;
      if (!error) {
        set({ file });
        return;
      }
      if (inputRef.current) inputRef.current.value = "";
      set({ refusedName: file.name, error });
    })();
  }

  // A file chosen before the page's scripts ran is still in the picker: check and keep it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form hydrates.
  useEffect(() => {
    const chosen = inputRef.current?.files?.[0];
    if (chosen) choose(chosen);
  }, []);

  return {
    state,
    inputRef,
    choose,
    clear,
    remove() {
      clear();
      inputRef.current?.focus();
    },
    /** The decision for the file as it stands once any check still running has finished. */
    async settled(): Promise<CheckedFile> {
      await pending.current;
      return latest.current;
    },
  };
}
