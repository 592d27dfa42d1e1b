export const TONES = ["green", "blue", "amber", "purple", "slate", "red", "indigo", "teal", "sky"] as const;
export type Tone = (typeof TONES)[number];

/**
 * Each tone's hue in Tailwind's palette. The CSS class `tone-<hue>` (app.css) gives an element that tone's fill,
 * text and ring in either theme, every one with AA contrast.
 */
const TONE_HUE = {
  green: "emerald",
  blue: "blue",
  amber: "amber",
  purple: "violet",
  slate: "slate",
  red: "red",
  indigo: "indigo",
  teal: "teal",
  sky: "sky",
} as const satisfies Record<Tone, string>;

export type ToneClass = `tone-${(typeof TONE_HUE)[Tone]}`;

export function toneClass(tone: Tone): ToneClass {
  return `tone-${TONE_HUE[tone]}`;
}
