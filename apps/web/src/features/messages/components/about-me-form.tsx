import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FinalTextForm } from '../../../components/final-text-form.tsx';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';
import { childProfileQuery } from '../../../family/api/get-user-child-profile.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSendAboutMe } from '../api/upsert-users-child-details.ts';

const ABOUT_ME_MAX = 2000;

/** "Tell something about yourself to teacher …": confirmed once, then final and shown as sent. */
export function AboutMeForm({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('messages');
  const errorMessage = useErrorMessage();
  const profile = useQuery(childProfileQuery(userChildId)).data;
  const teacher = useQuery(subscriptionQuery()).data?.settings.teacherName ?? '';
  const send = useSendAboutMe(userChildId);
  if (!profile) return null;
  const { aboutMe } = profile.favourites;
  return (
    <FinalTextForm
      max={ABOUT_ME_MAX}
      sent={aboutMe && profile.aboutMeSentAt ? { text: aboutMe, at: profile.aboutMeSentAt } : null}
      isSending={send.isPending}
      onSend={async (text) => {
        await send.mutateAsync(text).catch((error: unknown) => {
          throw new Error(errorMessage(error));
        });
        showToast('success', t('about-me.sent', { name: teacher }));
      }}
      texts={{
        heading: t('about-me.title', { name: teacher }),
        help: t('about-me.help'),
        label: t('about-me.label', { name: teacher }),
        send: t('about-me.send'),
        confirmTitle: t('about-me.confirm-title'),
        confirm: t('about-me.confirm'),
        yes: t('about-me.yes'),
        no: t('about-me.no'),
        empty: t('about-me.empty'),
        characters: (count, max) => t('about-me.characters', { count, max }),
        sentOn: (date) => t('about-me.sent-on', { date }),
      }}
    />
  );
}
