import type { CalendarEvent, ClientTeam, Eip, Glossary, RegisteredCall, SiteConfig, Upgrade } from "../src/schemas/content";

/** Everything in content/, validated: what readContent returns and crossCheckContent checks. */
export interface Content {
  site: SiteConfig;
  upgrades: Upgrade[];
  eips: Eip[];
  calls: RegisteredCall[];
  events: CalendarEvent[];
  clientTeams: ClientTeam[];
  glossary: Glossary;
}
