import type { Namespace } from '@koran-kids/i18n/languages';
import i18next from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type Page<Props extends object = object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/** A page loaded when first visited, so a child's first screen carries no other page's code. */
export function page<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): Page<Props> {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}

/** Loads a module of pages and, beside it, the texts it translates with (a namespace missed here loads later). */
export function withTexts<Module>(load: () => Promise<Module>, namespaces: Namespace[]) {
  return async () => (await Promise.all([load(), i18next.loadNamespaces(namespaces)]))[0];
}
