import { type RouteConfig, index, route } from "@react-router/dev/routes";

// SPEC §2. /upgrade/pectra is deliberately absent: it falls through to the catch-all and lands on /.
export default [
  index("routes/home.tsx"),
  route("upgrade/fusaka", "routes/upgrade.tsx", { id: "upgrade-fusaka" }),
  route("upgrade/glamsterdam", "routes/upgrade.tsx", { id: "upgrade-glamsterdam" }),
  route("rank", "routes/rank.tsx"),
  route("eips", "routes/eips.tsx"),
  route("eips/:id", "routes/eip.tsx"),
  route("decisions", "routes/decisions.tsx"),
  route("api", "routes/api.tsx"),
  route("calls", "routes/calls.tsx"),
  route("calls/:type/:number", "routes/call.tsx"),
  route("feedback", "routes/feedback.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
