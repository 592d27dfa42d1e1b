import type {
  ApiBody,
  ApiCall,
  ApiCallListItem,
  ApiDecision,
  ApiEip,
  ApiEipListItem,
  ApiSchemaName,
  ApiUpgrade,
} from "~/schemas/api";
import { API_VERSION } from "~/schemas/api";
import type { CallBundle } from "~/schemas/callBundle";
import type { CallSummaries } from "~/schemas/artifacts";
import type { GeneratedSite } from "~/schemas/site";
import { callKey, callPath, callRefOf, type CallRef } from "../calls/callRef";
import { seriesLabel } from "../calls/series";
import { displayTitle } from "../eips/displayTitle";
import { newestLayer } from "../eips/eipDirectory";
import { eipPagePath } from "../eips/eipPagePath";
import { proposalKind, specUrl } from "../eips/upgradeEip";
import { matchUpgrade, type StagePair } from "../stages/stageEvidence";
import { stagesOnDay, type StagesOnDay } from "../stages/stagesOnDay";
import { calendarDay } from "../time/today";
import { apiPath } from "./endpointPaths";
import { callId, decisionIds, decisionMomentPath } from "./ids";

/** A call (or one of its breakouts) as the build compiled it: its bundle (transcript, chat) and its summary files. */
export type ApiCallSource = CallRef & { bundle: CallBundle; summaries: CallSummaries };

export type ApiDocument = { [N in ApiSchemaName]: { path: string; schema: N; body: ApiBody<N> } }[ApiSchemaName];

/**
 * Every file of /api/v1 (paths relative to the site root), each with the name of the schema it
 * follows. `siteUrl` makes the links absolute (no trailing slash). `stagePairs` is every EIP × upgrade's
 * evidence (domain/stages/siteStages.ts sitePairs, of the site before the sources added EIPs to it), given
 * as of the build's day.
 */
export function apiDocuments(
  site: GeneratedSite,
  calls: readonly ApiCallSource[],
  siteUrl: string,
  generatedAt: Date,
  stagePairs: readonly StagePair[],
): ApiDocument[] {
  const wrap = <T>(data: T) => ({ apiVersion: API_VERSION, generatedAt: generatedAt.toISOString(), data });
  const absolute = (path: string) => `${siteUrl}${path}`;
  const decisions = apiDecisions(site.eipArchive.decisions, absolute);
  const stages = stagesOnDay(stagePairs, calendarDay(generatedAt));
  const eips = site.eips.map((eip) => apiEip(site, eip, decisions, stages, absolute));
  const upgrades = site.upgrades.map((upgrade) => apiUpgrade(site, upgrade, stages, absolute));
  const callItems = site.calls.map((call) => apiCallItem(site, call, absolute));
  const byKey = new Map(calls.map((call) => [callKey(call), call]));
  const documents: ApiDocument[] = [
    { path: apiPath("eips"), schema: "eips", body: wrap(eips.map(listItem)) },
    { path: apiPath("upgrades"), schema: "upgrades", body: wrap(upgrades) },
    { path: apiPath("calls"), schema: "calls", body: wrap(callItems) },
    { path: apiPath("decisions"), schema: "decisions", body: wrap(decisions) },
    { path: apiPath("events"), schema: "events", body: wrap(site.events) },
  ];
  for (const eip of eips) documents.push({ path: apiPath("eip", { id: eip.id }), schema: "eip", body: wrap(eip) });
  for (const upgrade of upgrades)
    documents.push({ path: apiPath("upgrade", { upgrade: upgrade.id }), schema: "upgrade", body: wrap(upgrade) });
  const content = (ref: CallRef) => {
    const compiled = byKey.get(callKey(ref));
    return {
      transcript: compiled?.bundle.transcript ?? [],
      chat: compiled?.bundle.chat ?? [],
      summaries: withoutKeyDecisions(compiled?.summaries ?? {}),
      decisions: decisions.filter((decision) => callKey(callRefOf(decision)) === callKey(ref)),
    };
  };
  for (const item of callItems) {
    const { sessions, ...listed } = item;
    const call: ApiCall = {
      ...listed,
      ...content(item),
      ...(sessions
        ? {
            sessions: sessions.map((session) => ({
              ...session,
              ...content({ ...item, session: session.id }),
              links: { page: absolute(callPath({ ...item, session: session.id })) },
            })),
          }
        : {}),
    };
    documents.push({
      path: apiPath("call", { series: item.type, number: item.number }),
      schema: "call",
      body: wrap(call),
    });
  }
  return documents;
}

