/**
 * The site editor (Decap CMS) at /admin/: its own page and bundle, never loaded by the site's
 * pages. The configuration is made from the content schemas (scripts/cms/decap-config.ts); the
 * back end (this computer, or GitHub) is chosen when the editor is built or started.
 */

import backend from "virtual:cms-backend";
import categories from "virtual:cms-categories";
import CMS from "decap-cms-app";
import { decapConfig } from "../scripts/cms/decap-config.ts";
import { uploadProblem } from "../scripts/cms/uploads.ts";

// Decap's upload button only suggests pictures (`accept="image/*"`) and checks no file type;
// this refuses any other file, and any over the size limit, before the editor sees it.
window.addEventListener(
  "change",
  (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "file") return;
    const problems = [...(input.files ?? [])].map(uploadProblem).filter(Boolean);
    if (problems.length === 0) return;
    event.stopImmediatePropagation();
    input.value = "";
    window.alert(problems.join("\n"));
  },
  true,
);

CMS.init({ config: decapConfig(backend, categories) as never });
