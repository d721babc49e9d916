import { maxMegabytesOf, uploadProblem } from '@koran-kids/input/forms/uploads';
import { Alert, Anchor, Button, FileButton, Group, List, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffScope } from '../../../lib/query-keys.ts';
import { Block } from './content-block.tsx';
import { type UploadAnswer, uploadFile, useRefusalText } from './uploads.tsx';

type PackAnswer =
  | { state: 'sending'; progress: number }
  | { state: 'imported'; report: string[] }
  | { state: 'refused'; answer: UploadAnswer };

/** The course as a pack: uploaded whole (imported all or nothing, with the command line's report), or downloaded. */
export function Pack() {
  const { t } = useTranslation('staff-content');
  const refusal = useRefusalText();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<PackAnswer | null>(null);
  const send = async (file: File) => {
    const problem = uploadProblem('pack', file);
    if (problem) {
      const body = { maxMegabytes: maxMegabytesOf('pack') };
      return setAnswer({ state: 'refused', answer: { ok: false, code: problem, body } });
    }
    setAnswer({ state: 'sending', progress: 0 });
    const sent = await uploadFile('/staff/content/pack', file, { name: file.name }, (progress) =>
      setAnswer({ state: 'sending', progress }),
    );
    if (sent.ok) {
      setAnswer({ state: 'imported', report: (sent.body.report as string[] | undefined) ?? [] });
      await queryClient.invalidateQueries({ queryKey: staffScope() });
    } else {
      setAnswer({ state: 'refused', answer: sent });
    }
  };
  return (
    <Block id="pack" title={t('files.pack')}>
      <Text size="sm">{t('files.pack-hint')}</Text>
      <Group>
        <FileButton accept=".zip,application/zip" onChange={(file) => file && void send(file)}>
          {(props) => (
            <Button loading={answer?.state === 'sending'} {...props}>
              {t('files.choose-pack')}
            </Button>
          )}
        </FileButton>
        <Anchor href="/staff/content/pack.zip" download>
          {t('files.download-pack')}
        </Anchor>
      </Group>
      {answer?.state === 'sending' && (
        <Text role="status">{t('files.pack-sending', { percent: Math.round(answer.progress * 100) })}</Text>
      )}
      {answer?.state === 'imported' && (
        <Alert color="teal" title={t('files.pack-imported')} role="status">
          <List size="sm">
            {answer.report.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {answer?.state === 'refused' && (
        <Alert color="red" title={t('files.pack-refused')} role="alert">
          <Text size="sm">{refusal(answer.answer)}</Text>
        </Alert>
      )}
    </Block>
  );
}
