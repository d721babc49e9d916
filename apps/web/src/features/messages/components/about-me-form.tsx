import { ABOUT_ME_MAX_LENGTH, aboutMeText } from '@koran-kids/input/forms/about-me';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FinalTextForm } from '../../../components/final-text-form.tsx';
import { PagePart } from '../../../components/page-part.tsx';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';
import { childProfileQuery } from '../../../family/api/get-user-child-profile.ts';
import { useSendAboutMe } from '../api/upsert-users-child-details.ts';

/** "Tell something about yourself to teacher …": confirmed once, then final and shown as sent. */
export function AboutMeForm({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('messages');
  const profile = useQuery(childProfileQuery(userChildId));
  const teacher = useQuery(subscriptionQuery()).data?.subscription?.teacherName;
  // Without a teacher assigned to the group, the texts say "your teacher".
  const name = teacher ? { name: teacher } : { context: 'none' };
  const send = useSendAboutMe(userChildId);
  return (
    <PagePart query={profile}>
      {({ favourites: { aboutMe }, aboutMeSentAt }) => (
        <FinalTextForm
          schema={aboutMeText}
          max={ABOUT_ME_MAX_LENGTH}
          sent={aboutMe && aboutMeSentAt ? { text: aboutMe, at: aboutMeSentAt } : null}
          isSending={send.isPending}
          send={(text) => send.mutateAsync(text)}
          texts={{
            heading: t('about-me.title', name),
            help: t('about-me.help'),
            whoReads: t('about-me.who-reads'),
            label: t('about-me.label', name),
            send: t('about-me.send'),
            confirmTitle: t('about-me.confirm-title'),
            confirm: t('about-me.confirm'),
            yes: t('about-me.yes'),
            no: t('about-me.no'),
            empty: t('about-me.empty'),
            sent: t('about-me.sent', name),
            characters: (count, max) => t('about-me.characters', { count, max }),
            sentOn: (date) => t('about-me.sent-on', { date }),
          }}
        />
      )}
    </PagePart>
  );
}
