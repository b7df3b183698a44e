import { defineConfig } from "vitest/config";
import { breakpoints } from "./scripts/vite/breakpoints.ts";
import { cataloguePdf } from "./scripts/vite/catalogue-pdf.ts";
import { content } from "./scripts/vite/content.ts";
import { responsiveImages } from "./scripts/vite/responsive-images.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Content files (through the route loaders) and `?responsive` photos load in unit tests as in the build.
  plugins: [breakpoints(), content(), cataloguePdf(), responsiveImages()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.{ts,mjs}"],
    environment: "node",
    restoreMocks: true,
    // A loaded CI machine renders a whole page in jsdom several times slower than a quiet one.
    testTimeout: 30_000,
  },
});
