// The body of a notes.json section: markdown-ish lines, "- " bullets nested by indentation, sometimes
// plain paragraphs. Read as a tree of text blocks; the text (HTML, links, **emphasis**) is kept as written
// and never interpreted here.

export type NoteBlock =
  { kind: "paragraph"; text: string } | { kind: "list"; items: { text: string; children: NoteBlock[] }[] };
type ListBlock = Extract<NoteBlock, { kind: "list" }>;
type ListItem = ListBlock["items"][number];
type ParagraphBlock = Extract<NoteBlock, { kind: "paragraph" }>;

const LINE_BREAK = /\r\n|\r|\n/;
const TAB_WIDTH = 4;
// A deeper bullet joins the deepest list allowed: a hostile body cannot build a tree too deep to render.
const MAX_LIST_DEPTH = 8;
const UNORDERED_MARKER = /^[-*+](?:[ \t]+|$)/;
// There is no ordered list kind: "1. Step" is kept as an item whose text starts with its number.
const ORDERED_MARKER = /^\d{1,9}[.)](?:[ \t]+|$)/;

/** An open list and the column of its bullets. */
type OpenList = { indent: number; list: ListBlock };

export function parseNotesBody(body: string): NoteBlock[] {
  if (typeof body !== "string") return [];
  const blocks: NoteBlock[] = [];
  let lists: OpenList[] = [];
  // What the next plain line may continue (no blank line between): the last item's text, or a paragraph.
  let continuing: ListItem | ParagraphBlock | null = null;

  for (const raw of stripBom(body).split(LINE_BREAK)) {
    const { indent, rest } = splitIndent(raw);
    if (rest === "") {
      continuing = null;
      continue;
    }
    const item = bulletItem(rest);
    if (item !== null) {
      if (item.text === "") continue;
      lists = placeItem(blocks, lists, indent, item);
      continuing = item;
      continue;
    }
    const top = lists.at(-1);
    if (continuing !== null && top !== undefined && continuing === top.list.items.at(-1) && indent > top.indent) {
      continuing.text += ` ${rest}`;
      continue;
    }
    const owner = itemAbove(lists, indent);
    // Unindented text ends the lists; indented text under an item (after a blank line or a deeper list) is a paragraph inside it.
    lists = owner === null ? [] : lists.slice(0, owner.depth + 1);
    const container = owner === null ? blocks : owner.item.children;
    const last = container.at(-1);
    if (continuing !== null && last === continuing && last.kind === "paragraph") last.text += ` ${rest}`;
    else container.push((continuing = { kind: "paragraph", text: rest }));
  }
  return blocks;
}

function placeItem(blocks: NoteBlock[], open: OpenList[], indent: number, item: ListItem): OpenList[] {
  const lists = [...open];
  while (lists.length > 1 && (lists.at(-1)?.indent ?? 0) > indent) lists.pop();
  const top = lists.at(-1);
  if (top === undefined) {
    const list: ListBlock = { kind: "list", items: [item] };
    blocks.push(list);
    return [{ indent, list }];
  }
  const parent = top.list.items.at(-1);
  if (top.indent >= indent || lists.length >= MAX_LIST_DEPTH || parent === undefined) {
    // Only the outermost list can sit right of the bullet: it then takes this bullet's column.
    top.indent = Math.min(top.indent, indent);
    top.list.items.push(item);
    return lists;
  }
  const previous = parent.children.at(-1);
  if (previous?.kind === "list") {
    previous.items.push(item);
    return [...lists, { indent, list: previous }];
  }
  const list: ListBlock = { kind: "list", items: [item] };
  parent.children.push(list);
  return [...lists, { indent, list }];
}

/** The deepest open item whose bullet sits left of `indent`, with the depth of its list. */
function itemAbove(lists: readonly OpenList[], indent: number): { item: ListItem; depth: number } | null {
  for (let depth = lists.length - 1; depth >= 0; depth--) {
    const open = lists[depth];
    const item = open?.list.items.at(-1);
    if (open !== undefined && item !== undefined && open.indent < indent) return { item, depth };
  }
  return null;
}

function bulletItem(rest: string): ListItem | null {
  const unordered = UNORDERED_MARKER.exec(rest);
  if (unordered) return { text: rest.slice(unordered[0].length).trim(), children: [] };
  const ordered = ORDERED_MARKER.exec(rest);
  if (ordered) {
    const text = rest.slice(ordered[0].length).trim();
    return { text: text === "" ? "" : `${ordered[0].trim()} ${text}`, children: [] };
  }
  return null;
}

/** Leading spaces and tabs as a column (tabs stop every TAB_WIDTH columns), and the trimmed rest of the line. */
function splitIndent(line: string): { indent: number; rest: string } {
  let indent = 0;
  let i = 0;
  for (; i < line.length; i++) {
    const char = line[i];
    if (char === " ") indent += 1;
    else if (char === "\t") indent += TAB_WIDTH - (indent % TAB_WIDTH);
    else break;
  }
  return { indent, rest: line.slice(i).trim() };
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
