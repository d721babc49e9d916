import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { testEngines } from '@koran-kids/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertParent } from '../../family/parents.ts';
import { startTestApp, type TestApp } from '../../testing/app.ts';
import { claimShopSubscriptions } from './shop.service.ts';

const SECRET = 'een-geheim-van-de-webwinkel-2026';
const ORDER = JSON.parse(readFileSync(new URL('./fixtures/order.json', import.meta.url), 'utf8'));
const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** The order as the shop sends it after its change number `change`: each change moves `date_modified_gmt` on. */
const changed = (order: typeof ORDER, change: number, fields: Record<string, unknown>) => ({
  ...order,
  ...fields,
  date_modified_gmt: new Date(Date.parse(`${ORDER.date_modified_gmt}Z`) + change * 60_000).toISOString().slice(0, 19),
});

describe.each(testEngines())('subscriptions from the WooCommerce shop on %s', (engine) => {
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
        `select s.starts_on::text, s.ends_on::text, s.user_id, s.wp_order_id::int as wp_order_id from subscriptions s
           left join users u on u.id = s.user_id where lower(coalesce(u.email, s.email)) = lower($1)`,
        [email],
      )
    ).rows;
  const count = async (table: string) =>
    Number((await app.database.execute(`select count(*)::int as n from ${table}`)).rows[0]?.n);

  beforeAll(async () => {
    app = await startTestApp({
      engine,
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
    const completed = changed(ORDER, 1, { status: 'completed' });
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
    expect(await claimShopSubscriptions(app.database.db, parentId)).toBe(0);
    await upsertParent(app.database.db, 'https://login.example/', {
      sub: 'hatice-1',
      email: 'hatice.yilmaz@example.nl',
      email_verified: true,
    });
    expect(await claimShopSubscriptions(app.database.db, parentId)).toBe(1);
    const cookie = await app.signIn('hatice.yilmaz@example.nl');
    const answer = await app.gql(cookie, '{ subscription { isActive endsOn } }');
    expect(answer.data?.subscription).toEqual({ isActive: true, endsOn: dayFromToday(364) });
    await app.gql(cookie, 'mutation { updateUnlockKey(newSecretKey: "2468") { isCorrect } }');
    const contact = await app.gql(cookie, '{ contactInformation { address postcode city } }');
    expect(contact.data?.contactInformation).toEqual({
      address: 'Lindelaan 8',
      postcode: '3012 AB',
      city: 'Rotterdam',
    });
  });

  it('extends on a renewal from the current end, and a refund takes the renewal back', async () => {
    const renewal = changed({ ...ORDER, id: 6200 }, 1, { status: 'completed' });
    expect((await deliver(renewal)).json()).toMatchObject({ outcome: 'extended' });
    expect((await subscriptionOf('hatice.yilmaz@example.nl'))[0]).toMatchObject({ ends_on: dayFromToday(729) });
    const refunded = changed(renewal, 2, { status: 'refunded' });
    expect((await deliver(refunded)).json()).toMatchObject({ outcome: 'ended' });
    expect((await deliver(refunded)).json()).toMatchObject({ outcome: 'unchanged' });
    expect((await subscriptionOf('hatice.yilmaz@example.nl'))[0]).toMatchObject({ ends_on: dayFromToday(364) });
    expect((await deliver(changed(ORDER, 2, { status: 'cancelled' }))).json()).toMatchObject({ outcome: 'ended' });
    const [ended] = await subscriptionOf('hatice.yilmaz@example.nl');
    expect(ended?.ends_on).toBe(dayFromToday(-1));
  });

  it('extends an active family from the later of today and its end, and ignores other products', async () => {
    const [before] = await subscriptionOf('demo@koran-kids.test');
    const order = changed({ ...ORDER, id: 7300 }, 1, {
      status: 'completed',
      billing: { ...ORDER.billing, email: 'demo@koran-kids.test' },
    });
    expect((await deliver(order)).json()).toMatchObject({ outcome: 'extended' });
    const [after] = await subscriptionOf('demo@koran-kids.test');
    const added = (Date.parse(String(after?.ends_on)) - Date.parse(String(before?.ends_on))) / DAY_MS;
    expect(added).toBe(365);
    const other = { ...order, id: 7301, line_items: [{ ...ORDER.line_items[0], product_id: 555 }] };
    expect((await deliver(other)).json()).toMatchObject({ outcome: 'not-for-this-course' });
    expect((await subscriptionOf('demo@koran-kids.test'))[0]).toEqual(after);
  });

  it('never hands an order to a parent whose e-mail the provider did not verify (attack: register the address first)', async () => {
    const email = 'familie.demir@example.nl';
    const squatter = await upsertParent(app.database.db, 'https://login.example/', { sub: 'squatter', email });
    const order = changed({ ...ORDER, id: 8400, billing: { ...ORDER.billing, email } }, 1, { status: 'completed' });
    expect((await deliver(order)).json()).toMatchObject({ outcome: 'granted' });
    expect(await subscriptionOf(email)).toEqual([expect.objectContaining({ user_id: null })]);
    expect(await claimShopSubscriptions(app.database.db, squatter)).toBe(0);

    const owner = await upsertParent(app.database.db, 'https://login.example/', {
      sub: 'owner',
      email,
      email_verified: true,
    });
    expect(await claimShopSubscriptions(app.database.db, owner)).toBe(1);
    expect(await subscriptionOf(email)).toEqual([expect.objectContaining({ user_id: owner })]);
  });

  it('ignores a replayed old delivery: a refunded order grants nothing again (attack: completed, refunded, the old body again)', async () => {
    const email = 'familie.bakker@example.nl';
    const order = { ...ORDER, id: 8500, billing: { ...ORDER.billing, email } };
    const completed = changed(order, 1, { status: 'completed' });
    expect((await deliver(completed)).json()).toMatchObject({ outcome: 'granted' });
    expect((await deliver(changed(order, 2, { status: 'refunded' }))).json()).toMatchObject({ outcome: 'ended' });
    const [refunded] = await subscriptionOf(email);
    expect(refunded?.ends_on).toBe(dayFromToday(-1));

    expect((await deliver(completed)).json()).toMatchObject({ outcome: 'unchanged' });
    expect((await deliver(changed(order, 3, { status: 'completed' }))).json()).toMatchObject({ outcome: 'unchanged' });
    expect(await subscriptionOf(email)).toEqual([refunded]);
    // The refund took the order's days back for good.
    const [stored] = (await app.database.execute('select granted_days from wp_orders where id = 8500')).rows;
    expect(stored?.granted_days).toBe(0);
  });

  it('applies deliveries that arrive out of order by when the shop changed the order', async () => {
    const email = 'familie.smit@example.nl';
    const order = { ...ORDER, id: 8600, billing: { ...ORDER.billing, email } };
    expect((await deliver(changed(order, 2, { status: 'completed' }))).json()).toMatchObject({ outcome: 'granted' });
    expect((await deliver(changed(order, 1, { status: 'processing' }))).json()).toMatchObject({ outcome: 'unchanged' });
    const [stored] = (await app.database.execute('select status from wp_orders where id = 8600')).rows;
    expect(stored?.status).toBe('completed');
  });

  it('keeps a paid order whose name holds a NUL or a broken character, without the name', async () => {
    const email = 'familie.nul@example.nl';
    const order = changed({ ...ORDER, id: 8700, billing: { ...ORDER.billing, email, first_name: 'Hat\u0000ice' } }, 1, {
      status: 'completed',
    });
    const answer = await deliver(order);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ outcome: 'granted' });
    const [stored] = (await app.database.execute('select first_name from wp_orders where id = 8700')).rows;
    expect(stored).toEqual({ first_name: null });
  });

  it('grants an order that was cancelled before it was paid and paid later, but never one whose refund took its days back', async () => {
    const email = 'familie.laat@example.nl';
    const order = { ...ORDER, id: 8800, billing: { ...ORDER.billing, email } };
    expect((await deliver(changed(order, 1, { status: 'cancelled' }))).json()).toMatchObject({ outcome: 'unchanged' });
    expect((await deliver(changed(order, 2, { status: 'completed' }))).json()).toMatchObject({ outcome: 'granted' });
    // Completed and refunded within the same second: the step forward counts.
    expect((await deliver(changed(order, 2, { status: 'refunded' }))).json()).toMatchObject({ outcome: 'ended' });
    expect((await deliver(changed(order, 3, { status: 'completed' }))).json()).toMatchObject({ outcome: 'unchanged' });
  });

  it("adds a renewal paid while the e-mail was not known as verified to the family's own subscription at sign-in", async () => {
    const email = 'familie.verlengt@example.nl';
    const signIn = (verified: boolean) =>
      upsertParent(app.database.db, 'https://login.example/', { sub: 'verlengt', email, email_verified: verified });
    const parentId = await signIn(true);
    const first = changed({ ...ORDER, id: 8900, billing: { ...ORDER.billing, email } }, 1, { status: 'completed' });
    expect((await deliver(first)).json()).toMatchObject({ outcome: 'granted' });
    await signIn(false);
    const renewal = changed({ ...ORDER, id: 8901, billing: { ...ORDER.billing, email } }, 1, { status: 'completed' });
    expect((await deliver(renewal)).json()).toMatchObject({ outcome: 'granted' });
    await signIn(true);
    expect(await claimShopSubscriptions(app.database.db, parentId)).toBe(1);
    expect(await subscriptionOf(email)).toEqual([
      expect.objectContaining({ user_id: parentId, ends_on: dayFromToday(729) }),
    ]);
  });
});
