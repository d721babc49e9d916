import { resolve } from 'node:path';
import { DEMO_PACK_FOLDER, DEVELOPMENT_ISSUER, type S3Settings, s3SettingsFrom } from '@koran-kids/content';
import type { DatabaseTimeouts } from '@koran-kids/db';
import { z } from 'zod';
import type { StaffRoleClaim } from './family/staff.ts';
import { type LetterSettings, letterEnvironment, letterSettingsOf } from './letter-settings.ts';

const optionalUrl = z.url().optional();
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
/** Exactly as a browser sends its Origin header: scheme, host and port, nothing after. */
const isOrigin = (value: string) => URL.parse(value)?.origin === value;

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
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  CONTENT_PACK: z.string().min(1).default(DEMO_PACK_FOLDER),
  IMPORT_CONTENT_ON_EMPTY: flag.default(true),
  WEB_DIST: z
    .string()
    .min(1)
    .default(resolve(import.meta.dirname, '../../web/dist')),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: flag.default(false),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every(isOrigin),
      'comma-separated origins, each as a browser sends it: e.g. https://app.example.nl (no path, no trailing slash)',
    ),
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_STAFF_ROLE_CLAIM: z.string().min(1).default('roles'),
  OIDC_STAFF_TEACHER_ROLE: z.string().min(1).default('koran-kids-teacher'),
  OIDC_STAFF_ADMINISTRATOR_ROLE: z.string().min(1).default('koran-kids-administrator'),
  INSTITUTE_NAME: z.string().min(1).default('Koran Kids'),
  SHOP_URL: z.url().default('https://shop.koran-kids.example/'),
  SHOP_RENEW_URL: z.url().default('https://shop.koran-kids.example/verlengen'),
  TERMS_URL: z.url().default('https://koran-kids.example/algemene-voorwaarden'),
  PRIVACY_URL: z.url().default('https://koran-kids.example/privacy'),
  FAQ_URL: z.url().default('https://koran-kids.example/veelgestelde-vragen'),
  CONTACT_URL: z.url().default('https://koran-kids.example/contact'),
  WOOCOMMERCE_WEBHOOK_SECRET: z.string().min(16).optional(),
  SHOP_COURSE_PRODUCT_IDS: z
    .string()
    .regex(/^\d+(\s*,\s*\d+)*$/, 'comma-separated WooCommerce product ids, e.g. 101,102')
    .optional(),
  SHOP_SUBSCRIPTION_DAYS: z.coerce.number().int().min(1).max(3660).default(365),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  UPLOAD_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  SIGN_IN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RECORDINGS_PER_CHILD_PER_DAY: z.coerce.number().int().min(1).max(1000).default(20),
  RECORDINGS_KEEP_DAYS_AFTER_HEARD: z.coerce.number().int().min(1).max(3660).default(90),
  RECORDINGS_KEEP_DAYS_UNHEARD: z.coerce.number().int().min(1).max(3660).default(180),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(5),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(100),
  ...letterEnvironment,
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,}$/, 'at least 32 characters without spaces, e.g. the output of `openssl rand -hex 32`')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  dataDir: string;
  database:
    | { kind: 'postgres'; url: string; poolSize: number; timeouts: DatabaseTimeouts }
    | { kind: 'pglite'; dataDir: string };
  filesDir: string;
  /** An S3-compatible bucket for the files instead of `filesDir` (`S3_*` settings). */
  s3: S3Settings | null;
  contentPack: string;
  importContentOnEmpty: boolean;
  webDist: string;
  /** Demo families are imported only where their accounts can sign in: the development provider. */
  usesDevelopmentSignIn: boolean;
  /** The address families use, e.g. https://app.koran-kids.nl (no trailing slash). */
  publicUrl: string;
  trustProxy: boolean;
  /** Other sites whose pages may call /graphql with the family's cookie; none: the app is same-origin. */
  corsOrigins: readonly string[];
  sessionDays: number;
  /** API requests per minute per signed-in session (0: no limit); sign-in has its own, lower limit. */
  rateLimitPerMinute: number;
  /** Requests per minute of an administrator's resumable uploads (a reciter is 6,236 files), counted apart. */
  uploadRequestsPerMinute: number;
  /** Requests per minute to the sign-in paths (`/auth/`, `/oidc/`) from one address; a sign-in is about six. */
  signInRequestsPerMinute: number;
  /** How many recordings one child may send the teacher in 24 hours (each at most a minute and 512 KB). */
  recordingsPerChildPerDay: number;
  /** How long a sent recording is kept: days after the teacher heard (or answered) it, and days if never heard. */
  recordingRetention: { daysAfterHeard: number; daysUnheard: number };
  /** After SIGTERM: seconds of 503 on /readyz, still serving, before connections close. */
  shutdownDelaySeconds: number;
  /** The most a request may take once received; after it the browser gets 503 and tries again later. */
  requestTimeoutMs: number;
  /** Requests worked on at once by this copy; any more are answered 503 at once. */
  maxRequestsInFlight: number;
  /** The bearer token Prometheus sends to GET /metrics; none: /metrics is 404 in production, this machine's only elsewhere. */
  metricsToken: string | null;
  letters: LetterSettings;
  oidc: {
    issuer: string;
    /** The issuer stored with each parent: 'development' for the built-in provider, whatever address it has. */
    accountIssuer: string;
    clientId: string;
    clientSecret: string;
    audience: string;
    isDevelopment: boolean;
    /** Which claim of the ID token names staff, and its values for a teacher and an administrator. */
    staffRole: StaffRoleClaim;
  };
  /** The WooCommerce shop: the webhook's secret, the course's products, and how long one order runs. */
  shop: { webhookSecret: string | null; courseProductIds: ReadonlySet<number>; subscriptionDays: number };
  /** What the web app shows: the institute, the shop and the footer's links. */
  site: {
    instituteName: string;
    shopUrl: string;
    shopRenewUrl: string;
    termsUrl: string;
    privacyUrl: string;
    faqUrl: string;
    contactUrl: string;
  };
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
  const s3 = s3SettingsFrom(present);
  const letters = letterSettingsOf(values);
  const problems = [...signInProblems(values), ...letters.problems, ...s3.problems];
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    dataDir,
    database: values.DATABASE_URL
      ? {
          kind: 'postgres',
          url: values.DATABASE_URL,
          poolSize: values.DATABASE_POOL_SIZE,
          timeouts: {
            connectMs: values.DATABASE_CONNECT_TIMEOUT_MS,
            statementMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
            lockMs: values.DATABASE_LOCK_TIMEOUT_MS,
          },
        }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    filesDir: resolve(dataDir, 'files'),
    s3: s3.settings,
    contentPack: resolve(values.CONTENT_PACK),
    importContentOnEmpty: values.IMPORT_CONTENT_ON_EMPTY,
    webDist: resolve(values.WEB_DIST),
    usesDevelopmentSignIn: !values.OIDC_ISSUER,
    publicUrl,
    trustProxy: values.TRUST_PROXY,
    corsOrigins: values.CORS_ORIGINS,
    sessionDays: values.SESSION_DAYS,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    uploadRequestsPerMinute: values.UPLOAD_REQUESTS_PER_MINUTE,
    signInRequestsPerMinute: values.SIGN_IN_REQUESTS_PER_MINUTE,
    recordingsPerChildPerDay: values.RECORDINGS_PER_CHILD_PER_DAY,
    recordingRetention: {
      daysAfterHeard: values.RECORDINGS_KEEP_DAYS_AFTER_HEARD,
      daysUnheard: values.RECORDINGS_KEEP_DAYS_UNHEARD,
    },
    shutdownDelaySeconds: values.SHUTDOWN_DELAY_SECONDS,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    maxRequestsInFlight: values.MAX_REQUESTS_IN_FLIGHT,
    metricsToken: values.METRICS_TOKEN ?? null,
    letters: letters.settings,
    oidc: values.OIDC_ISSUER
      ? {
          issuer: values.OIDC_ISSUER,
          accountIssuer: values.OIDC_ISSUER,
          clientId: values.OIDC_CLIENT_ID ?? '',
          clientSecret: values.OIDC_CLIENT_SECRET ?? '',
          audience: values.OIDC_AUDIENCE ?? `${publicUrl}/graphql`,
          isDevelopment: false,
          staffRole: staffRoleOf(values),
        }
      : {
          issuer: `${publicUrl}/oidc`,
          accountIssuer: DEVELOPMENT_ISSUER,
          clientId: 'koran-kids-development',
          clientSecret: 'development-only-secret',
          audience: `${publicUrl}/graphql`,
          isDevelopment: true,
          staffRole: staffRoleOf(values),
        },
    shop: {
      webhookSecret: values.WOOCOMMERCE_WEBHOOK_SECRET ?? null,
      courseProductIds: new Set((values.SHOP_COURSE_PRODUCT_IDS ?? '').split(',').filter(Boolean).map(Number)),
      subscriptionDays: values.SHOP_SUBSCRIPTION_DAYS,
    },
    site: {
      instituteName: values.INSTITUTE_NAME,
      shopUrl: values.SHOP_URL,
      shopRenewUrl: values.SHOP_RENEW_URL,
      termsUrl: values.TERMS_URL,
      privacyUrl: values.PRIVACY_URL,
      faqUrl: values.FAQ_URL,
      contactUrl: values.CONTACT_URL,
    },
  };
}

const staffRoleOf = (values: z.infer<typeof environmentSchema>): StaffRoleClaim => ({
  claim: values.OIDC_STAFF_ROLE_CLAIM,
  teacher: values.OIDC_STAFF_TEACHER_ROLE,
  administrator: values.OIDC_STAFF_ADMINISTRATOR_ROLE,
});

/** An external provider needs its client settings; the development one never runs in production. */
function signInProblems(values: z.infer<typeof environmentSchema>): string[] {
  if (!values.OIDC_ISSUER) {
    return values.NODE_ENV === 'production'
      ? [
          'OIDC_ISSUER: the development sign-in does not run with NODE_ENV=production; set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
        ]
      : [];
  }
  return (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const)
    .filter((name) => !values[name])
    .map((name) => `${name}: is required when OIDC_ISSUER is set`);
}
