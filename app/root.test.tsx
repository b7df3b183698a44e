// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { data, useRouteError } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { contentOf, contentStub } from "~/content/content-stub";
import { ErrorBoundary } from "./root";

const errorPage = contentOf("error/page");

afterEach(cleanup);

/** Renders the root error boundary the way React Router would, with the error a route threw. */
function Boundary() {
  const error = useRouteError();
  return <ErrorBoundary error={error} params={{}} loaderData={undefined} />;
}

function Empty() {
  return null;
}

function renderThrowing(thrown: () => never) {
  const Stub = contentStub([
    { index: true, Component: Empty, ErrorBoundary: Boundary, loader: () => thrown() },
  ]);
  render(<Stub />);
}

describe("root ErrorBoundary", () => {
  it("shows the fallback heading with a response's status text", async () => {
    renderThrowing(() => {
      throw data(null, { status: 404, statusText: "Not Found" });
    });
    expect(await screen.findByRole("heading", { level: 1, name: errorPage.heading })).toBeTruthy();
    expect(screen.getByText("Not Found")).toBeTruthy();
    expect(screen.getByRole("link", { name: errorPage.cta.label }).getAttribute("href")).toBe("/");
  });

  it("shows a thrown error's message", async () => {
    renderThrowing(() => {
      throw new Error("Catalogue failed to load");
    });
    expect(await screen.findByText("Catalogue failed to load")).toBeTruthy();
  });
});
