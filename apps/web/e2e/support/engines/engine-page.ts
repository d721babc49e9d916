import { API_VERSION } from '@koran-kids/protocol';
import { markTarget, type Target } from './target.ts';

export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** What each driver library does natively: the journeys need no more than this. */
export interface PageDriver {
  goto(url: string): Promise<void>;
  /** A function and its one argument, run in the page; a returned promise is awaited. */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  click(css: string): Promise<void>;
  fill(css: string, text: string): Promise<void>;
  select(css: string, value: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** No network for this page's browser (its own switch, or the proxy it goes through cut off). */
  setOffline(offline: boolean): Promise<void>;
  close(): Promise<void>;
}

const POLL_MS = 100;
/** A driver's click returns once the browser has handled its input events: the page has its click by then. */
const CLICK_ARRIVAL_MS = 2000;
let tokens = 0;

/**
 * A page in any engine, driven as a person would use it: by names, labels and texts, each tap a real input event
 * from the driver (so autoplay rules see a user's gesture). Waiting is polling in the page, the same in every engine.
 */
export class EnginePage {
  constructor(
    readonly engine: EngineName,
    private readonly driver: PageDriver,
    private readonly baseUrl: string,
  ) {}

  goto(path: string) {
    return this.driver.goto(new URL(path, this.baseUrl).href);
  }

  async url(): Promise<URL> {
    return new URL(await this.evaluate(() => location.href, null));
  }

  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.driver.evaluate(fn, arg);
  }

