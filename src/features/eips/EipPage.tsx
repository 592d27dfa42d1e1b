import { Link } from "react-router";
import { hasAdoptionData } from "~/domain/eips/clientProgress";
import type { EipPageData } from "~/domain/eips/eipPageData";
import { cardStageName, eipAnchor } from "~/domain/eips/stages";
import { SubscribeLinks } from "~/features/shell/Subscriptions";
import type { SubscriptionLink } from "~/domain/api/subscriptionLinks";
import { PageShell } from "~/features/shell/PageShell";
import { PageTermDefinitions, PageTextsProvider } from "~/features/eipCard/cardTerms";
import { EipCard } from "~/features/eipCard/EipCard";
import { EipDescription } from "~/features/eipCard/EipDescription";
import { stageBadge } from "~/features/eipCard/stageTone";
import { AsOfNote } from "~/ui/AsOfNote";
import { Badge } from "~/ui/Badge";
import { ExternalLink } from "~/ui/ExternalLink";
import { CallMentionsList } from "./CallMentionsList";
import { DecisionList } from "./DecisionList";
import { EipSectionHeading } from "./EipSectionHeading";
import { StageTimelines } from "./StageTimelines";

export function EipPage({
  data,
  adoption,
  stagesAsOf,
  subscriptions,
}: {
  data: EipPageData;
  adoption: { serviceUrl: string; siteUrl: string } | undefined;
  stagesAsOf: string | undefined;
  subscriptions: readonly SubscriptionLink[];
}) {
  const number = `${data.kind}-${data.id}`;
  return (
    <PageShell>
      <PageTextsProvider value={{ glossary: data.glossary }}>
        <p className="text-sm">
          <Link to="/eips" className="text-accent underline underline-offset-2">
            ← All EIPs
          </Link>
        </p>
        <header className="mt-4">
          <p className="font-mono text-sm font-semibold text-body">{number}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-heading sm:text-4xl">{data.title}</h1>
          {data.aliases.length > 0 && <p className="mt-2 text-body">Also called {data.aliases.join(", ")}.</p>}
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <ExternalLink href={data.specUrl} className="text-accent underline underline-offset-2">
              Specification
            </ExternalLink>
            {data.discussionLink && (
              <ExternalLink href={data.discussionLink} className="text-accent underline underline-offset-2">
                Discussion
              </ExternalLink>
            )}
          </p>
          <SubscribeLinks links={subscriptions} className="mt-2" />
          {data.headerDescription && <EipDescription eip={{ headerDescription: data.headerDescription }} />}
        </header>

        <section aria-labelledby="stages" className="mt-8">
          <EipSectionHeading id="stages">In the network upgrades</EipSectionHeading>
          {data.stages.length === 0 ? (
            <p className="text-body">Not part of any upgrade this site follows.</p>
          ) : (
            <ul className="flex flex-wrap gap-3">
              {data.stages.map((stage) => {
                const badge = stageBadge(stage.stage);
                const label = (
                  <>
                    <span className="font-semibold">{stage.upgradeName}</span>{" "}
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                    {stage.isHeadliner && <span className="text-xs text-special"> Headliner</span>}
                  </>
                );
                return (
                  <li
                    key={stage.upgradeId}
                    data-testid="upgrade-stage"
                    className="rounded-lg border border-line px-3 py-2 text-sm"
                  >
                    {stage.path ? (
                      <Link to={`${stage.path}#${eipAnchor(data.id)}`} className="hover:underline">
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {stagesAsOf && <AsOfNote asOf={stagesAsOf} className="mt-2" />}
          {data.timelines.length > 0 && <StageTimelines timelines={data.timelines} />}
        </section>

        {data.card && (
          <section aria-labelledby="explained" className="mt-10">
            <EipSectionHeading id="explained">In plain language</EipSectionHeading>
            <p className="mb-3 text-sm text-muted">
              As the {data.card.upgradeName} page shows it ({cardStageName(data.card.eip)}).
            </p>
            <EipCard
              eip={data.card.eip}
              anchor={eipAnchor(data.id)}
              features={data.card.features}
              adoption={adoption && hasAdoptionData(data.id) ? adoption : undefined}
              linkTitle={false}
            />
          </section>
        )}

        <section aria-labelledby="decisions" className="mt-10">
          <EipSectionHeading id="decisions" count={data.decisions.length}>
            Decisions
          </EipSectionHeading>
          {data.decisions.length === 0 ? (
            <p className="text-body">No key decision in the call archive names {number} yet.</p>
          ) : (
            <DecisionList decisions={data.decisions} series={data.series} hideEip={data.id} />
          )}
        </section>

        <section aria-labelledby="in-the-calls" className="mt-10">
          <EipSectionHeading id="in-the-calls" count={data.mentions.length}>
            In the calls
          </EipSectionHeading>
          {data.mentions.length === 0 ? (
            <p className="text-body">No call in the archive mentions {number} yet.</p>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted">
                Mentioned in {data.mentions.length} call{data.mentions.length === 1 ? "" : "s"}, newest first. Open a
                call to see its lines; each opens the call at that moment.
              </p>
              <CallMentionsList mentions={data.mentions} series={data.series} />
            </>
          )}
        </section>
        <PageTermDefinitions />
      </PageTextsProvider>
    </PageShell>
  );
}
