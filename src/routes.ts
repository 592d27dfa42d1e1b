import { type RouteConfig, index, route } from "@react-router/dev/routes";

// SPEC §2. Upgrade pages are data: /upgrade/{id} for each upgrade in content that is not disabled; any other id is a 404.
export default [
  index("routes/home.tsx"),
  route("upgrade/:upgrade", "routes/upgrade.tsx"),
  route("rank", "routes/rank.tsx"),
  route("rank/glamsterdam", "routes/rank-glamsterdam.tsx"),
  route("eips", "routes/eips.tsx"),
  route("eips/:id", "routes/eip.tsx"),
  route("decisions", "routes/decisions.tsx"),
  route("api", "routes/api.tsx"),
  route("calls", "routes/calls.tsx"),
  // A breakout held inside a call has a page of its own: /calls/acdt/087/cl.
  route("calls/:type/:number/:session?", "routes/call.tsx"),
  route("feedback", "routes/feedback.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