  /** Waits until `fn` holds in the page (returns something truthy), and returns that. */
  async waitUntil<R, A>(
    fn: (arg: A) => R,
    arg: A,
    what: string,
    timeout = 30_000,
  ): Promise<Exclude<R, false | null | undefined | 0 | ''>> {
    const deadline = Date.now() + timeout;
    let failure = '';
    for (;;) {
      // A page on its way to the next one cannot answer: that is waited out too.
      const value = await this.evaluate(fn, arg).catch((error: Error) => {
        failure = ` (last: ${error.message.split('\n')[0]})`;
        return null;
      });
      if (value) return value as Exclude<R, false | null | undefined | 0 | ''>;
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: waited ${timeout} ms for ${what}${failure}${await this.shown()}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** What the page shows, for a failure's message: its address, its text, and any message (toast or alert). */
  private async shown(): Promise<string> {
    const seen = await this.evaluate(() => {
      const text = (element: Element | null) => (element as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim();
      const messages = [...document.querySelectorAll('[role="alert"], [role="status"]')];
      return {
        url: location.href,
        text: text(document.body)?.slice(0, 600),
        messages: messages.map(text).filter(Boolean),
        // Where a recitation stands (a journey waiting on it waits on the engine's media).
        audio: [...document.querySelectorAll('audio')].map((audio) => ({
          src: audio.currentSrc.split('/').pop(),
          time: audio.currentTime,
          duration: audio.duration,
          paused: audio.paused,
          ended: audio.ended,
          readyState: audio.readyState,
          networkState: audio.networkState,
          error: audio.error?.code,
        })),
      };
    }, null).catch((error: Error) => ({ unreadable: error.message.split('\n')[0] }));
    return `\n  the page: ${JSON.stringify(seen)}`;
  }

  /** Waits for the target to be shown; returns the CSS selector of the element found. */
  async find(target: Target, timeout = 30_000): Promise<string> {
    const token = `t${++tokens}`;
    await this.waitUntil(markTarget, { target, token }, describe(target), timeout);
    return `[data-engine-target="${token}"]`;
  }

  async isShown(target: Target) {
    return this.evaluate(markTarget, { target, token: 'seen' });
  }

  /**
   * Taps the target once it is there; again while the engine finds it covered or moving (as Playwright waits), and
   * again when the tap never reached the page: WebKit's WebDriver now and then reports a click done that the page
   * never sees (a known Safari driver bug, also seen in WebKitGTK), where a person would simply tap once more.
   */
  async click(target: Target, timeout = 30_000) {
    const deadline = Date.now() + timeout;
    // Every element tapped so far: a tap that arrives late still counts, and is not followed by another.
    const tapped: string[] = [];
    for (;;) {
      const css = await this.find(target, Math.max(1000, deadline - Date.now()));
      // Read right before the tap: a page that moved on by itself while the target was awaited is no sign of it.
      const tappedAt = (await this.url()).href;
      const failure = await this.tapOnce(css, tapped).catch((error: Error) => error);
      if (tapped.length > 0 && (await this.clickArrived(tapped))) return;
      // A form sent on a busy machine: its page answers no script until the next one is there, past the wait above.
      if (tapped.length > 0 && (await this.url().catch(() => null))?.href !== tappedAt) return;
      if (Date.now() > deadline)
        throw failure ?? new Error(`${this.engine}: no tap on ${describe(target)} reached the page`);
      if (!failure) console.warn(`${this.engine}: a tap on ${describe(target)} never reached the page; tapping again`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async tapOnce(css: string, tapped: string[]) {
    await this.waitUntilStill(css);
    await this.evaluate(listenForClick, css);
    tapped.push(css);
    await this.driver.click(css);
  }

  /** Whether one of the tapped elements saw its click; a page that is gone (a tap took the browser on) saw it too. */
  private async clickArrived(tapped: string[]) {
    const arrived = (selectors: string[]) => {
      const clicks = (window as { engineClicks?: Record<string, boolean> }).engineClicks;
      return !clicks || selectors.some((selector) => clicks[selector]);
    };
    return this.waitUntil(arrived, tapped, 'the click event', CLICK_ARRIVAL_MS).catch(() => false);
  }

  /**
   * Until the element and the page stop moving (a panel opening, a page settling): a tap lands where the person
   * aims. WebKit's WebDriver aims at the element's centre well before its events arrive; a panel still sliding
   * open then moves what is under that point (seen: a tap that reached neither the verse aimed at nor the page).
   */
  private async waitUntilStill(css: string) {
    // Only what can move the element: its own box or a box around it animating, or a panel changing height.
    const placeOf = (selector: string) => {
      const element = document.querySelector(selector);
      const isSliding = document.getAnimations().some((animation) => {
        const moved = (animation.effect as KeyframeEffect | null)?.target;
        const isAround = moved instanceof Element && element !== null && moved.contains(element);
        const isHeight = animation instanceof CSSTransition && animation.transitionProperty === 'height';
        const isEndless = animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY;
        return animation.playState === 'running' && !isEndless && (isAround || isHeight);
      });
      return isSliding ? 'sliding' : JSON.stringify(element?.getBoundingClientRect());
    };
    // Scrolled to the middle first, as a person scrolls to what they tap.
    await this.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), css);
    let before = await this.evaluate(placeOf, css);
    for (let check = 0; check < 20; check++) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const now = await this.evaluate(placeOf, css);
      if (now === before && now !== 'sliding') return;
      before = now;
    }
  }

  /**
   * Types into the target once it stands still (a field in a panel still opening is not yet reachable). The drivers
   * empty a field behind its script, and a number field then put its old value back before the keys (10, with 15
   * typed, became 1015): a number field is then given the text as the browser's own input does. Any other field
   * keeps what the keys made of it, for the test to see.
   */
  async fill(target: Target, text: string) {
    const css = await this.find(target);
    await this.waitUntilStill(css);
    await this.driver.fill(css, text);
    await this.evaluate(
      ({ selector, value }) => {
        const field = document.querySelector<HTMLInputElement>(selector);
        const isNumber = field?.inputMode === 'numeric' || field?.inputMode === 'decimal';
        if (!field || !isNumber || field.value === value) return;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      },
      { selector: css, value: text },
    );
  }

  async select(target: Target, value: string) {
    const css = await this.find(target);
    await this.waitUntilStill(css);
    await this.driver.select(css, value);
  }

  screenshot(path: string) {
    return this.driver.screenshot(path);
  }

  setViewport(width: number, height: number) {
    return this.driver.setViewport(width, height);
  }

  setOffline(offline: boolean) {
    return this.driver.setOffline(offline);
  }

  close() {
    return this.driver.close();
  }

  /** A GraphQL request with the page's own session (its cookies), as the app sends one. */
  async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.evaluate(
      async ({ query, variables, version }) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'api-version': version, 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        return response.json();
      },
      { query, variables, version: API_VERSION },
    );
    if (answer.errors) throw new Error(`${this.engine}: ${JSON.stringify(answer.errors)}`);
    return answer.data as T;
  }
}

/** Runs in the page: notes whether the element (or anything inside it) gets a click, until the next tap on it. */
function listenForClick(selector: string) {
  const page = window as { engineClicks?: Record<string, boolean> };
  page.engineClicks ??= {};
  const clicks = page.engineClicks;
  clicks[selector] = false;
  document.querySelector(selector)?.addEventListener(
    'click',
    () => {
      clicks[selector] = true;
    },
    { once: true },
  );
}

function describe(target: Target): string {
  const { within, ...own } = target;
  return JSON.stringify(own) + (within ? ` in ${describe(within)}` : '');
}

export type PageOptions = { width?: number; height?: number };
export type Engine = { name: EngineName; newPage(options?: PageOptions): Promise<EnginePage>; close(): Promise<void> };
