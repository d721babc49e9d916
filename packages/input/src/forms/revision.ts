import { REVISION_DAYS, REVISION_MINUTES } from '@koran-kids/revision';
import { z } from 'zod';

/** The parents' revision plan: minutes a day at most, and a goal of days a week (setRevisionPlan). */
export const revisionPlan = z.object({
  minutesPerDay: z.number().int().min(REVISION_MINUTES.min, 'too-small').max(REVISION_MINUTES.max, 'too-large'),
  daysPerWeek: z.number().int().min(REVISION_DAYS.min, 'too-small').max(REVISION_DAYS.max, 'too-large'),
});
export type RevisionPlanInput = z.infer<typeof revisionPlan>;
