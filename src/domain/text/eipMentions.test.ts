import { describe, expect, it } from "vitest";
// The real table and catalogue, read through Vite (domain code, tests included, may not use node:fs).
import aliasTable from "../../../content/eip-aliases.txt?raw";
import { eipsMentioned, findEipMentions, parseEipAliases, type EipAlias } from "./eipMentions";

const catalogue = import.meta.glob("../../../content/eips/*.json");

const ALIASES: EipAlias[] = [
  { alias: "ePBS", eip: 7732 },
  { alias: "FOCIL", eip: 7805 },
  { alias: "PeerDAS", eip: 7594 },
  { alias: "BAL", eip: 7928 },
  { alias: "block-level access list", eip: 7928 },
  { alias: "block access list", eip: 7928 },
  { alias: "EOF", eip: 7692 },
  { alias: "EOFv1", eip: 7692 },
  { alias: "PAY opcode", eip: 5920 },
];

const eips = (text: string) => eipsMentioned(text, ALIASES);

describe("findEipMentions: numbers", () => {
  it.each([
    ["EIP-7732", 7732],
    ["EIP 7732", 7732],
    ["EIP7732", 7732],
    ["eip-7732", 7732],
    ["eip7732", 7732],
    ["Eip 7732", 7732],
    ["EIP – 7732", 7732],
    ["EIP—7732", 7732],
    ["EIP\u20117732", 7732],
    ["EIP: 7732", 7732],
    ["EIP #7732", 7732],
    ["EIP-7732's payload", 7732],
    ["(EIP-7732)", 7732],
    ["see EIP-7732.", 7732],
    ["EIP-7732, then", 7732],
    ["[EIP-7732](https://eips.ethereum.org/EIPS/eip-7732)", 7732],
    ["**EIP-7732**", 7732],
    ["https://eips.ethereum.org/EIPS/eip-7732", 7732],
    ["https://github.com/ethereum/EIPs/blob/master/EIPS/eip-7732.md", 7732],
    ["https://ethereum-magicians.org/t/eip-7732-enshrined-proposer-builder-separation-epbs/19634", 7732],
    ["https://ethereum-magicians.org/t/hegota-headliner-proposal-focil-eip-7805/27604", 7805],
    ["tests/amsterdam/eip7928_block_level_access_lists/test_cases.md", 7928],
    ["EIP-1 says so", 1],
    ["EIP-663", 663],
    ["EIP-99999", 99999],
  ])("finds %j", (text, eip) => {
    expect(eips(text)).toEqual([eip]);
  });

  it("reports where each mention is and what it says", () => {
    expect(findEipMentions("We ship EIP-7732 and FOCIL.", ALIASES)).toEqual([
      { eip: 7732, start: 8, end: 16, text: "EIP-7732", via: "number" },
      { eip: 7805, start: 21, end: 26, text: "FOCIL", via: "alias" },
    ]);
  });

  it("reads every number of a list after 'EIPs'", () => {
    expect(eips("EIPs 7732 and 7805")).toEqual([7732, 7805]);
    expect(eips("EIPs 7732, 7805")).toEqual([7732, 7805]);
    expect(eips("EIPs 7732, 7805, and 7928 are next")).toEqual([7732, 7805, 7928]);
    expect(eips("2 Networking EIPs (8077, 8094) to introduce")).toEqual([8077, 8094]);
    expect(eips("all the EIPs (8037/8038/2780) with the new changes")).toEqual([8037, 8038, 2780]);
    expect(eips("EIPs 7732 & 7805")).toEqual([7732, 7805]);
  });

  it("does not read a list after the singular 'EIP', nor short numbers in a list", () => {
    expect(eips("EIP-7732 and 7805")).toEqual([7732]);
    expect(eips("EIPs 7732 and 2 others")).toEqual([7732]);
    expect(eips("38 EIPs + 2 headliners")).toEqual([]);
  });

  it("counts '#7732' only when it hangs on the word EIP", () => {
    expect(eips("EIP #7732")).toEqual([7732]);
    expect(eips("the EIPs #7732 and #7805")).toEqual([7732, 7805]);
    expect(eips("EIPs: #7732, #7805")).toEqual([7732, 7805]);
    expect(eips("#7732")).toEqual([]);
    expect(eips("PR #7732")).toEqual([]);
    expect(eips("see issue #1234")).toEqual([]);
    expect(eips("the EIP PR #9876 is merged")).toEqual([]);
    expect(eips("EIP-7732 (#9876)")).toEqual([7732]);
    expect(eips("ethereum/EIPs#9876")).toEqual([]);
  });

  it("reads numbers that speech-to-text wrote in groups", () => {
    expect(eips("the transaction gas limit reduction for Eip 7, 8, 2, 5,")).toEqual([7825]);
    expect(eips("Eip 7, 9 0, 7. So the code size limit increase.")).toEqual([7907]);
    expect(eips("eip, 79, 51 is identical from an interface standpoint")).toEqual([7951]);
    expect(eips("related to Eip 7,825, the transaction gas limit cap")).toEqual([7825]);
    expect(eips("Decision on is Eip. 7,939 count leading zeros")).toEqual([7939]);
    expect(eips("Is this eip? 7, 9, 1, 7. This is the proposal.")).toEqual([7917]);
    expect(eips("the ideas in this EIP, 8141, were co-developed")).toEqual([8141]);
    expect(eips("jump right into the eips, 79, 51 benchmarking results")).toEqual([7951]);
  });

  it("rejects groups that do not make one four-digit number", () => {
    expect(eips("my eip 79, 79, 42 available attestation")).toEqual([]);
    expect(eips("2 clients for one EIP, 3 for another")).toEqual([]);
    expect(eips("the EIP 2, 3 clients")).toEqual([]);
    expect(eips("EIP 60,000,000 gas")).toEqual([]);
    expect(eips("this EIP, 2025 will be the year")).toEqual([]);
    expect(eips("the EIP. 2024 was long")).toEqual([]);
    expect(eips("the EIP (2 of them)")).toEqual([]);
  });

  it("rejects numbers glued to letters or digits, with leading zeros, or too long", () => {
    expect(eips("EIP-7732abc")).toEqual([]);
    expect(eips("EIP-7732s")).toEqual([]);
    expect(eips("EIP-07732")).toEqual([]);
    expect(eips("EIP-0")).toEqual([]);
    expect(eips("EIP-123456")).toEqual([]);
    expect(eips("EIP 7.5")).toEqual([]);
    expect(eips("EIP 7:32")).toEqual([]);
    expect(eips("the EIP 7-8 weeks")).toEqual([]);
    expect(eips("EIP 2/3")).toEqual([]);
    expect(eips("EIP 50%")).toEqual([]);
  });

  it("needs the word EIP on its own", () => {
    expect(eips("WEIP-1")).toEqual([]);
    expect(eips("EIPX-7732")).toEqual([]);
    expect(eips("EIP")).toEqual([]);
    expect(eips("the EIP and the EIPs")).toEqual([]);
    expect(eips("EIP is 2 weeks old")).toEqual([]);
    expect(eips("EIP's 7732")).toEqual([]);
  });

  it("ignores ERCs and RIPs", () => {
    expect(eips("ERC-20")).toEqual([]);
    expect(eips("ERC-7730 clear signing")).toEqual([]);
    expect(eips("RIP-7212")).toEqual([]);
    expect(eips("Rip 7, 2, 12,")).toEqual([]);
  });

  it("ignores a number that Zoom cut short in a quote", () => {
    expect(eips('Reacted to "Update to apply eip7..." with 👍')).toEqual([]);
    expect(eips('Replying to "For more on EIP-81..."')).toEqual([]);
    expect(eips('Replying to "For more on EIP-8105..."')).toEqual([8105]);
    expect(eips("in the current eip77…")).toEqual([]);
  });

  it("never takes a bare number", () => {
    for (const text of [
      "7732 people",
      "gas limit 60000000",
      "2026",
      "36M",
      "block 7732",
      "at 7:32",
      "60,000,000 gas",
      "7732 gas",
      "#7732 alone",
    ]) {
      expect(eips(text)).toEqual([]);
    }
  });

  it("takes only eip-N path segments from URLs", () => {
    expect(eips("https://github.com/ethereum/EIPs/pull/7732")).toEqual([]);
    expect(eips("github.com/ethereum/EIPs/pull/7732")).toEqual([]);
    expect(eips("https://github.com/ethereum/EIPs/pull/11094#issuecomment-3769076517")).toEqual([]);
    expect(eips("https://www.youtube.com/watch?v=gjWReOSaT-o&t=7732")).toEqual([]);
    expect(eips("https://youtu.be/abcEIP7732x?t=7732")).toEqual([]);
    expect(eips("https://example.org/page?eip=7732")).toEqual([]);
    expect(eips("https://ethereum-magicians.org/t/testnet-name-needed/23221")).toEqual([]);
    expect(eips("eips.ethereum.org/EIPS/eip-7732")).toEqual([7732]);
  });
});

