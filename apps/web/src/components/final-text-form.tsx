import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type FinalTextTexts = {
  heading: string;
  help: string;
  label: string;
  send: string;
  confirmTitle: string;
  confirm: string;
  yes: string;
  no: string;
  empty: string;
  characters: (count: number, max: number) => string;
  sentOn: (date: string) => string;
};

type Props = {
  texts: FinalTextTexts;
  max: number;
  sent: { text: string; at: string } | null;
  isSending: boolean;
  /** Resolves when the server took the text; rejects with the message to show. */
  onSend: (text: string) => Promise<void>;
  children?: ReactNode;
};

/** A child's text for the teacher: written, confirmed once ("you cannot change it after this"), then shown as sent. */
export function FinalTextForm({ texts, max, sent, isSending, onSend, children }: Props) {
  const { i18n } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  if (sent)
    return (
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="final-text">
        <Title order={2} size="h3" id="final-text">
          {texts.heading}
        </Title>
        <Text c="gray.7" mt="xs">
          {texts.sentOn(new Date(sent.at).toLocaleDateString(i18n.language, { dateStyle: 'long' }))}
        </Text>
        <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {sent.text}
        </Text>
        {children}
      </Card>
    );

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(texts.empty);
    setProblem(null);
    setConfirming(true);
  };
  const confirm = () =>
    onSend(text)
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => setConfirming(false));

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="final-text">
      <form onSubmit={ask} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="final-text">
            {texts.heading}
          </Title>
          <Text>{texts.help}</Text>
          <Textarea
            label={texts.label}
            description={texts.characters(text.length, max)}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={max}
            autosize
            minRows={4}
            size="md"
            error={problem}
          />
          <Button type="submit" size="lg" w="fit-content">
            {texts.send}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={texts.confirmTitle}
        closeButtonProps={{ 'aria-label': texts.no }}
      >
        <Text>{texts.confirm}</Text>
        <Group mt="md" justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {texts.no}
          </Button>
          <Button onClick={confirm} loading={isSending}>
            {texts.yes}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
