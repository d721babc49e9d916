import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertParent } from '../../auth/parents.ts';
import { startTestApp, type TestApp } from '../../testing/app.ts';
import { claimShopSubscriptions } from './shop.service.ts';

const SECRET = 'een-geheim-van-de-webwinkel-2026';
const ORDER = JSON.parse(readFileSync(new URL('./fixtures/order.json', import.meta.url), 'utf8'));
const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe('subscriptions from the WooCommerce shop', () => {
  let app: TestApp;
  const deliver = (order: unknown, options: { topic?: string; secret?: string; signature?: string | null } = {}) => {
    const body = JSON.stringify(order);
    const signature =
      options.signature === undefined
        ? createHmac('sha256', options.secret ?? SECRET)
            .update(body)
            .digest('base64')
        : options.signature;
    return app.server.app.inject({
      method: 'POST',
      url: '/webhooks/woocommerce',
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': options.topic ?? 'order.updated',
        'x-wc-webhook-source': 'https://shop.example/',
        ...(signature === null ? {} : { 'x-wc-webhook-signature': signature }),
      },
      payload: body,
    });
  };
  const subscriptionOf = async (email: string) =>
    (
      await app.database.execute(
        `select s.starts_on::text, s.ends_on::text, s.user_id, s.wp_order_id from subscriptions s
           left join users u on u.id = s.user_id where lower(coalesce(u.email, s.email)) = lower($1)`,
        [email],
      )
    ).rows;
  const count = async (table: string) =>
    Number((await app.database.execute(`select count(*)::int as n from ${table}`)).rows[0]?.n);

  beforeAll(async () => {
    app = await startTestApp({
      environment: { WOOCOMMERCE_WEBHOOK_SECRET: SECRET, SHOP_COURSE_PRODUCT_IDS: '101, 102' },
    });
  });
  afterAll(() => app.close());

  it('answers the creation ping, and refuses unsigned and wrongly signed deliveries without storing anything', async () => {
    const ping = await app.server.app.inject({
      method: 'POST',
      url: '/webhooks/woocommerce',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'webhook_id=17',
    });
    expect(ping.statusCode).toBe(200);
    const orders = await count('wp_orders');
    const completed = { ...ORDER, status: 'completed' };
    expect((await deliver(completed, { signature: null })).statusCode).toBe(401);
    expect((await deliver(completed, { secret: 'een-ander-geheim-dan-de-winkel' })).statusCode).toBe(401);
    expect((await deliver(completed, { signature: 'bm90LWEtc2lnbmF0dXJl' })).statusCode).toBe(401);
    expect(await count('wp_orders')).toBe(orders);
  });

  it('stores a paid-but-processing order without a subscription, then grants one when it completes, once', async () => {
    expect((await deliver(ORDER, { topic: 'order.created' })).json()).toMatchObject({ outcome: 'unchanged' });
    expect(await subscriptionOf('hatice.yilmaz@example.nl')).toEqual([]);
    const completed = { ...ORDER, status: 'completed' };
    expect((await deliver(completed)).json()).toMatchObject({ outcome: 'granted' });
    expect((await deliver(completed)).json()).toMatchObject({ outcome: 'unchanged' });
    expect(await subscriptionOf('hatice.yilmaz@example.nl')).toEqual([
      { starts_on: dayFromToday(0), ends_on: dayFromToday(364), user_id: null, wp_order_id: 5120 },
    ]);
  });

  it('gives the subscription to the parent who signs in later with that e-mail, with its contact details', async () => {
    const parentId = await upsertParent(app.database.db, 'https://login.example/', {
      sub: 'hatice-1',
      email: 'hatice.yilmaz@example.nl',
    });
    expect(await claimShopSubscriptions(app.database.db, parentId, 'hatice.yilmaz@example.nl', false)).toBe(0);
    expect(await claimShopSubscriptions(app.database.db, parentId, 'Hatice.Yilmaz@example.nl', true)).toBe(1);
    const cookie = await app.signIn('hatice.yilmaz@example.nl');
    const answer = await app.gql(cookie, '{ subscription { isActive endsOn } }');
    expect(answer.data?.subscription).toEqual({ isActive: true, endsOn: dayFromToday(364) });
    await app.gql(cookie, 'mutation { updateUnlockKey(newSecretKey: 2468) { isCorrect } }');
    const contact = await app.gql(cookie, '{ contactInformation { address postcode city } }');
    expect(contact.data?.contactInformation).toEqual({
      address: 'Lindelaan 8',
      postcode: '3012 AB',
      city: 'Rotterdam',
    });
  });

  it('extends on a renewal from the current end, and a refund takes the renewal back', async () => {
    const renewal = { ...ORDER, id: 6200, status: 'completed' };
    expect((await deliver(renewal)).json()).toMatchObject({ outcome: 'extended' });
    expect((await subscriptionOf('hatice.yilmaz@example.nl'))[0]).toMatchObject({ ends_on: dayFromToday(729) });
    expect((await deliver({ ...renewal, status: 'refunded' })).json()).toMatchObject({ outcome: 'ended' });
    expect((await deliver({ ...renewal, status: 'refunded' })).json()).toMatchObject({ outcome: 'unchanged' });
    expect((await subscriptionOf('hatice.yilmaz@example.nl'))[0]).toMatchObject({ ends_on: dayFromToday(364) });
    expect((await deliver({ ...ORDER, status: 'cancelled' })).json()).toMatchObject({ outcome: 'ended' });
    const [ended] = await subscriptionOf('hatice.yilmaz@example.nl');
    expect(ended?.ends_on).toBe(dayFromToday(-1));
  });

  it('extends an active family from the later of today and its end, and ignores other products', async () => {
    const [before] = await subscriptionOf('demo@koran-kids.test');
    const order = {
      ...ORDER,
      id: 7300,
      status: 'completed',
      billing: { ...ORDER.billing, email: 'demo@koran-kids.test' },
    };
    expect((await deliver(order)).json()).toMatchObject({ outcome: 'extended' });
    const [after] = await subscriptionOf('demo@koran-kids.test');
    const added = (Date.parse(String(after?.ends_on)) - Date.parse(String(before?.ends_on))) / DAY_MS;
    expect(added).toBe(365);
    const other = { ...order, id: 7301, line_items: [{ ...ORDER.line_items[0], product_id: 555 }] };
    expect((await deliver(other)).json()).toMatchObject({ outcome: 'not-for-this-course' });
    expect((await subscriptionOf('demo@koran-kids.test'))[0]).toEqual(after);
  });
});
