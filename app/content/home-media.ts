const folder = "../assets/illustrations/home/";

/**
 * The home illustrations by file name. Vite turns the glob into hashed, never-inlined URLs. The
 * browser tests read the copy in plain Node, where there is no glob (and no `import.meta.env`):
 * they need only the words, so there the addresses stay empty.
 */
const files: Record<string, string> = import.meta.env
  ? import.meta.glob("../assets/illustrations/home/**/*.svg", {
      eager: true,
      query: "?no-inline",
      import: "default",
    })
  : {};

/** The URL of a home illustration, e.g. `homeMedia("range-toys")` or `homeMedia("icons/quality")`. */
export function homeMedia(name: string): string {
  const url = files[`${folder}${name}.svg`];
  if (url) return url;
  // Under Vite a missing drawing is a mistake worth stopping the build for.
  if (import.meta.env) throw new Error(`No home illustration named "${name}"`);
  return "";
}
