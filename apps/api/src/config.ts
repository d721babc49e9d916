import { resolve } from 'node:path';
import { DEMO_PACK_FOLDER } from '@koran-kids/content';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  CONTENT_PACK: z.string().min(1).default(DEMO_PACK_FOLDER),
  IMPORT_CONTENT_ON_EMPTY: flag.default(true),
  WEB_DIST: z
    .string()
    .min(1)
    .default(resolve(import.meta.dirname, '../../web/dist')),
  OIDC_ISSUER: optionalUrl,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  dataDir: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  filesDir: string;
  contentPack: string;
  importContentOnEmpty: boolean;
  webDist: string;
  /** Demo families are imported only where their accounts can sign in: the development provider. */
  usesDevelopmentSignIn: boolean;
};

/** A configuration mistake; `problems` has one clear line per mistake. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration has ${problems.length} mistake(s):\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the configuration from the environment, all mistakes at once. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return `${name}: ${issue.message} (got ${JSON.stringify(present[name] ?? null)})`;
      }),
    );
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL, poolSize: values.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    filesDir: resolve(dataDir, 'files'),
    contentPack: resolve(values.CONTENT_PACK),
    importContentOnEmpty: values.IMPORT_CONTENT_ON_EMPTY,
    webDist: resolve(values.WEB_DIST),
    usesDevelopmentSignIn: !values.OIDC_ISSUER,
  };
}
