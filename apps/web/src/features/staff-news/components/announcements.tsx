import { announcementInput, STAFF_TEXT_LIMITS } from '@koran-kids/input/forms/staff';
import { Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { AnnouncementCard } from '../../../components/news-cards.tsx';
import type { GetStaffAnnouncementsQuery } from '../../../gql/graphql.ts';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { today } from '../../../staff/dates.ts';
import { StaffGroupPage } from '../../../staff/staff-page.tsx';
import { staffAnnouncementsQuery } from '../api/get-staff-announcements.ts';
import { type AnnouncementValues, useSaveAnnouncement } from '../api/save-announcement.ts';
import { useSetAnnouncementState } from '../api/set-announcement-state.ts';
import { PublicationForm, PublicationList } from './publication.tsx';

type Announcement = GetStaffAnnouncementsQuery['staffAnnouncements'][number];

const checkAnnouncement = schemaResolver(announcementInput, { sync: true });

/** `/staff/announcements`: the group's announcements in nl and en; written, previewed, published and withdrawn. */
export function Announcements() {
  const { t } = useTranslation('staff-news');
  return (
    <StaffGroupPage title={t('announcements.title')}>
      {(group) => <GroupAnnouncements courseGroupId={group.id} />}
    </StaffGroupPage>
  );
}

function GroupAnnouncements({ courseGroupId }: { courseGroupId: string }) {
  const localized = useLocalized();
  const { data, isPending } = usePageQuery(staffAnnouncementsQuery(courseGroupId));
  const setState = useSetAnnouncementState(courseGroupId);
  if (isPending || !data) return <LoadingScreen />;
  return (
    <PublicationList
      kind="announcements"
      items={data}
      titleOf={(announcement) => localized(announcement.title)}
      bodyOf={(announcement) => (
        <Text lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
          {localized(announcement.description)}
        </Text>
      )}
      stateChange={setState}
      editor={(announcement, close) => (
        <AnnouncementEditor courseGroupId={courseGroupId} announcement={announcement} close={close} />
      )}
    />
  );
}

const initialValuesOf = (announcement: Announcement | null): AnnouncementValues => ({
  titleNl: announcement?.title.nl ?? '',
  titleEn: announcement?.title.en ?? '',
  descriptionNl: announcement?.description.nl ?? '',
  descriptionEn: announcement?.description.en ?? '',
  publishOn: announcement?.publishOn ?? today(),
  showUntil: announcement?.showUntil ?? '',
});

function AnnouncementEditor({
  courseGroupId,
  announcement,
  close,
}: {
  courseGroupId: string;
  announcement: Announcement | null;
  close: () => void;
}) {
  const { t } = useTranslation('staff-news');
  const save = useSaveAnnouncement(courseGroupId, announcement?.id ?? null);
  const problemText = useProblemText('staff-news', 'problems');
  const form = useCheckedForm({
    initialValues: initialValuesOf(announcement),
    validate: checkAnnouncement,
    problemText,
  });
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => save.mutateAsync(values),
    toast: () => t(announcement ? 'announcements.saved' : 'announcements.created'),
    onSuccess: close,
  });
  const { values } = form;
  const counter = (value: string, max: number) => t('editor.characters', { count: value.length, max });
  const fields = (language: 'Nl' | 'En') => {
    const title = `title${language}` as const;
    const description = `description${language}` as const;
    return (
      <>
        <TextInput
          label={t('announcements.title-field')}
          description={counter(values[title], STAFF_TEXT_LIMITS.title)}
          {...form.getInputProps(title)}
          maxLength={STAFF_TEXT_LIMITS.title}
          lang={language.toLowerCase()}
          required
        />
        <Textarea
          label={t('announcements.text-field')}
          description={counter(values[description], STAFF_TEXT_LIMITS.description)}
          {...form.getInputProps(description)}
          maxLength={STAFF_TEXT_LIMITS.description}
          lang={language.toLowerCase()}
          autosize
          minRows={4}
          required
        />
      </>
    );
  };
  return (
    <PublicationForm
      onSubmit={onSubmit}
      fields={{ nl: fields('Nl'), en: fields('En') }}
      publishOn={form.getInputProps('publishOn')}
      publishOnHint={t('editor.publish-on-hint')}
      lastDay={
        <TextInput
          type="date"
          label={t('editor.show-until')}
          description={t('editor.show-until-hint')}
          {...form.getInputProps('showUntil')}
          w={{ base: '100%', sm: 420 }}
        />
      }
      preview={{
        nl: <AnnouncementCard lng="nl" title={values.titleNl} description={values.descriptionNl} />,
        en: <AnnouncementCard lng="en" title={values.titleEn} description={values.descriptionEn} />,
      }}
      isSaving={save.isPending}
      close={close}
    />
  );
}
