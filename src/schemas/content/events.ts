import { z } from "zod";

// content/events.json: dated milestones shown on the calendar.

export const EVENT_CATEGORIES = ["mainnet", "testnet", "milestone", "announcement", "devnet"] as const;
export const calendarEventSchema = z.strictObject({
  date: z.iso.date(),
  title: z.string().min(1),
  category: z.enum(EVENT_CATEGORIES),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventsFileSchema = z.array(calendarEventSchema);
