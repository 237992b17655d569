import { z } from 'zod';

export const campusConfigSchema = z.object({
  name: z.string().min(1),
  address: z.string().min(1),
  shortLabel: z.string().min(1).max(20),
  logo: z.string().optional(),
  departments: z
    .array(z.object({ code: z.string().regex(/^[A-Z][A-Z0-9_]*$/), name: z.string().min(1) }))
    .min(1),
});
export type CampusConfig = z.infer<typeof campusConfigSchema>;

/** What GET /api/campus answers. */
export interface CampusInfo {
  name: string;
  address: string;
  shortLabel: string;
  logoUrl: string;
  departments: { code: string; name: string }[];
  timezone: string;
  markingWindow: { start: string; end: string };
  periods: number[];
  thresholds: { lowAttendance: number; cumulativeOnDuty: number };
  captchaLength: number;
}
