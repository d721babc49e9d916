import { useTranslation } from 'react-i18next';
import { RecordingPlayer } from '../../../components/recording-player.tsx';
import type { GetStaffInboxQuery } from '../../../gql/graphql.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useMarkRecordingHeard } from '../api/mark-recording-heard.ts';
import { useReplyToRecording } from '../api/reply-to-recording.ts';
import { InboxCard } from './inbox-card.tsx';
import { Conversation, MarkToggle } from './reply.tsx';

type Recording = Extract<GetStaffInboxQuery['staffInbox']['entries'][number], { __typename: 'TeacherRecording' }>;

/** A child's own recitation sent to the teacher: hear it, mark it heard, answer it. */
export function RecordingItem({ recording }: { recording: Recording }) {
  const { t } = useTranslation('staff-teaching');
  const dates = useFormatters();
  const reply = useReplyToRecording();
  const verses =
    recording.ayahFrom === recording.ayahTo
      ? t('recordings.verse', { surah: recording.surahNumber, ayah: recording.ayahFrom })
      : t('recordings.verses', { surah: recording.surahNumber, from: recording.ayahFrom, to: recording.ayahTo });
  const words = recording.wordFrom
    ? t('recordings.words', { from: recording.wordFrom, to: recording.wordTo ?? recording.wordFrom })
    : null;
  return (
    <InboxCard
      headingId={`recording-${recording.id}`}
      title={t('recordings.item-title', { name: recording.childName, verses })}
      isNew={!recording.readAt}
      details={[
        `@${recording.username}`,
        recording.lessonNumber ? t('lesson', { number: recording.lessonNumber }) : null,
        words,
        t('recordings.length', { seconds: Math.max(1, Math.round(recording.durationMs / 1000)) }),
        t('inbox.sent-on', { date: dates.moment(recording.sentAt) }),
      ]}
      toggle={<HeardToggle recording={recording} />}
    >
      <RecordingPlayer
        src={recording.audioUrl}
        type={recording.contentType}
        preload="none"
        label={t('recordings.audio', { name: recording.childName, verses })}
        fileName={`${recording.childName}-${recording.surahNumber}-${recording.ayahFrom}`}
      />
      <Conversation
        replies={recording.replies}
        childName={recording.childName}
        send={(message) => reply.mutateAsync({ userChildId: recording.childId, recordingId: recording.id, message })}
      />
    </InboxCard>
  );
}

function HeardToggle({ recording }: { recording: Recording }) {
  const { t } = useTranslation('staff-teaching');
  const mark = useMarkRecordingHeard();
  const marksHeard = !recording.readAt;
  return (
    <MarkToggle
      label={t(marksHeard ? 'recordings.mark-heard' : 'recordings.mark-unheard')}
      ariaLabel={t(marksHeard ? 'recordings.mark-heard-of' : 'recordings.mark-unheard-of', {
        name: recording.childName,
      })}
      isPending={mark.isPending}
      mark={() => mark.mutate({ userChildId: recording.childId, recordingId: recording.id, heard: marksHeard })}
    />
  );
}
