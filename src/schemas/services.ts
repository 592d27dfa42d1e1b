import * as z from "zod/mini";

// Shapes of third-party service responses we read. Tolerant of the many fields we do not use.
// zod/mini: the calendar validates these in the browser, where the full zod build would blow the JS budget.

/** One issue from the code-hosting API (GET repos/{org}/{repo}/issues); only title and html_url are read. */
export const githubIssueSchema = z.object({
  title: z.string(),
  html_url: z.string(),
});
export type GithubIssue = z.infer<typeof githubIssueSchema>;

/** The list response. Items are checked one by one (githubIssueSchema), so one odd item does not hide the rest. */
export const githubIssuesResponseSchema = z.array(z.unknown());
