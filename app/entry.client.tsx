import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type ClientInstrumentation, matchRoutes } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { startFirstHydration } from "~/components/ui/hydration";

// React Router's default client entry, plus a hook before each navigation that loads the new page's
// code (app/lib/route-load-recovery.ts). The hook loads outside the first load; if it cannot load,
// React Router logs the error and navigates as it does without it.
const recovery = import("~/lib/route-load-recovery");

const routeLoadRecovery: ClientInstrumentation["router"] = ({ instrument }) =>
  instrument({
    navigate: async (_, { to }) => (await recovery).beforeNavigate(to, matchRoutes),
  });

// The page's static parts stay as served and its islands hydrate on their own turns
// (app/components/ui/hydration.tsx, decision 008).
startFirstHydration();
startTransition(() => {
  hydrateRoot(document, <HydratedRouter instrumentations={[{ router: routeLoadRecovery }]} />);
});
