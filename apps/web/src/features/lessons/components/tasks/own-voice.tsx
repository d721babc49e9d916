import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePart } from '../../../../components/page-part.tsx';
import { RecordingPlayer } from '../../../../components/recording-player.tsx';
import { childHomeworkScope } from '../../../../lib/query-keys.ts';
import { recorderOptions } from '../../../../lib/recording-types.ts';
import { maySendRecordingsQuery, type RecordingPlace, sendRecording } from '../../api/send-recording.ts';

/** A child's recording is short: one verse, or a part of one. */
const MAX_RECORDING_MS = 60_000;

type Recorder =
  | { state: 'idle' }
  | { state: 'starting' }
  | { state: 'recording'; startedAt: number }
  | { state: 'recorded'; url: string; blob: Blob; durationMs: number }
  | { state: 'refused' };

/** Where a recording may go: to the teacher of this child, about these verses (null: a staff preview). */
export type SendTo = { userChildId: string; place: RecordingPlace } | null;

/** Lets go of the microphone (the browser's "recording" sign goes off). */
function stopTracks(stream: MediaStream | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

const canRecord = () => typeof window !== 'undefined' && 'MediaRecorder' in window && Boolean(navigator.mediaDevices);

/**
 * Records the child's own voice with the browser's MediaRecorder (the browser asks for the microphone first). The
 * recording stays on this device, in this page: nothing is sent anywhere.
 */
function useRecorder() {
  const [recorder, setRecorder] = useState<Recorder>({ state: 'idle' });
  const media = useRef<MediaRecorder | null>(null);
  const url = recorder.state === 'recorded' ? recorder.url : null;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => () => stopTracks(media.current?.stream), []);

  const start = async () => {
    // Safari asks the person first: until the microphone is on, the child sees it is coming, and a second tap waits.
    setRecorder({ state: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return setRecorder({ state: 'refused' });
    }
    const chunks: Blob[] = [];
    let recording: MediaRecorder;
    try {
      recording = new MediaRecorder(
        stream,
        recorderOptions((type) => MediaRecorder.isTypeSupported(type)),
      );
    } catch {
      stopTracks(stream);
      return setRecorder({ state: 'idle' });
    }
    const startedAt = Date.now();
    const limit = setTimeout(() => recording.state === 'recording' && recording.stop(), MAX_RECORDING_MS);
    recording.ondataavailable = (event) => chunks.push(event.data);
    recording.onstop = () => {
      clearTimeout(limit);
      stopTracks(stream);
      const blob = new Blob(chunks, { type: recording.mimeType });
      setRecorder({ state: 'recorded', url: URL.createObjectURL(blob), blob, durationMs: Date.now() - startedAt });
    };
    media.current = recording;
    recording.start();
    setRecorder({ state: 'recording', startedAt });
  };
  const stop = () => media.current?.state === 'recording' && media.current.stop();
  return { recorder, start, stop };
}

/** "Record yourself": the child says the verse (or the chosen words), then hears itself beside the reciter. */
export function OwnVoice({
  ayahNumber,
  onHearReciter,
  sendTo,
}: {
  ayahNumber: number;
  onHearReciter: (() => void) | null;
  sendTo: SendTo;
}) {
  const { t } = useTranslation('tasks');
  const { recorder, start, stop } = useRecorder();
  if (!canRecord()) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('own-voice.title', { number: ayahNumber })}>
      <Group gap="sm">
        {recorder.state === 'recording' ? (
          <Button color="red.9" size="md" onClick={stop}>
            {t('own-voice.stop')}
          </Button>
        ) : (
          <Button variant="light" size="md" onClick={() => void start()} disabled={recorder.state === 'starting'}>
            {recorder.state === 'recorded' ? t('own-voice.again') : t('own-voice.record')}
          </Button>
        )}
        {recorder.state === 'starting' && (
          <Text role="status" size="sm">
            {t('own-voice.starting')}
          </Text>
        )}
        {recorder.state === 'recording' && (
          <Text role="status" c="red.9" fw={700}>
            {t('own-voice.recording')}
          </Text>
        )}
      </Group>
      {recorder.state === 'recorded' && (
        <Group gap="sm" align="center">
          <RecordingPlayer
            src={recorder.url}
            type={recorder.blob.type}
            label={t('own-voice.yours')}
            fileName={t('own-voice.file-name', { number: ayahNumber })}
          />
          {onHearReciter && (
            <Button variant="default" size="md" onClick={onHearReciter}>
              {t('own-voice.reciter')}
            </Button>
          )}
        </Group>
      )}
      {recorder.state === 'recorded' &&
        (sendTo ? (
          <SendToTeacher key={recorder.url} sendTo={sendTo} blob={recorder.blob} durationMs={recorder.durationMs} />
        ) : (
          <Text size="sm" c="gray.7">
            {t('own-voice.on-device')}
          </Text>
        ))}
      {recorder.state === 'refused' && (
        <Alert color="orange" role="alert">
          {t('own-voice.no-microphone')}
        </Alert>
      )}
    </Stack>
  );
}

/** Sending to the teacher, where the parents allowed it; otherwise the recording stays here, as the child is told. */
function SendToTeacher({ sendTo, blob, durationMs }: { sendTo: NonNullable<SendTo>; blob: Blob; durationMs: number }) {
  const { t } = useTranslation('tasks');
  const mayShare = useQuery(maySendRecordingsQuery(sendTo.userChildId));
  return (
    <PagePart query={mayShare}>
      {(isAllowed) =>
        isAllowed ? (
          <SendButton sendTo={sendTo} blob={blob} durationMs={durationMs} />
        ) : (
          <Text size="sm" c="gray.7">
            {t('own-voice.on-device')} {t('own-voice.ask-parents')}
          </Text>
        )
      }
    </PagePart>
  );
}

function SendButton({ sendTo, blob, durationMs }: { sendTo: NonNullable<SendTo>; blob: Blob; durationMs: number }) {
  const { t } = useTranslation('tasks');
  // The answer is 'sent' or the code of the refusal, which the task says itself.
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => sendRecording(sendTo.userChildId, sendTo.place, blob, durationMs),
    meta: { showsOwnError: true },
    // A recording of the passage hands its homework in.
    onSuccess: (answer) =>
      answer === 'sent' && queryClient.invalidateQueries({ queryKey: childHomeworkScope(sendTo.userChildId) }),
  });
  const answer = send.data;
  return (
    <Stack gap={4}>
      {answer === 'sent' ? (
        <Text role="status" c="green.9" fw={700}>
          {t('own-voice.sent')}
        </Text>
      ) : (
        <Button variant="default" size="md" w="fit-content" loading={send.isPending} onClick={() => send.mutate()}>
          {t('own-voice.send')}
        </Button>
      )}
      {answer && answer !== 'sent' && !send.isPending && (
        <Alert color="orange" role="alert">
          {t([
            `own-voice.refused.${answer}`,
            `common:errors.${answer}`,
            'own-voice.refused.failed',
          ] as unknown as 'own-voice.refused.failed')}
        </Alert>
      )}
    </Stack>
  );
}
