// Shapes of what we author in content/, one module per authored file. Types come from here (z.infer), never declared twice.
export * from "./calls";
export * from "./clientTeams";
export * from "./eips";
export * from "./events";
export * from "./glossary";
export * from "./site";
export * from "./tierMakers";
export * from "./upgrades";
