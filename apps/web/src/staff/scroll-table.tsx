import { Table } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * A table wider than a phone: it scrolls sideways inside its frame, and while it does the frame is a named region
 * a keyboard can focus and scroll with the arrow keys (axe: scrollable-region-focusable). Where the table fits,
 * the frame is no extra stop for Tab.
 */
export function ScrollTable({
  minWidth,
  label,
  labelledBy,
  children,
}: {
  minWidth: number;
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const isScrolling = useScrollsSideways(frame);
  return (
    <Table.ScrollContainer
      ref={setFrame}
      type="native"
      minWidth={minWidth}
      className="staff-scroll-table"
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={isScrolling ? 0 : undefined}
    >
      {children}
    </Table.ScrollContainer>
  );
}

/** Whether the element's content is wider than the element, measured again whenever either changes size. */
function useScrollsSideways(element: HTMLElement | null) {
  const [isScrolling, setScrolling] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setScrolling(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return isScrolling;
}
