import { type RouteConfig, route } from "@react-router/dev/routes";

export default [route("piece/:id", "routes/piece.tsx")] satisfies RouteConfig;
