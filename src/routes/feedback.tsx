import type { Route } from "./+types/feedback";
import { generatedSite } from "~/content/site.server";
import { FeedbackRedirect } from "~/features/feedback/FeedbackRedirect";
import { pageMeta } from "~/features/shell/pageMeta";

export function loader() {
  return { forumUrl: generatedSite().site.feedbackForumThread };
}

export function meta() {
  return pageMeta(
    "Feedback",
    "Share feedback on Forkline and on the Glamsterdam proposals in the community forum.",
    "/feedback",
  );
}

export default function Feedback({ loaderData }: Route.ComponentProps) {
  return <FeedbackRedirect forumUrl={loaderData.forumUrl} />;
}
