import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type ClientInstrumentation, matchRoutes } from "react-router";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry (without <StrictMode>, which does nothing in a production
// build), plus a hook that runs before each navigation: when a page's code fails to load, React
// Router would reload the page being left instead (see app/lib/route-load-recovery.ts). The
// hook's code loads once the app runs, outside the first load; if it could not load, React Router
// logs the hook's error and navigates as it does without it.
const recovery = import("~/lib/route-load-recovery");

const routeLoadRecovery: ClientInstrumentation["router"] = ({ instrument }) =>
  instrument({
    navigate: async (_, { to }) => (await recovery).beforeNavigate(to, matchRoutes),
  });

startTransition(() => {
  hydrateRoot(document, <HydratedRouter instrumentations={[{ router: routeLoadRecovery }]} />);
});
