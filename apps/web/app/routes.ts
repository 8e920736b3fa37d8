import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Unknown pages: the designed 404 inside the shell (issue 2).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
