import { createContext, type ReactNode, use } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { contentLoader, wholeCatalogue } from "./page-content.server";
import type { Content, ContentKey } from "./schema/registry";

/**
 * For unit tests: a router whose root route carries every content file (English), as the
 * prerendered pages' root and page loaders together do.
 */
export const allContent = contentLoader(
  [""],
  wholeCatalogue,
)({
  request: new Request("https://example.test/"),
});

/** One content file in English, as a page's loader gives it: tests read content as pages do. */
export function contentOf<K extends ContentKey>(key: K): Content<K> {
  const value = allContent.content[key];
  if (!value) throw new Error(`No content/${key}.yml`);
  return value as Content<K>;
}

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/** A routes stub under a root route that loads every content file; render it with `<Stub />`. */
export function contentStub(children: StubRoutes) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: Outlet, loader: () => allContent, children },
  ]);
  return ({ path = "/" }: { path?: string }) => (
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: allContent } }} />
  );
}

const Children = createContext<ReactNode>(null);

function RenderChildren() {
  return use(Children);
}

const AtRoot = contentStub([{ index: true, Component: RenderChildren }]);

/** Its children rendered inside the content stub, at `/`. */
export function WithContent({ children }: { children: ReactNode }) {
  return (
    <Children value={children}>
      <AtRoot />
    </Children>
  );
}
