import type { Db } from '@koran-kids/db';
import type { Bilingual } from '@koran-kids/db/schema';
import type { Config } from '../../config.ts';
import { listChildren } from '../../family/children.ts';
import type { FamilySubscription } from '../../family/family.ts';
import { isParentAreaOpen } from '../../family/parent-area-window.ts';
import { builder } from '../../schema/builder.ts';
import { ChildProfile, LocalizedText } from '../../schema/refs.ts';
import { teacherNameOfGroup } from '../families/team.service.ts';
import { friendshipsAwaitingFamily } from '../friends/parent-approval.service.ts';
import { courseNamed, shopOrderPayload } from './subscription.service.ts';

const Course = builder.objectRef<{ id: number; name: Bilingual }>('Course').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.field({ type: LocalizedText, resolve: (course) => course.name }) }),
});

const courseOf = (subscription: FamilySubscription, _args: object, context: { db: Db }) =>
  courseNamed(context.db, subscription.courseId);

const Subscription = builder.objectRef<FamilySubscription>('Subscription').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    startsOn: t.field({ type: 'Date', resolve: (subscription) => subscription.startsOn }),
    endsOn: t.field({ type: 'Date', resolve: (subscription) => subscription.endsOn }),
    isActive: t.exposeBoolean('isActive', {
      description: 'False once ends_on has passed: every page shows the expiry page.',
    }),
    maxProfiles: t.exposeInt('maxProfiles'),
    isTrial: t.boolean({
      description: 'The free trial of the development sign-in: not bought in the shop (DECISIONS: trial).',
      resolve: (subscription, _, context) => context.config.oidc.isDevelopment && subscription.wpOrderId === null,
    }),
    course: t.field({ type: Course, resolve: courseOf }),
    friendshipsAwaitingParents: t.int({
      description: "How many of the children's friendships wait for this family's approval in the parent area.",
      resolve: (subscription, _, context) => friendshipsAwaitingFamily(context.db, subscription.id),
    }),
    teacherName: t.string({
      nullable: true,
      description: "The first name of the family's course group teacher; null while the group has none.",
      resolve: (subscription, _, context) => teacherNameOfGroup(context.db, subscription.courseGroupId),
    }),
    children: t.field({
      type: [ChildProfile],
      description:
        'The profiles, up to the maximum (four in the demo). Once the subscription has ended, only in the parent area (to export or erase them).',
      resolve: async (subscription, _, context) => {
        if (!subscription.isActive && !isParentAreaOpen(context.viewer)) return [];
        return (await listChildren(context.db, subscription.id)).slice(0, subscription.maxProfiles);
      },
    }),
  }),
});

builder.queryField('subscription', (t) =>
  t.field({
    type: Subscription,
    nullable: true,
    description: "The family's subscription with its profiles (getSubscription); null before one is bought.",
    authScopes: { parent: true },
    resolve: async (_, __, context) => (await context.family()).subscription,
  }),
);

type AvailabilityShape = FamilySubscription & { profileCount: number; showRawPayload: boolean };

const Availability = builder.objectRef<AvailabilityShape>('Availability').implement({
  fields: (t) => ({
    courseId: t.exposeID('courseId'),
    startsOn: t.field({ type: 'Date', resolve: (availability) => availability.startsOn }),
    endsOn: t.field({ type: 'Date', resolve: (availability) => availability.endsOn }),
    isActive: t.exposeBoolean('isActive'),
    maxProfiles: t.exposeInt('maxProfiles'),
    profileCount: t.exposeInt('profileCount'),
    canAddProfile: t.boolean({
      resolve: (availability) => availability.isActive && availability.profileCount < availability.maxProfiles,
    }),
    rawPayload: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The shop order behind the subscription, when asked for; parent area only.',
      authScopes: { parentArea: true },
      resolve: async (availability, _, context) => {
        if (!availability.showRawPayload || !availability.wpOrderId) return null;
        return shopOrderPayload(context.db, availability.wpOrderId);
      },
    }),
  }),
});

builder.queryField('availability', (t) =>
  t.field({
    type: Availability,
    nullable: true,
    description: 'The period and profile room of the subscription for the course (getAvailability).',
    args: { showRawPayload: t.arg.boolean({ defaultValue: false }) },
    authScopes: { parent: true },
    resolve: async (_, { showRawPayload }, context) => {
      const family = await context.family();
      if (!family.subscription) return null;
      return { ...family.subscription, profileCount: family.childIds.size, showRawPayload: Boolean(showRawPayload) };
    },
  }),
);

const Settings = builder.objectRef<Config['site']>('Settings').implement({
  description: "The institute's own names and addresses, for the footer and renewing.",
  fields: (t) => ({
    instituteName: t.exposeString('instituteName'),
    shopUrl: t.exposeString('shopUrl'),
    shopRenewUrl: t.exposeString('shopRenewUrl'),
    termsUrl: t.exposeString('termsUrl'),
    privacyUrl: t.exposeString('privacyUrl'),
    faqUrl: t.exposeString('faqUrl'),
    contactUrl: t.exposeString('contactUrl'),
  }),
});

builder.queryField('settings', (t) =>
  t.field({ type: Settings, authScopes: { parent: true }, resolve: (_, __, context) => context.config.site }),
);
