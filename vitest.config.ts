import { defineConfig } from "vitest/config";
import { responsiveImages } from "./scripts/vite/responsive-images.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Content that imports a photo `?responsive` must load in unit tests as in the build.
  plugins: [responsiveImages()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.{ts,mjs}"],
    environment: "node",
    restoreMocks: true,
  },
});
