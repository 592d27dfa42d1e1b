import { describe, expect, it } from "vitest";
import { githubIssueSchema, githubIssuesResponseSchema } from "./services";

describe("githubIssueSchema", () => {
  it("keeps title and html_url and ignores the rest of the API's fields", () => {
    const issue = {
      title: "All Core Devs - Testing (ACDT) #56, Oct 6, 2025",
      html_url: "https://github.com/ethereum/pm/issues/1745",
      number: 1745,
      user: {},
    };
    expect(githubIssueSchema.parse(issue)).toEqual({ title: issue.title, html_url: issue.html_url });
  });

  it("rejects an item without a title", () => {
    expect(githubIssueSchema.safeParse({ html_url: "https://github.com/x" }).success).toBe(false);
  });
});

describe("githubIssuesResponseSchema", () => {
  it("accepts any list, leaving items to be checked one by one", () => {
    expect(githubIssuesResponseSchema.safeParse([1, null, {}]).success).toBe(true);
  });

  it("rejects an error object", () => {
    expect(githubIssuesResponseSchema.safeParse({ message: "Not Found" }).success).toBe(false);
  });
});
