import { Alert, Text } from '@mantine/core';

/** The cheer when a task is accomplished: a star and a short line, announced politely. */
export function TaskDoneAlert({ title }: { title: string }) {
  return (
    <Alert
      color="green"
      role="status"
      icon={
        <Text span fz={24} c="yellow.6" aria-hidden="true">
          ★
        </Text>
      }
      title={title}
    />
  );
}
