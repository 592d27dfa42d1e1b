import type { Route } from "./+types/home";
import { generatedSite } from "~/content/site.server";
import { mostRecentCalls } from "~/domain/calls/callRef";
import { listCalls } from "~/domain/calls/series";
import { LandingPage } from "~/features/landing/LandingPage";
import { pageMeta } from "~/features/shell/pageMeta";
import { calendarDay } from "~/domain/time/today";

const RECENT_CALL_COUNT = 5;

export function loader() {
  const { upgrades, calls, series } = generatedSite();
  return {
    upgrades,
    recentCalls: listCalls(series, mostRecentCalls(calls, RECENT_CALL_COUNT)),
    buildDate: calendarDay(new Date()),
  };
}

export function meta() {
  return pageMeta(
    "Forkline",
    "Ethereum network upgrades in plain language: every EIP in Pectra, Fusaka, Glamsterdam and Hegotá, and the All Core Devs calls that decide them.",
    "/",
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage {...loaderData} />;
}
