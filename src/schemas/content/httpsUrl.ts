import { z } from "zod";

export const httpsUrl = z.url({ protocol: /^https$/ });
