import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { changelogCorrectionSchema } from "~/schemas/artifacts";
import { parseChangelog } from "./parseChangelog";

const HEADER = "original\tcorrected\tconfidence";
const tsv = (...lines: string[]) => lines.join("\r\n") + "\r\n";

describe("parseChangelog: the archive's format", () => {
  it("reads each correction after the header", () => {
    expect(parseChangelog(tsv(HEADER, "PRISM\tPrysm\thigh", "Grandini\tGrandine\tmedium", "bowls\tBALs\tlow"))).toEqual(
      {
        corrections: [
          { original: "PRISM", corrected: "Prysm", confidence: "high" },
          { original: "Grandini", corrected: "Grandine", confidence: "medium" },
          { original: "bowls", corrected: "BALs", confidence: "low" },
        ],
        warnings: [],
      },
    );
  });

  it("keeps a row that confirms a term without changing it", () => {
    expect(parseChangelog(tsv(HEADER, "FOCIL\tFOCIL\thigh")).corrections).toEqual([
      { original: "FOCIL", corrected: "FOCIL", confidence: "high" },
    ]);
  });

  it("keeps apostrophes, spaces and non-ASCII letters inside a field", () => {
    expect(
      parseChangelog(tsv(HEADER, "AllCoreDev's\tAll Core Devs\thigh", "Hegota\tHegotá\tmedium")).corrections.map(
        (c) => c.corrected,
      ),
    ).toEqual(["All Core Devs", "Hegotá"]);
  });

  it.each([
    ["LF", (text: string) => text.replaceAll("\r\n", "\n")],
    ["bare CR", (text: string) => text.replaceAll("\r\n", "\r")],
    ["a byte-order mark", (text: string) => `\uFEFF${text}`],
    ["no final line break", (text: string) => text.trimEnd()],
    ["blank lines", (text: string) => text.replace("\r\n", "\r\n\r\n  \r\n")],
  ])("reads the same corrections with %s", (_case, vary) => {
    const text = tsv(HEADER, "SSC\tSSZ\thigh", "Lucid\tLodestar\tmedium");
    expect(parseChangelog(vary(text))).toEqual(parseChangelog(text));
  });
});

describe("parseChangelog: variants", () => {
  it("takes the columns in order when there is no header", () => {
    expect(parseChangelog("SSC\tSSZ\thigh\n").corrections).toEqual([
      { original: "SSC", corrected: "SSZ", confidence: "high" },
    ]);
  });

  it("follows the header's column order and case, ignoring extra columns", () => {
    const text = tsv("Confidence\tCorrected\tOriginal\tline", "high\tSSZ\tSSC\t12", "low\tBALs\tbowls");
    expect(parseChangelog(text)).toEqual({
      corrections: [
        { original: "SSC", corrected: "SSZ", confidence: "high" },
        { original: "bowls", corrected: "BALs", confidence: "low" },
      ],
      warnings: [],
    });
  });

  it("ignores extra columns without a header", () => {
    expect(parseChangelog("SSC\tSSZ\thigh\t00:12:01\n").corrections).toEqual([
      { original: "SSC", corrected: "SSZ", confidence: "high" },
    ]);
  });

  it("reads a missing or empty confidence as empty, and lower-cases a given one", () => {
    const text = tsv(HEADER, "a\tb", "c\td\t", "e\tf\t HIGH ");
    expect(parseChangelog(text).corrections.map((c) => c.confidence)).toEqual(["", "", "high"]);
    expect(parseChangelog(tsv("original\tcorrected", "a\tb\tc")).corrections).toEqual([
      { original: "a", corrected: "b", confidence: "" },
    ]);
  });

  it("unquotes CSV-style quoted fields", () => {
    const text = tsv(HEADER, '"say ""hi"""\t"say hi"\thigh', '"\tquote\tlow');
    expect(parseChangelog(text)).toEqual({
      corrections: [
        { original: 'say "hi"', corrected: "say hi", confidence: "high" },
        { original: '"', corrected: "quote", confidence: "low" },
      ],
      warnings: [],
    });
  });

  it("keeps quotes that are the text's own", () => {
    expect(parseChangelog('"a" and "b"\tA and B\n').corrections[0]?.original).toBe('"a" and "b"');
  });

  it("trims spaces around fields", () => {
    expect(parseChangelog(" SSC \t SSZ \thigh\n").corrections[0]).toEqual({
      original: "SSC",
      corrected: "SSZ",
      confidence: "high",
    });
  });
});

