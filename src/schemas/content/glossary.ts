import { z } from "zod";

// content/glossary.json.

// Jargon our texts use, each explained in our own words where it is first used on a card.
export const glossaryTermSchema = z.strictObject({
  term: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  definition: z.string().min(1),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export const glossaryFileSchema = z.strictObject({
  terms: z.array(glossaryTermSchema),
  // Abbreviations and names a reader needs no definition for (units, ETH, EIP): kept out of the jargon report.
  notJargon: z.array(z.string().min(1)),
});
export type Glossary = z.infer<typeof glossaryFileSchema>;