describe("findEipMentions: aliases", () => {
  it("matches aliases in any case", () => {
    expect(eips("ePBS")).toEqual([7732]);
    expect(eips("EPBS devnet")).toEqual([7732]);
    expect(eips("epbs")).toEqual([7732]);
    expect(eips("Focil and peerdas")).toEqual([7805, 7594]);
    expect(eips("BAL")).toEqual([7928]);
    expect(eips("testing bal")).toEqual([7928]);
    expect(eips("Eof is unlikely")).toEqual([7692]);
  });

  it("matches whole words with an optional plural 's'", () => {
    expect(eips("BALs are cool")).toEqual([7928]);
    expect(eips("BALS")).toEqual([7928]);
    expect(eips("FOCIL's committee")).toEqual([7805]);
    expect(eips("ePBS-related")).toEqual([7732]);
    expect(eips("ePBSx")).toEqual([]);
    expect(eips("xePBS")).toEqual([]);
    expect(eips("BALANCE")).toEqual([]);
    expect(eips("EOFv1")).toEqual([7692]);
    expect(eips("EOF_v1")).toEqual([]);
  });

  it("joins the words of an alias with a space or a hyphen", () => {
    expect(eips("block-level access lists")).toEqual([7928]);
    expect(eips("block level access list")).toEqual([7928]);
    expect(eips("Block Access List")).toEqual([7928]);
    expect(eips("the pay opcode")).toEqual([5920]);
  });

  it("prefers the longer alias and the number where they overlap", () => {
    const mentions = findEipMentions("block-level access list", [...ALIASES, { alias: "access list", eip: 2930 }]);
    expect(mentions).toEqual([{ eip: 7928, start: 0, end: 23, text: "block-level access list", via: "alias" }]);
    const clash = findEipMentions("EIP-7732 ships", [
      { alias: "EIP", eip: 1 },
      { alias: "7732 ships", eip: 9 },
    ]);
    expect(clash).toEqual([{ eip: 7732, start: 0, end: 8, text: "EIP-7732", via: "number" }]);
  });

  it("ignores aliases inside URLs", () => {
    expect(eips("https://notes.ethereum.org/@ethpandaops/bal-devnet-2")).toEqual([]);
    expect(eips("https://ethresear.ch/t/focil-a-simple-committee/19870")).toEqual([]);
    expect(eips("ethresear.ch/t/epbs-focil-compatibility/24777")).toEqual([]);
    expect(eips("a note on ePBS: https://example.org/epbs")).toEqual([7732]);
    expect(eips("[FOCIL](https://meetfocil.eth.limo/)")).toEqual([7805]);
  });

  it("returns mentions in order, without overlaps, and each EIP once from eipsMentioned", () => {
    const text = "FOCIL, then EIP-7732 and ePBS again, then EIPs 7805 and 7928";
    const mentions = findEipMentions(text, ALIASES);
    expect(mentions.map((m) => m.eip)).toEqual([7805, 7732, 7732, 7805, 7928]);
    for (let i = 1; i < mentions.length; i++) expect(mentions[i]!.start).toBeGreaterThanOrEqual(mentions[i - 1]!.end);
    expect(eipsMentioned(text, ALIASES)).toEqual([7805, 7732, 7928]);
  });

  it("skips malformed alias entries", () => {
    const broken = [
      { alias: "", eip: 1 },
      { alias: "Zed", eip: 0 },
      { alias: "Qux", eip: 1.5 },
      { alias: "Foo", eip: 42 },
    ] as EipAlias[];
    expect(eipsMentioned("Zed Qux Foo", broken)).toEqual([42]);
  });
});