/** Every key decision with its id and the link to its moment; the compiled fields pass through as they are. */
export function apiDecisions(
  decisions: GeneratedSite["eipArchive"]["decisions"],
  absolute: (path: string) => string,
): ApiDecision[] {
  const ids = decisionIds(decisions);
  return decisions.map((decision, i) => ({
    ...decision,
    id: ids[i] ?? "",
    links: { moment: absolute(decisionMomentPath(decision)) },
  }));
}

function apiEip(
  site: GeneratedSite,
  eip: GeneratedSite["eips"][number],
  decisions: readonly ApiDecision[],
  stages: StagesOnDay,
  absolute: (path: string) => string,
): ApiEip {
  const templates = { eipSpecUrl: site.site.eipSpecUrl, ripSpecUrl: site.site.ripSpecUrl };
  return {
    ...eip,
    stages: eip.forkRelationships.map((r) => ({
      upgrade: r.forkName,
      status: r.status,
      isHeadliner: r.isHeadliner === true,
      disputed: stages.of(matchUpgrade(site.upgrades, r.forkName)?.id ?? "", eip.id)?.disputed === true,
    })),
    stageEvidence: { asOf: stages.asOf, stages: stages.ofEip(eip.id) },
    mentions: site.eipArchive.mentions[String(eip.id)] ?? [],
    decisions: decisions.filter((decision) => decision.eips.includes(eip.id)),
    links: {
      page: absolute(eipPagePath(eip.id)),
      api: absolute(apiPath("eip", { id: eip.id })),
      specification: specUrl(proposalKind(eip.title), eip.id, templates),
    },
  };
}

function listItem(eip: ApiEip): ApiEipListItem {
  const layer = newestLayer(eip) ?? null;
  return {
    id: eip.id,
    title: displayTitle(eip.title),
    status: eip.status,
    layer,
    stages: eip.stages,
    mentioningCalls: eip.mentions.length,
    decisions: eip.decisions.length,
    links: { page: eip.links.page, api: eip.links.api },
  };
}

function apiUpgrade(
  site: GeneratedSite,
  upgrade: GeneratedSite["upgrades"][number],
  stages: StagesOnDay,
  absolute: (path: string) => string,
): ApiUpgrade {
  const eips = site.eips.flatMap((eip) => {
    const relationship = eip.forkRelationships.find((r) => r.forkName === upgrade.forkName);
    return relationship
      ? [
          {
            id: eip.id,
            title: displayTitle(eip.title),
            status: relationship.status,
            isHeadliner: relationship.isHeadliner === true,
            disputed: stages.of(upgrade.id, eip.id)?.disputed === true,
          },
        ]
      : [];
  });
  const { pageFeatures: _layout, ...facts } = upgrade;
  return {
    ...facts,
    eips,
    links: { page: absolute(upgrade.path), api: absolute(apiPath("upgrade", { upgrade: upgrade.id })) },
  };
}

function apiCallItem(
  site: GeneratedSite,
  call: GeneratedSite["calls"][number],
  absolute: (path: string) => string,
): ApiCallListItem {
  return {
    id: callId(call),
    ...call,
    seriesName: seriesLabel(site.series, call.type).name,
    links: {
      page: absolute(callPath(call)),
      api: absolute(apiPath("call", { series: call.type, number: call.number })),
    },
  };
}

function withoutKeyDecisions(summaries: CallSummaries): Omit<CallSummaries, "keyDecisions"> {
  const { keyDecisions: _decisions, ...rest } = summaries;
  return rest;
}
