const folder = "../assets/illustrations/home/";

/**
 * The home pictures by file name, whatever their format, so an owner can drop a photo in place of
 * a drawing (`range-toys.jpg` beside or instead of `range-toys.svg`; a photo wins). Vite turns the
 * glob into hashed, never-inlined URLs. The browser tests read the copy in plain Node, where there
 * is no glob (and no `import.meta.env`): they need only the words, so there the addresses stay empty.
 */
const files: Record<string, string> = import.meta.env
  ? import.meta.glob("../assets/illustrations/home/**/*.{svg,jpg,jpeg,png,webp,avif}", {
      eager: true,
      query: "?no-inline",
      import: "default",
    })
  : {};

/** Photo formats first: a photo the owner added replaces the drawing of the same name. */
const EXTENSIONS = ["avif", "webp", "jpg", "jpeg", "png", "svg"];

/** The URL of a home picture, e.g. `homeMedia("range-toys")` or `homeMedia("icons/quality")`. */
export function homeMedia(name: string): string {
  for (const extension of EXTENSIONS) {
    const url = files[`${folder}${name}.${extension}`];
    if (url) return url;
  }
  // Under Vite a missing picture is a mistake worth stopping the build for.
  if (import.meta.env) throw new Error(`No home picture named "${name}"`);
  return "";
}
