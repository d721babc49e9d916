import { page, withTexts } from '../lazy-page.ts';

// Shown to a family without a subscription or with one ended: loaded then, so a child's first screen carries neither.
export const ShopPage = page(
  withTexts(() => import('../../features/subscription/components/shop-page.tsx'), ['subscription']),
  'ShopPage',
);
export const ExpiryPage = page(
  withTexts(() => import('../../features/subscription/components/expiry-page.tsx'), ['subscription']),
  'ExpiryPage',
);
