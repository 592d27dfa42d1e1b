import { z } from "zod";

// content/client-teams.json.

export const clientTeamSchema = z.strictObject({
  name: z.string().min(1),
  layer: z.enum(["EL", "CL", "Both"]),
});
export type ClientTeam = z.infer<typeof clientTeamSchema>;
export const clientTeamsFileSchema = z.array(clientTeamSchema);
