import { LANGUAGES } from '@koran-kids/i18n/languages';
import { builder } from '../../schema/builder.ts';
import { letterSettingOf, setLetterSetting } from './weekly-letter.service.ts';

const LanguageEnum = builder.enumType('Language', { values: LANGUAGES });

const LetterSetting = builder.objectRef<Awaited<ReturnType<typeof letterSettingOf>>>('WeeklyLetterSetting').implement({
  description: "The parent's weekly letter by e-mail: on or off, and its language.",
  fields: (t) => ({
    isOn: t.exposeBoolean('isOn'),
    language: t.field({ type: LanguageEnum, resolve: (setting) => setting.language }),
  }),
});

builder.queryField('weeklyLetterSetting', (t) =>
  t.field({
    type: LetterSetting,
    description: "The parent's own weekly letter setting (parent area).",
    authScopes: { parentArea: true },
    resolve: (_, __, context) => letterSettingOf(context.db, context.viewer.userId),
  }),
);

builder.mutationField('setWeeklyLetter', (t) =>
  t.field({
    type: LetterSetting,
    description: 'Turns the weekly letter on or off and chooses its language (parent area).',
    args: {
      isOn: t.arg.boolean({ required: true }),
      language: t.arg({ type: LanguageEnum, required: true }),
    },
    authScopes: { parentArea: true },
    resolve: (_, args, context) => setLetterSetting(context.db, context.viewer.userId, args),
  }),
);
