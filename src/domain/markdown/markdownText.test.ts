import { describe, expect, it } from "vitest";
import { inline, link, markdownDocument, moment, sentence } from "./markdownText";
import { brokenSiteLinks, markdownLinkTargets, sitePathOf } from "./siteLinks";

describe("Markdown text from the archive", () => {
  it("reads as text: no emphasis, link, HTML or list item opened by what a speaker typed, no line ended by a break", () => {
    const hostile = "*bold* [x](https://evil.example) <script>alert(1)</script> a|b `code`\n# heading\r\n- item";
    const text = inline(hostile);
    expect(text).not.toContain("\n");
    expect(markdownLinkTargets(text)).toEqual([]);
    expect(text).not.toMatch(/(?<!\\)[*[\]<>|`]/);
    expect(text.replace(/\\(.)/g, "$1")).toBe(hostile.replace(/[\r\n]+/g, " "));
  });

  it("keeps a link whole whatever its URL holds, and its text escaped", () => {
    const made = link("a ] b", "https://x.example/a (b) <c>");
    expect(markdownLinkTargets(made)).toEqual(["https://x.example/a%20%28b%29%20%3Cc%3E"]);
    expect(made.startsWith("[a \\] b]")).toBe(true);
  });

  it("links a transcript time to the page's video time, as the call page reads '#HH:MM:SS'", () => {
    const sync = { transcriptStartTime: "00:05:13", videoStartTime: "00:02:54" };
    expect(moment({ type: "acde", number: "223" }, "00:05:27", sync)).toEqual({
      path: "/calls/acde/223#00:03:08",
      time: "00:03:08",
    });
    expect(moment({ type: "acde", number: "223" }, "00:01:00", sync).time).toBe("00:00:00");
    expect(moment({ type: "acdt", number: "040", session: "cl" }, "not a time", undefined)).toEqual({
      path: "/calls/acdt/040/cl",
      time: null,
    });
  });

  it("folds runs of blank lines and ends with one newline", () => {
    expect(markdownDocument(["# A", "", "", "", "b", "", ""])).toBe("# A\n\nb\n");
  });
});

describe("checking links against the built site", () => {
  const site = "https://forkline.example";

  it("takes the site's own links to paths, without query or fragment, and leaves other origins alone", () => {
    expect(sitePathOf(`${site}/calls/acde/223?search=x#00:01:02`, site)).toBe("/calls/acde/223");
    expect(sitePathOf(`${site}`, site)).toBe("/");
    expect(sitePathOf("/eips/8141.md", site)).toBe("/eips/8141.md");
    expect(sitePathOf("https://eips.ethereum.org/EIPS/eip-1", site)).toBeNull();
    expect(sitePathOf("https://forkline.example.evil/x", site)).toBeNull();
    expect(sitePathOf("//evil.example/x", site)).toBeNull();
    expect(sitePathOf(`${site}/a%20b`, site)).toBe("/a b");
    expect(sitePathOf(`${site}/bad%E0`, site)).toBe("/bad%E0");
  });

  it("names each broken link with the document that holds it, and asks the file system once per path", () => {
    const asked: string[] = [];
    const exists = (path: string) => {
      asked.push(path);
      return path !== "/eips/9999";
    };
    const broken = brokenSiteLinks(
      [
        { path: "/eips/1.md", body: `[a](${site}/eips/9999) [b](${site}/eips/2) [c](https://elsewhere.example/x)` },
        { path: "/llms.txt", body: `[a](${site}/eips/9999#x)` },
      ],
      site,
      exists,
    );
    expect(broken).toEqual([`/eips/1.md: ${site}/eips/9999`, `/llms.txt: ${site}/eips/9999#x`]);
    expect(asked).toEqual(["/eips/9999", "/eips/2"]);
  });
});

describe("sentences", () => {
  it("end with a full stop unless they already end with punctuation", () => {
    expect(sentence("FOCIL stays Considered")).toBe("FOCIL stays Considered.");
    expect(sentence("Ship it!")).toBe("Ship it!");
    expect(sentence("Decided:")).toBe("Decided:");
  });
});
