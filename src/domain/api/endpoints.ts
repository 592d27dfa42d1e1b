import { ENDPOINT_PATHS, type EndpointName, type EndpointPath } from "./endpointPaths";

// The files of Forkline's open data, described: the /api page lists them, the build writes exactly
// these (endpointPaths.ts), and the tests check one against the other.

export interface Endpoint extends EndpointPath {
  name: EndpointName;
  description: string;
}

const DESCRIPTIONS: Record<EndpointName, string> = {
  eips: "Every EIP of the catalogue: title, status, layer, its stage in each upgrade (and whether the sources disagree on it), and how many calls and key decisions name it.",
  eip: "One EIP: its facts, the plain-language text, its stage in each upgrade, the key decisions that name it and every call that mentions it, with the moments. Its stageEvidence gives its stage in each upgrade as the sources tell it on the build's day (as npm run stages prints it): the stage, whether the latest call decision and the meta EIP disagree (disputed), and each step's source (call, meta-eip or curated), stage, date and ref (the call moment, the commit's URL or the curated file).",
  upgrades:
    "The network upgrades with their status, dates, timeline and the EIPs of each stage, each saying whether the sources disagree on its stage.",
  upgrade: "One network upgrade.",
  calls: "Every archived call of every series: date, video, agenda issue, which files the archive has, and its page.",
  call: "One call: the transcript and chat as parsed by Forkline, its summaries and its key decisions.",
  decisions:
    "Every key decision of every call, newest call first, with the EIPs it names and the stage it moved an EIP to.",
  events: "Network-upgrade milestones: mainnet and testnet activations, devnets, announcements.",
  callsCalendar: "All archived calls as an iCalendar subscription, one all-day event per call, linking to its page.",
  seriesCalendar: "The calls of one series as an iCalendar subscription.",
  upgradesCalendar: "Network-upgrade milestones (mainnet and testnet dates, devnets) as an iCalendar subscription.",
  callsFeed: "New calls of every series, an Atom feed.",
  seriesFeed: "New calls of one series, an Atom feed.",
  decisionsFeed: "New key decisions, an Atom feed.",
  upgradeFeed: "EIPs moving between stages of one upgrade, as the calls decided it, an Atom feed.",
};

export const ENDPOINTS: readonly Endpoint[] = (Object.keys(ENDPOINT_PATHS) as EndpointName[]).map((name) => ({
  name,
  ...ENDPOINT_PATHS[name],
  description: DESCRIPTIONS[name],
}));
