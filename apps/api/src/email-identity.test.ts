import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { testEngines } from '@koran-kids/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertParent } from './family/parents.ts';
import { staffKindOf } from './family/staff.ts';
import { runStaffCommand } from './modules/families/staff-commands.ts';
import { claimShopSubscriptions } from './modules/shop/shop.service.ts';
import { startTestApp, type TestApp } from './testing/app.ts';

const SECRET = 'een-geheim-van-de-webwinkel-2026';
const ORDER = JSON.parse(readFileSync(new URL('./modules/shop/fixtures/order.json', import.meta.url), 'utf8'));
const PROVIDER = 'https://login.example/';
const KIM = 'kim.bakker@example.nl';

/**
 * Addresses a provider may verify for someone else than Kim, each differing from Kim's only by one character that a
 * general text policy folds into a letter of hers: the KELVIN SIGN (NFC and Unicode lower case make it "k"), the
 * fullwidth "ｋ" (NFKC), the ANGSTROM SIGN (NFC makes it "Å", a different address but the same fold).
 */
const LOOK_ALIKES = ['\u212Aim.bakker@example.nl', '\uFF4Bim.bakker@example.nl', 'kim.b\u212Bkker@example.nl'];

describe.each(testEngines())('matching a verified e-mail to a staff grant and a shop order on %s', (engine) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      engine,
      environment: { WOOCOMMERCE_WEBHOOK_SECRET: SECRET, SHOP_COURSE_PRODUCT_IDS: '101, 102' },
    });
    await runStaffCommand(app.database.db, ['staff', 'grant', KIM, '--kind', 'administrator']);
    const order = { ...ORDER, id: 9100, status: 'completed', billing: { ...ORDER.billing, email: KIM } };
    const body = JSON.stringify(order);
    const delivered = await app.server.app.inject({
      method: 'POST',
      url: '/webhooks/woocommerce',
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': 'order.updated',
        'x-wc-webhook-source': 'https://shop.example/',
        'x-wc-webhook-signature': createHmac('sha256', SECRET).update(body).digest('base64'),
      },
      payload: body,
    });
    expect(delivered.json()).toMatchObject({ outcome: 'granted' });
  });
  afterAll(() => app.close());

  const signInAs = (sub: string, email: string) =>
    upsertParent(app.database.db, PROVIDER, { sub, email, email_verified: true }, null);
  const ownersOfKimsOrder = async () =>
    (
      await app.database.execute(
        'select s.user_id::text as subscription, o.user_id::text as "order" from subscriptions s join wp_orders o on o.id = s.wp_order_id where o.id = 9100',
      )
    ).rows;

  it("gives someone whose verified address only folds into Kim's neither her staff grant nor her shop order", async () => {
    for (const [index, address] of LOOK_ALIKES.entries()) {
      const other = await signInAs(`look-alike-${index}`, address);
      expect(await staffKindOf(app.database.db, other), address).toBeNull();
      expect(await claimShopSubscriptions(app.database.db, other), address).toBe(0);
      expect(await ownersOfKimsOrder()).toEqual([{ subscription: null, order: null }]);
      const [stored] = (await app.database.execute('select email from users where id = $1', [other])).rows;
      expect(stored?.email, 'kept as the provider verified it').toBe(address);
    }
  });

  it('gives Kim both, whatever ASCII capitals her provider writes her address with', async () => {
    const kim = await signInAs('kim', 'Kim.Bakker@Example.NL');
    expect(await staffKindOf(app.database.db, kim)).toBe('administrator');
    expect(await claimShopSubscriptions(app.database.db, kim)).toBe(1);
    expect(await ownersOfKimsOrder()).toEqual([{ subscription: kim, order: kim }]);
  });
});