describe("parseChangelog: malformed lines", () => {
  it("skips each malformed line with a warning naming its line number and why", () => {
    const text = tsv(
      HEADER,
      "SSC\tSSZ\thigh",
      "no tab here",
      "\tSSZ\thigh",
      "SSC\t\thigh",
      '""\tx\thigh',
      "Lucid\tLodestar\tlow",
      HEADER,
    );
    expect(parseChangelog(text)).toEqual({
      corrections: [
        { original: "SSC", corrected: "SSZ", confidence: "high" },
        { original: "Lucid", corrected: "Lodestar", confidence: "low" },
      ],
      warnings: [
        "line 3: no tab between the original and the corrected text; skipped",
        "line 4: empty original text; skipped",
        "line 5: empty corrected text; skipped",
        "line 6: empty original text; skipped",
        "line 8: a header line among the data; skipped",
      ],
    });
  });

  it("counts physical lines, blank ones included", () => {
    expect(parseChangelog("\n\nbroken\n").warnings).toEqual([
      "line 3: no tab between the original and the corrected text; skipped",
    ]);
  });

  it("warns about a header whose column is missing in a row", () => {
    expect(parseChangelog(tsv("confidence\toriginal\tcorrected", "high\tSSC")).warnings).toEqual([
      "line 2: empty corrected text; skipped",
    ]);
  });

  it("gives twenty warnings and a count for a file of garbage", () => {
    const { corrections, warnings } = parseChangelog("garbage\n".repeat(100_000));
    expect(corrections).toEqual([]);
    expect(warnings).toHaveLength(21);
    expect(warnings.at(-1)).toBe("99980 more malformed lines skipped");
  });
});

describe("parseChangelog: hostile and degenerate input", () => {
  it.each([[""], ["\r\n"], ["\uFEFF"], [HEADER], [`${HEADER}\r\n`]])(
    "gives no corrections and no warnings for %j",
    (text) => {
      expect(parseChangelog(text)).toEqual({ corrections: [], warnings: [] });
    },
  );

  it("reads a non-string as nothing", () => {
    expect(parseChangelog(JSON.parse("null"))).toEqual({ corrections: [], warnings: [] });
  });

  it("keeps HTML as text", () => {
    expect(parseChangelog("<script>x</script>\t<b>y</b>\thigh").corrections).toEqual([
      { original: "<script>x</script>", corrected: "<b>y</b>", confidence: "high" },
    ]);
  });

  it("reads a huge file", () => {
    const text = HEADER + "\n" + "Grandini\tGrandine\thigh\n".repeat(50_000);
    expect(parseChangelog(text).corrections).toHaveLength(50_000);
  });

  it("reads a 1 MB line", () => {
    expect(parseChangelog(`${"x".repeat(1_000_000)}\ty`).corrections[0]?.original).toHaveLength(1_000_000);
    expect(parseChangelog(`"${'"'.repeat(1_000_000)}\ty`).corrections).toHaveLength(1);
  });

  it("never throws, and every correction fits the schema", () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('"', '""', "original", "corrected", "\r", "\n", " "),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 5 }), { maxLength: 20 }), (rows) => {
        const { corrections, warnings } = parseChangelog(rows.map((row) => row.join("\t")).join("\n"));
        for (const correction of corrections)
          expect(changelogCorrectionSchema.safeParse(correction).success).toBe(true);
        for (const warning of warnings)
          expect(warning).toMatch(/^line \d+: .+; skipped$|^\d+ more malformed lines skipped$/);
      }),
    );
  });
});

describe("changelogCorrectionSchema", () => {
  it("rejects an empty original or corrected text", () => {
    expect(changelogCorrectionSchema.safeParse({ original: "", corrected: "x", confidence: "" }).success).toBe(false);
    expect(changelogCorrectionSchema.safeParse({ original: "x", corrected: "", confidence: "" }).success).toBe(false);
    expect(changelogCorrectionSchema.safeParse({ original: "x", corrected: "y" }).success).toBe(false);
  });
});
