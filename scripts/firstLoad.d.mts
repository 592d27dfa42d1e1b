export declare const BUDGET_FRAMEWORK_JS: number;
export declare const BUDGET_ROUTE_JS: number;
export declare const OWN_ROUTE_BUDGETS: readonly { prefix: string; budget: number }[];
export declare function gz(bytes: Uint8Array): number;
export declare function br(bytes: Uint8Array): number;
export declare function firstLoadAssets(html: string): Set<string>;
export declare function routeJsBudget(route: string): number;
export declare function jsBytes(
  assets: Iterable<string>,
  read: (asset: string) => Uint8Array,
): { br: number; gz: number };
export declare function firstLoadJs(
  loads: ReadonlyMap<string, ReadonlySet<string>>,
  read: (asset: string) => Uint8Array,
): { shared: string[]; framework: { br: number; gz: number }; own: Map<string, { br: number; gz: number }> };
