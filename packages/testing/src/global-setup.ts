import { openDatabase } from '@koran-kids/db';
import type { TestProject } from 'vitest/node';
import { findPostgresBinaries, startThrowawayPostgres } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated template database on a throwaway PostgreSQL, or null where none can run. */
    postgresTemplateUrl: string | null;
  }
}

export const TEMPLATE_DATABASE = 'koran_kids_template';

/** Where PostgreSQL is installed, starts a throwaway server with one migrated template database. */
export default async function setup(project: TestProject) {
  const binaries = findPostgresBinaries();
  if (!binaries && process.env.CI === 'true') {
    throw new Error('CI=true but no PostgreSQL server binaries in /usr/lib/postgresql/*/bin');
  }
  if (!binaries) {
    console.warn('No PostgreSQL binaries found: database tests run on PGlite only.');
    project.provide('postgresTemplateUrl', null);
    return;
  }
  const server = await startThrowawayPostgres(binaries);
  const admin = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 1 });
  await admin.execute(`create database ${TEMPLATE_DATABASE}`);
  await admin.close();
  const templateUrl = server.url.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`);
  const template = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 1 });
  await template.migrate();
  await template.close();
  project.provide('postgresTemplateUrl', templateUrl);

  return async () => {
    await server.stop();
  };
}
