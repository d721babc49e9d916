import { Component, type ReactNode, Suspense } from 'react';

type Props = { children: ReactNode };

/**
 * A part of a page whose code loads on its own (`React.lazy`): nothing shows in its place while it loads, and if
 * its code cannot be loaded (a dropped network, an old file after a new release) the rest of the page stays
 * usable instead of giving way to the error page.
 */
export function LazyPart({ children }: Props) {
  return (
    <LoadFailureBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}

class LoadFailureBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}
