import { Button } from '@mantine/core';

/** A button in a toast; such a toast stays until it is used or closed. */
export type ToastAction = { label: string; onClick: () => void };

export function ToastWithAction({ message, action }: { message: string; action: ToastAction }) {
  return (
    <span>
      {message}
      <Button size="compact-md" ml="sm" onClick={action.onClick}>
        {action.label}
      </Button>
    </span>
  );
}
