import type { ApiCall } from "~/schemas/api";
import type { CallSummaries } from "~/schemas/artifacts";
import type { CallSync } from "~/schemas/content";
import { callPath, type CallRef } from "../calls/callRef";
import { sessionName } from "../calls/series";
import { chooseSummary } from "../summaries/summaryView";
import { callId } from "../api/ids";
import { inline, link, markdownDocument, moment } from "./markdownText";
import { plural } from "../summaries/summaryView";
import { absolute, callLabel, decisionItem, type TwinContext } from "./twinContext";
import { twinPath } from "../calls/servedFiles";

type CallPage = {
  ref: CallRef;
  date: string;
  videoUrl: string | undefined;
  sync: CallSync | undefined;
  artifacts: readonly string[];
  transcriptLines: number;
  chatMessages: number;
  summaries: Omit<CallSummaries, "keyDecisions">;
  decisions: ApiCall["decisions"];
};

/** Every page of a call as Markdown: the call's own, and one per breakout held inside it, each with its twin path. */
export function callTwins(
  call: ApiCall,
  context: TwinContext,
  knownEip: (id: number) => boolean,
): { path: string; body: string }[] {
  const main: CallPage = {
    ref: { type: call.type, number: call.number },
    date: call.date,
    videoUrl: call.videoUrl,
    sync: call.sync,
    artifacts: call.artifacts,
    transcriptLines: call.transcript.length,
    chatMessages: call.chat.length,
    summaries: call.summaries,
    decisions: call.decisions,
  };
  const sessions = (call.sessions ?? []).map((session): CallPage => ({
    ref: { ...main.ref, session: session.id },
    date: call.date,
    videoUrl: session.videoUrl,
    sync: session.sync,
    artifacts: session.artifacts,
    transcriptLines: session.transcript.length,
    chatMessages: session.chat.length,
    summaries: session.summaries,
    decisions: session.decisions,
  }));
  const pages = [main, ...sessions];
  return pages.map((page) => ({
    path: twinPath(callPath(page.ref)),
    body: callMarkdown(page, pages, call, context, knownEip),
  }));
}

function callMarkdown(
  page: CallPage,
  pages: readonly CallPage[],
  call: ApiCall,
  context: TwinContext,
  knownEip: (id: number) => boolean,
): string {
  const pageUrl = absolute(context, callPath(page.ref));
  const lines = [
    `# ${inline(callLabel(context, page.ref))}`,
    "",
    `- Date: ${page.date}`,
    `- Call id: \`${callId(page.ref)}\``,
    `- Page, with the video, the full transcript and the chat: ${link(pageUrl, pageUrl)}`,
    `- Full transcript: ${page.transcriptLines} ${plural(page.transcriptLines, ["line", "lines"])}, chat: ${page.chatMessages} ${plural(page.chatMessages, ["message", "messages"])}, in ${link("the call's JSON", call.links.api)}`,
    ...(page.videoUrl ? [`- Video: ${link(page.videoUrl, page.videoUrl)}`] : []),
    `- Files in the archive: ${page.artifacts.length > 0 ? page.artifacts.map(inline).join(", ") : "none"}`,
  ];
  const others = pages.filter((other) => other !== page);
  if (others.length > 0)
    lines.push(
      `- Also held in this call: ${others.map((other) => link(other.ref.session ? sessionName(other.ref.session) : "Main call", absolute(context, twinPath(callPath(other.ref))))).join(", ")}`,
    );
  lines.push("", "## Key decisions", "");
  if (page.decisions.length === 0) lines.push("The archive records no key decision for this call.");
  else lines.push(...page.decisions.map((decision) => decisionItem(context, decision, knownEip, false)));
  lines.push("", ...summaryMarkdown(page, context));
  return markdownDocument(lines);
}

/** The summary the page shows first (TL;DR, else agenda, else the older summary), each item linked to its moment. */
function summaryMarkdown(page: CallPage, context: TwinContext): string[] {
  const at = (time: string) => {
    const found = moment(page.ref, time, page.sync);
    return link(found.time ?? time, absolute(context, found.path));
  };
  const variant = chooseSummary(page.summaries);
  switch (variant.kind) {
    case "tldr": {
      const { tldr } = variant;
      const lines = [
        "## TL;DR",
        "",
        "From the archive's tldr.json; each item links to its moment in the call (video time).",
        "",
      ];
      for (const [section, items] of Object.entries(tldr.highlights)) {
        if (items.length === 0) continue;
        lines.push(
          `### ${inline(section.replace(/_/g, " "))}`,
          "",
          ...items.map((item) => `- ${at(item.timestamp)} ${inline(item.highlight)}`),
          "",
        );
      }
      if (tldr.decisions.length > 0)
        lines.push(
          "### Decisions",
          "",
          ...tldr.decisions.map((item) => `- ${at(item.timestamp)} ${inline(item.decision)}`),
          "",
        );
      if (tldr.action_items.length > 0)
        lines.push(
          "### Action items",
          "",
          ...tldr.action_items.map((item) => `- ${at(item.timestamp)} ${inline(item.owner)}: ${inline(item.action)}`),
          "",
        );
      if (tldr.targets.length > 0)
        lines.push(
          "### Targets",
          "",
          ...tldr.targets.map((item) => `- ${at(item.timestamp)} ${inline(item.target)}`),
          "",
        );
      return lines;
    }
    case "agenda": {
      const { agenda } = variant;
      const lines = [
        "## Summary",
        "",
        "From the archive's agenda summary; each topic links to its moment in the call.",
        "",
        inline(agenda.executive_summary),
        "",
      ];
      for (const section of agenda.agenda) {
        lines.push(`### ${inline(section.section)}`, "");
        for (const item of section.items) {
          const decided =
            typeof item.decision === "string" && item.decision.trim() !== ""
              ? ` Decision: ${inline(item.decision)}`
              : "";
          lines.push(`- ${at(item.start_timestamp)} **${inline(item.title)}**: ${inline(item.summary)}${decided}`);
        }
        lines.push("");
      }
      return lines;
    }
    case "legacy": {
      const { summary } = variant;
      return [
        "## Summary",
        "",
        "From the archive's summary.json (it gives no times).",
        "",
        inline(summary.summary_overview),
        "",
        ...summary.summary_details.map((detail) => `- **${inline(detail.label)}**: ${inline(detail.summary)}`),
        ...(summary.next_steps.length > 0
          ? ["", "### Next steps", "", ...summary.next_steps.map((step) => `- ${inline(step)}`)]
          : []),
        "",
      ];
    }
    case "none":
      return ["## Summary", "", "The archive has no summary of this call.", ""];
  }
}