describe("findEipMentions: hostile input", () => {
  it("returns nothing for empty or non-string input", () => {
    expect(findEipMentions("", ALIASES)).toEqual([]);
    expect(findEipMentions(null as unknown as string, ALIASES)).toEqual([]);
    expect(findEipMentions(42 as unknown as string, ALIASES)).toEqual([]);
    expect(findEipMentions({} as unknown as string, ALIASES)).toEqual([]);
    expect(findEipMentions("EIP-7732", null as unknown as EipAlias[])).toEqual([
      { eip: 7732, start: 0, end: 8, text: "EIP-7732", via: "number" },
    ]);
    expect(eipsMentioned(undefined as unknown as string, ALIASES)).toEqual([]);
  });

  it("copes with unicode and null bytes", () => {
    expect(eips("\u0000EIP-7732\u0000")).toEqual([7732]);
    expect(eips("🚀 EIP-7732 🚀 ePBS 🎉 \uD800")).toEqual([7732]);
    expect(eips("ÉIP-7732 éPBS")).toEqual([]);
  });

  it("finishes a megabyte of random text quickly", () => {
    let seed = 7;
    const pieces = [
      "EIP",
      "-",
      " ",
      "7",
      "3",
      "2",
      "#",
      ",",
      ".",
      "ePBS",
      "BAL",
      "s",
      "block",
      "access",
      "list",
      "https://",
      "/",
      "eip",
      "\u0000",
      "é",
      "…",
    ];
    const parts: string[] = [];
    let length = 0;
    while (length < 1_000_000) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const piece = pieces[seed % pieces.length] ?? " ";
      parts.push(piece);
      length += piece.length;
    }
    const started = performance.now();
    const mentions = findEipMentions(parts.join(""), ALIASES);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(mentions.length).toBeGreaterThan(0);
  });

  it("finishes long runs of 'EIP-', '#', digits and list glue quickly", () => {
    const inputs = [
      "EIP-".repeat(100_000),
      "#".repeat(100_000),
      "EIP #".repeat(100_000),
      `EIP ${"7, ".repeat(100_000)}`,
      `EIPs 7732${", 7805".repeat(100_000)}`,
      "ePBS ".repeat(100_000),
      "block ".repeat(100_000),
      `https://${"a.".repeat(200_000)}/eip-7732`,
      "a".repeat(1_000_000),
      "1".repeat(1_000_000),
    ];
    for (const input of inputs) {
      const started = performance.now();
      findEipMentions(input, ALIASES);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(eipsMentioned(`EIPs 7732${", 7805".repeat(100_000)}`, ALIASES)).toEqual([7732, 7805]);
  });
});

