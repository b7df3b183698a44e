import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The six pages, plus a catch-all that renders the not-found fallback inside the layout. */
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("product", "routes/product.tsx"),
  route("manufacturing", "routes/manufacturing.tsx"),
  route("careers", "routes/careers.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
