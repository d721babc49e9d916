import { Anchor, Text } from '@mantine/core';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canPlayRecording, recordingFileName } from '../lib/recording-types.ts';

let probe: HTMLAudioElement | undefined;
/** Asks an audio element (one for the page, never shown) whether this browser plays the type. */
const canPlayType = (type: string) => {
  probe ??= document.createElement('audio');
  return probe.canPlayType(type);
};

type Props = {
  src: string;
  /** The recording's type (its container), as recorded or as the server read it. */
  type: string | null | undefined;
  /** What the player is called for a screen reader. */
  label: string;
  /** The downloaded file's name, without its extension. */
  fileName: string;
  preload?: 'none' | 'metadata';
};

/** The browser read the file but cannot decode it (not a lost network: that is tried again by the player). */
const isUndecodable = (event: SyntheticEvent<HTMLAudioElement>) => {
  const code = event.currentTarget.error?.code;
  return code === MediaError.MEDIA_ERR_DECODE || code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED;
};

/**
 * A child's own recording: its player, or, in a browser that cannot play it (it was made in another engine), a
 * plain sentence saying so and the file to download, instead of a player that silently plays nothing. Some
 * browsers only find out when they decode it (Firefox says it "maybe" plays MP4, then fails on WebKitGTK's).
 */
export function RecordingPlayer({ src, type, label, fileName, preload }: Props) {
  const { t } = useTranslation();
  const [undecodableSrc, setUndecodableSrc] = useState<string | null>(null);
  if (undecodableSrc === src || !canPlayRecording(type, canPlayType)) {
    return (
      <Text size="sm">
        {t('recording-player.cannot-play')}{' '}
        <Anchor href={src} download={recordingFileName(fileName, type)}>
          {t('recording-player.download')}
        </Anchor>
      </Text>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: a child's own recitation of the verses its label names.
    <audio
      controls
      preload={preload}
      src={src}
      aria-label={label}
      onError={(event) => isUndecodable(event) && setUndecodableSrc(src)}
    />
  );
}