describe("parseEipAliases", () => {
  it("reads aliases, skipping comments and blank lines", () => {
    const source =
      "# names\n\nePBS = 7732\n  FOCIL=7805  \r\n# block-level access lists\nblock-level access list = 7928\n";
    expect(parseEipAliases(source)).toEqual({
      aliases: [
        { alias: "ePBS", eip: 7732 },
        { alias: "FOCIL", eip: 7805 },
        { alias: "block-level access list", eip: 7928 },
      ],
      errors: [],
    });
  });

  it("names the line and the reason of a malformed line", () => {
    const { aliases, errors } = parseEipAliases(
      "ePBS = 7732\nFOCIL 7805\n= 7805\nfoo = bar\nx = 1 = 2\n!!! = 3\n1234 = 5",
    );
    expect(aliases).toEqual([{ alias: "ePBS", eip: 7732 }]);
    expect(errors).toHaveLength(6);
    expect(errors[0]).toMatch(/^line 2: expected/);
    expect(errors[1]).toMatch(/^line 3: alias "" must be/);
    expect(errors[2]).toMatch(/^line 4: "bar" is not an EIP number/);
    expect(errors[3]).toMatch(/^line 5: expected/);
    expect(errors[4]).toMatch(/^line 6: alias "!!!"/);
    expect(errors[5]).toMatch(/^line 7: alias "1234"/);
  });

  it("rejects numbers out of range", () => {
    const { aliases, errors } = parseEipAliases(
      "a1 = 0\nb2 = 100000\nc3 = 123456789012345678901234567890\nd4 = 07732\ne5 = -1\nf6 = 7.5",
    );
    expect(aliases).toEqual([]);
    expect(errors.map((error) => error.slice(0, 7))).toEqual([
      "line 1:",
      "line 2:",
      "line 3:",
      "line 4:",
      "line 5:",
      "line 6:",
    ]);
  });

  it("rejects an alias given to two EIPs, keeps a repeat of the same one once", () => {
    const { aliases, errors } = parseEipAliases(
      "ePBS = 7732\nEPBS = 7805\nePBS = 7732\nblock level access list = 7928\nblock-level access list = 1",
    );
    expect(aliases).toEqual([
      { alias: "ePBS", eip: 7732 },
      { alias: "block level access list", eip: 7928 },
    ]);
    expect(errors).toEqual([
      'line 2: "EPBS" already names EIP-7732 (line 1)',
      'line 5: "block-level access list" already names EIP-7928 (line 4)',
    ]);
  });

  it("treats aliases that differ only in case as one", () => {
    expect(parseEipAliases("EOF = 7692\nEof = 7692").aliases).toEqual([{ alias: "EOF", eip: 7692 }]);
    expect(parseEipAliases("EOF = 7692\neof = 3540").errors).toEqual(['line 2: "eof" already names EIP-7692 (line 1)']);
  });

  it("rejects aliases of fewer than three letters", () => {
    expect(parseEipAliases("DA = 7594\nA1 = 2\nEIP = 1").errors.map((error) => error.slice(0, 7))).toEqual([
      "line 1:",
      "line 2:",
      "line 3:",
    ]);
  });

  it("rejects ordinary words, in any case and in the plural", () => {
    const { aliases, errors } = parseEipAliases(
      "focus = 7805\naccess = 7928\nList = 7928\nblobs = 4844\nGAS = 7825\nfossil = 7805\nPAY opcode = 5920\nThe = 1",
    );
    expect(aliases).toEqual([{ alias: "PAY opcode", eip: 5920 }]);
    expect(errors).toHaveLength(7);
    expect(errors[0]).toBe('line 1: "focus" is an ordinary word, not the name of one EIP');
  });

  it("reads an empty table, and refuses what is not text", () => {
    expect(parseEipAliases("")).toEqual({ aliases: [], errors: [] });
    expect(parseEipAliases("\n# only a comment\n\n")).toEqual({ aliases: [], errors: [] });
    expect(parseEipAliases(null as unknown as string)).toEqual({
      aliases: [],
      errors: ["the alias table is not text"],
    });
  });
});

describe("content/eip-aliases.txt", () => {
  const { aliases, errors } = parseEipAliases(aliasTable);

  it("parses without errors and names a small set of aliases", () => {
    expect(errors).toEqual([]);
    expect(aliases.length).toBeGreaterThanOrEqual(10);
    expect(aliases.length).toBeLessThanOrEqual(25);
  });

  it("names only EIPs the site has a file for", () => {
    const known = new Set(Object.keys(catalogue).map((file) => Number(/(\d+)\.json$/.exec(file)?.[1])));
    expect(known.size).toBeGreaterThan(100);
    expect(aliases.filter((entry) => !known.has(entry.eip))).toEqual([]);
  });

  it("finds the headliners by their names", () => {
    expect(eipsMentioned("ePBS, FOCIL, PeerDAS, BALs and EOF", aliases)).toEqual([7732, 7805, 7594, 7928, 7692]);
    expect(eipsMentioned("Pectra and Fusaka are upgrades, not EIPs", aliases)).toEqual([]);
  });
});
