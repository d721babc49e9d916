import { sql } from 'drizzle-orm';

/** The families' time zone: their days and weeks are Dutch, whatever the database's own zone. */
export const FAMILY_TIME_ZONE = 'Europe/Amsterdam';

/** Today in the Netherlands, as SQL. */
export const familyToday = sql.raw(`(now() at time zone '${FAMILY_TIME_ZONE}')::date`);

/** The moment a Dutch day (`YYYY-MM-DD`) begins, as SQL. */
export const startOfFamilyDay = (day: string) => sql`(${day}::date::timestamp at time zone ${FAMILY_TIME_ZONE})`;
