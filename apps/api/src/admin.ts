import { openDatabase } from '@koran-kids/db';
import { ConfigError, loadConfig } from './config.ts';
import { runStaffCommand, StaffUsageError } from './modules/families/staff-commands.ts';
import { AdminUsageError, runAdminCommand } from './modules/shop/admin-commands.ts';
import { NoCourseError } from './modules/shop/shop.service.ts';

/** `npm run admin -- …`: operator commands against the configured database. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, poolSize: 2 }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  try {
    await database.migrate();
    const argv = process.argv.slice(2);
    console.log(await (argv[0] === 'staff' ? runStaffCommand : runAdminCommand)(database.db, argv));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const isUsage = error instanceof AdminUsageError || error instanceof StaffUsageError;
  if (isUsage || error instanceof ConfigError || error instanceof NoCourseError) {
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    console.error(`${error.message}\nRun "npm run admin" to see the commands.`);
    process.exitCode = 2;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
