import { readFileSync } from "node:fs";
import { join } from "node:path";
import { generatedSiteSchema } from "../src/schemas/site";
import { callPath } from "../src/domain/calls/callRef";
import { GENERATED_DIR } from "./paths";
import { eipPagePath } from "../src/domain/eips/eipPagePath";

export const STATIC_PATHS = [
  "/",
  "/rank",
  "/rank/glamsterdam",
  "/calls",
  "/feedback",
  "/eips",
  "/decisions",
  "/api",
] as const;

export function prerenderPaths(): string[] {
  const site = generatedSiteSchema.parse(JSON.parse(readFileSync(join(GENERATED_DIR, "site.json"), "utf8")));
  const upgrades = site.upgrades.filter((upgrade) => !upgrade.disabled).map((upgrade) => upgrade.path);
  return [
    ...STATIC_PATHS,
    ...upgrades,
    ...site.calls.flatMap((call) => [
      callPath(call),
      ...(call.sessions ?? []).map((session) => callPath({ ...call, session: session.id })),
    ]),
    ...site.eips.map((eip) => eipPagePath(eip.id)),
  ];
}
