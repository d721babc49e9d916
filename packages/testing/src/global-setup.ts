import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@koran-kids/db';
import type { TestProject } from 'vitest/node';
import {
  buildPgliteCopies,
  buildPostgresDemoTemplate,
  DEMO_TEMPLATE_DATABASE,
  type DemoCopies,
} from './demo-databases.ts';
import { findPostgresBinaries, startThrowawayPostgres } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated template database on a throwaway PostgreSQL, or null where none can run. */
    postgresTemplateUrl: string | null;
    /** On the same server, the template database with the demo course and families (null without PostgreSQL). */
    postgresDemoTemplate: string | null;
    /** The PGlite databases and demo files every test copies, built once per run. */
    demoCopies: DemoCopies;
    /** This run's folder (the copies are in it), removed when the whole run has ended. */
    runFolder: string;
  }
}

export const TEMPLATE_DATABASE = 'koran_kids_template';

/**
 * Builds the databases the tests copy: migrated, and with the demo course, on PGlite and (where PostgreSQL is
 * installed) as template databases on a throwaway server.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'koran-kids-copies-'));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  const copies = await buildPgliteCopies(folder);
  project.provide('demoCopies', copies);
  project.provide('runFolder', folder);
  const binaries = findPostgresBinaries();
  if (!binaries && process.env.CI === 'true') {
    throw new Error('CI=true but no PostgreSQL server binaries in /usr/lib/postgresql/*/bin');
  }
  if (!binaries) {
    console.warn('No PostgreSQL binaries found: database tests run on PGlite only.');
    project.provide('postgresTemplateUrl', null);
    project.provide('postgresDemoTemplate', null);
    return removeFolder;
  }
  const server = await startThrowawayPostgres(binaries);
  const admin = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 1 });
  await admin.execute(`create database ${TEMPLATE_DATABASE}`);
  await admin.close();
  const templateUrl = server.url.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`);
  const template = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 1 });
  await template.migrate();
  await template.close();
  await buildPostgresDemoTemplate(server.url, TEMPLATE_DATABASE, copies.demoFiles);
  project.provide('postgresTemplateUrl', templateUrl);
  project.provide('postgresDemoTemplate', DEMO_TEMPLATE_DATABASE);

  return async () => {
    await server.stop();
    removeFolder();
  };
}
