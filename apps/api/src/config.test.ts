import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('the configuration', () => {
  it('runs on PGlite in ./data on port 3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\/data\/pglite$/) });
    expect(config.usesDevelopmentSignIn).toBe(true);
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/koran', DATABASE_POOL_SIZE: '20' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/koran',
      poolSize: 20,
      timeouts: { connectMs: 5000, statementMs: 10_000, lockMs: 1000 },
    });
  });

  it('limits every wait on the database and every request, with settings to change the limits', () => {
    const defaults = loadConfig({});
    expect([defaults.requestTimeoutMs, defaults.maxRequestsInFlight]).toEqual([15_000, 100]);
    const tuned = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/koran',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      DATABASE_LOCK_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '40000',
      MAX_REQUESTS_IN_FLIGHT: '50',
    });
    expect(tuned.database).toMatchObject({ timeouts: { connectMs: 2000, statementMs: 30_000, lockMs: 500 } });
    expect([tuned.requestTimeoutMs, tuned.maxRequestsInFlight]).toEqual([40_000, 50]);
    expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: '0' })).toThrow(/MAX_REQUESTS_IN_FLIGHT/);
  });

  it('names every mistake at once, one line each', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/^PORT: .*"eighty"/m);
    expect(problems.join('\n')).toMatch(/^DATABASE_URL: must start with postgres:\/\//m);
    expect(problems.join('\n')).toMatch(/^LOG_LEVEL: /m);
  });

  it('refuses to run the development sign-in in production, and needs the client of an external provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /development sign-in does not run with NODE_ENV=production/,
    );
    const problems = (() => {
      try {
        loadConfig({ OIDC_ISSUER: 'https://login.example.com/' });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    })();
    expect(problems).toEqual([
      'OIDC_CLIENT_ID: is required when OIDC_ISSUER is set',
      'OIDC_CLIENT_SECRET: is required when OIDC_ISSUER is set',
    ]);
    const external = loadConfig({
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://login.example.com/',
      OIDC_CLIENT_ID: 'app',
      OIDC_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://app.example.com',
    });
    expect(external.oidc).toMatchObject({ isDevelopment: false, audience: 'https://app.example.com/graphql' });
    expect(external.usesDevelopmentSignIn).toBe(false);
  });

  it('sends CORS headers to no other site unless CORS_ORIGINS names it exactly as a browser sends it', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://app.example.nl, http://localhost:5173' }).corsOrigins).toEqual([
      'https://app.example.nl',
      'http://localhost:5173',
    ]);
    for (const mistake of ['https://app.example.nl/', 'app.example.nl', 'https://app.example.nl/path', '*']) {
      expect(() => loadConfig({ CORS_ORIGINS: mistake })).toThrow(/CORS_ORIGINS: comma-separated origins/);
    }
  });

  it('keeps files in a bucket only with every S3 setting, and says which one is missing', () => {
    expect(loadConfig({}).s3).toBeNull();
    const error = (() => {
      try {
        loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error?.problems).toEqual([
      'S3_ACCESS_KEY_ID: required with S3_BUCKET',
      'S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
      'S3_ENDPOINT: an http(s) address, e.g. https://s3.eu-central-1.amazonaws.com (got "minio:9000")',
    ]);
    const config = loadConfig({
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'https://s3.example.nl',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toMatchObject({ bucket: 'files', region: 'us-east-1', prefix: '' });
  });

  it('takes a METRICS_TOKEN long enough not to be guessed, and none by default', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    const token = 'c2a1f0e9d8b7a6c5b4a3f2e1d0c9b8a7';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const mistake of ['geheim', `${token.slice(0, 16)} ${token.slice(16)}`]) {
      expect(() => loadConfig({ METRICS_TOKEN: mistake })).toThrow(/METRICS_TOKEN: at least 32 characters/);
    }
  });
});
