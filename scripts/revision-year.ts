/**
 * `npm run revision:year`: a school year of one child's revision (year-simulation.ts) through the real service and
 * scheduler on an in-memory PGlite with the demo course, for a few plans the parents might choose. Prints a markdown
 * table: reviews and minutes per revision day, and the recall the model expects for each passage at the year's end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PACK_FOLDER, fileStorageFor, importContentPack } from '@koran-kids/content';
import { openDatabase } from '@koran-kids/db';
import { simulateYear } from '../apps/api/src/modules/revision/year-simulation.ts';

const PLANS = [
  { minutesPerDay: 10, daysPerWeek: 5 },
  { minutesPerDay: 5, daysPerWeek: 3 },
  { minutesPerDay: 15, daysPerWeek: 7 },
];

const files = mkdtempSync(join(tmpdir(), 'koran-kids-revision-year-'));
const database = await openDatabase({ kind: 'pglite' });
try {
  await database.migrate();
  await importContentPack(database.db, fileStorageFor(null, files), DEMO_PACK_FOLDER);
  console.log(
    '| plan | learned | revision days | reviews | reviews a day (mean / max) | minutes a day (mean / max) | forgotten | recall at the end (lowest / mean) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const plan of PLANS) {
    const year = await simulateYear(database.db, {
      ...plan,
      start: new Date('2026-09-01T07:00:00Z'),
      days: 300,
      seed: 2026,
    });
    const recalls = year.passages.map((passage) => passage.recallAtEnd);
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
    console.log(
      `| ${plan.minutesPerDay} min, ${plan.daysPerWeek} days a week | ${year.learned} | ${year.revisionDays} | ${year.reviews} | ` +
        `${year.reviewsPerDay.mean.toFixed(2)} / ${year.reviewsPerDay.max} | ${year.minutesPerDay.mean.toFixed(1)} / ${year.minutesPerDay.max} | ` +
        `${year.forgotten} | ${percent(Math.min(...recalls))} / ${percent(recalls.reduce((a, b) => a + b, 0) / recalls.length)} |`,
    );
  }
} finally {
  await database.close();
  rmSync(files, { recursive: true, force: true });
}
