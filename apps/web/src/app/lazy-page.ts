import type { Namespace } from '@koran-kids/i18n/languages';
import i18next from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type Page<Props extends object = object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

let pagesOpening = 0;

/** Whether a page's code is being fetched (app/new-release.ts: then reloading for a missing file loses nothing). */
export const isOpeningPage = () => pagesOpening > 0;

/** A page loaded when first visited, so a child's first screen carries no other page's code. */
export function page<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): Page<Props> {
  const open = async () => {
    pagesOpening += 1;
    try {
      // Nothing: its code was missing after a new release and the page reloads (app/new-release.ts).
      return (await load()) as Record<Name, ComponentType<Props>> | undefined;
    } finally {
      pagesOpening -= 1;
    }
  };
  return Object.assign(
    lazy(async () => {
      const module = await open();
      return module ? { default: module[name] } : new Promise<never>(() => undefined);
    }),
    { preload: open },
  );
}

/** Loads a module of pages and, beside it, the texts it translates with (a namespace missed here loads later). */
export function withTexts<Module>(load: () => Promise<Module>, namespaces: Namespace[]) {
  return async () => (await Promise.all([load(), i18next.loadNamespaces(namespaces)]))[0];
}
