import type { Route } from "./+types/call";
import { data, Link } from "react-router";
import { generatedSite } from "~/content/site.server";
import { formatCallDate, seriesName } from "~/domain/calls/callList";
import { pageMeta } from "~/features/shell/pageMeta";
import { PageShell } from "~/features/shell/PageShell";

export function loader({ params }: Route.LoaderArgs) {
  const call = generatedSite().calls.find((c) => c.type === params.type && c.number === params.number);
  if (!call) throw data(null, { status: 404 });
  return { call };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { call } = loaderData;
  const title = `${seriesName(call.type)} #${Number(call.number)}`;
  return pageMeta(title, `${title}, ${formatCallDate(call.date)}: video, transcript, chat and summary.`, `/calls/${call.type}/${call.number}`);
}

export default function CallRoute({ loaderData }: Route.ComponentProps) {
  const { call } = loaderData;
  return (
    <PageShell>
      <p><Link className="underline" to="/calls">← Back to Calls</Link></p>
      <h1 className="mt-4 text-3xl font-extrabold">{seriesName(call.type)} #{Number(call.number)}</h1>
      <p className="mt-2">{formatCallDate(call.date)}</p>
    </PageShell>
  );
}
