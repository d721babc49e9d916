import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckedForm, useFormSubmit } from '../lib/form.ts';
import { formatDate } from '../lib/formatters.ts';

export type FinalTextTexts = {
  heading: string;
  help: string;
  /** Who reads the text (the teacher, and the parents): said where the child writes it. */
  whoReads: string;
  label: string;
  send: string;
  confirmTitle: string;
  confirm: string;
  yes: string;
  no: string;
  empty: string;
  /** The toast once the text is sent. */
  sent: string;
  characters: (count: number, max: number) => string;
  sentOn: (date: string) => string;
};

type Props = {
  texts: FinalTextTexts;
  /** The server's schema of the text, as `{ text }` (@koran-kids/input/forms/*). */
  schema: Parameters<typeof schemaResolver>[0];
  max: number;
  sent: { text: string; at: string } | null;
  isSending: boolean;
  /** Sends the text: the mutation's `mutateAsync`. */
  send: (text: string) => Promise<unknown>;
  children?: ReactNode;
};

/** A child's text for the teacher: written, confirmed once ("you cannot change it after this"), then shown as sent. */
export function FinalTextForm({ texts, schema, max, sent, isSending, send, children }: Props) {
  const { t, i18n } = useTranslation('common');
  const [isConfirming, setConfirming] = useState(false);
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const form = useCheckedForm({
    initialValues: { text: '' },
    validate,
    problemText: (code) =>
      code === 'required'
        ? texts.empty
        : t(`text-problems.${code}` as 'text-problems.line-break', { defaultValue: t('errors.BAD_INPUT') }),
  });
  const { onSubmit: confirm, failure } = useFormSubmit(form, {
    send: ({ text }) => send(text).finally(() => setConfirming(false)),
    toast: () => texts.sent,
    failureIn: 'form',
  });
  const ask = form.onSubmit(() => setConfirming(true));
  const field = form.getInputProps('text');

  if (sent)
    return (
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="final-text">
        <Title order={2} size="h3" id="final-text">
          {texts.heading}
        </Title>
        <Text c="gray.7" mt="xs">
          {texts.sentOn(formatDate(i18n.language, sent.at))}
        </Text>
        <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {sent.text}
        </Text>
        {children}
      </Card>
    );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="final-text">
      <form onSubmit={ask} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="final-text">
            {texts.heading}
          </Title>
          <Text>{texts.help}</Text>
          <Text size="sm" c="dimmed">
            {texts.whoReads}
          </Text>
          <Textarea
            label={texts.label}
            description={texts.characters(form.values.text.length, max)}
            {...field}
            error={field.error ?? failure}
            maxLength={max}
            autosize
            minRows={4}
            size="md"
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
          <Button onClick={() => confirm()} loading={isSending}>
            {texts.yes}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
