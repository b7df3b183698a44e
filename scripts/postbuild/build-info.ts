import { writeFile } from "node:fs/promises";
import path from "node:path";
import { STAND_IN_IDENTIFIERS } from "../../server/stand-in-identifiers.mjs";
import type { Build } from "./pages.ts";

/** What this build sends its forms to, for scripts/stand-in-build.mjs; beside `client/`, not shipped. */
export async function writeBuildInfo({ buildDir, env }: Build): Promise<void> {
  const info = {
    emailOrigin: env.email.origin,
    emailStandIn: env.email.publicKey === STAND_IN_IDENTIFIERS.VITE_EMAILJS_PUBLIC_KEY,
  };
  await writeFile(path.join(buildDir, "build-info.json"), `${JSON.stringify(info, null, 2)}\n`);
}
