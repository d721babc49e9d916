import { Accordion } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export type Task = { type: string; title: string; body: ReactNode };

/**
 * The five tasks, one panel each. A panel's task is drawn the first time it opens and kept from then on (so
 * nothing typed is lost on closing it): a lesson's first screen draws only the task to do now.
 */
export function TaskList(props: { tasks: Task[]; firstOpen: string; children: (task: Task) => ReactNode }) {
  const [open, setOpen] = useState([props.firstOpen]);
  const [opened, setOpened] = useState(() => new Set(open));
  const show = (types: string[]) => {
    setOpen(types);
    setOpened((before) => new Set([...before, ...types]));
  };
  return (
    <Accordion variant="separated" radius="lg" multiple value={open} onChange={show}>
      {props.tasks.map((task) => (
        <Accordion.Item key={task.type} value={task.type}>
          <Accordion.Control>{props.children(task)}</Accordion.Control>
          <Accordion.Panel>{opened.has(task.type) && task.body}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
