// Each language's catalogue PDF, made by the build before the prerender (scripts/vite/catalogue-pdf.ts).
declare module "virtual:catalogue-pdf" {
  const links: Record<import("./lib/locales").Locale, { href: string; bytes: number }>;
  export default links;
}
