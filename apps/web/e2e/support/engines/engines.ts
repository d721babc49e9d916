import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '@koran-kids/testing/product';
import puppeteer, { type Browser } from 'puppeteer-core';
import { type Engine, type EngineName, EnginePage, type PageDriver, type PageOptions } from './engine-page.ts';
import { launchWebKit } from './webkit.ts';

const firstExisting = (paths: (string | undefined)[]) => paths.find((path) => path && existsSync(path)) ?? null;

/** What each engine needs on this machine, or null where it is missing (Debian's packages: see the README). */
export function findEngines(): Record<EngineName, string | null> {
  const miniBrowser = firstExisting(
    readdirSync('/usr/lib').map((dir) => join('/usr/lib', dir, 'webkit2gtk-4.1/MiniBrowser')),
  );
  // WebKitGTK takes the browser's language from the system's locale: a Dutch family's tablet speaks Dutch.
  const hasDutchLocale = execFileSync('locale', ['-a'], { encoding: 'utf8' }).includes('nl_NL.utf8');
  const webkitReady =
    existsSync('/usr/bin/WebKitWebDriver') && existsSync('/usr/bin/Xvfb') && hasDutchLocale && miniBrowser;
  return {
    chromium: findChromium(),
    firefox: existsSync('/usr/bin/pulseaudio')
      ? firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'])
      : null,
    webkit: webkitReady ? miniBrowser : null,
  };
}

export async function launchEngine(name: EngineName, executable: string, baseUrl: string): Promise<Engine> {
  if (name === 'webkit') return launchWebKit(executable, baseUrl);
  if (name === 'firefox') return launchFirefox(executable, baseUrl);
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath: executable,
    args: [...CHROMIUM_ARGS, '--lang=nl-NL', '--accept-lang=nl-NL'],
  });
  return {
    name,
    newPage: (options) => newPuppeteerPage(name, browser, baseUrl, options),
    close: () => browser.close(),
  };
}

/**
 * Firefox over WebDriver BiDi. Without a sound server it cannot open an audio output and plays media faster than
 * real time (its clock falls back): it gets PulseAudio with a silent output, as WebKit gets a virtual screen.
 */
async function launchFirefox(executable: string, baseUrl: string): Promise<Engine> {
  const sound = await startSoundServer();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: executable,
    env: { ...process.env, PULSE_SERVER: sound.address },
    extraPrefsFirefox: {
      'intl.accept_languages': 'nl-NL, nl',
      // A microphone that plays a test tone, allowed without asking: for the child's own recording.
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
    },
  });
  const close = async () => {
    await browser.close();
    await sound.stop();
  };
  return { name: 'firefox', newPage: (options) => newPuppeteerPage('firefox', browser, baseUrl, options), close };
}

/**
 * PulseAudio with only a silent output, on a socket of its own. Its null sink, left alone, wakes every 2 seconds
 * (its longest latency) and only then hears of a new stream: Firefox's media graph, which runs on its audio output,
 * stood still until that tick, up to 2 s, and a recording from the fake microphone lost that much of its start
 * (0.07 s left of a 1.5 s take). A steady low-latency stream into the sink (silence, looped from a second null
 * sink) keeps it waking every few milliseconds, as a sound card's sink serves a new stream at once.
 */
async function startSoundServer() {
  const folder = mkdtempSync(join(tmpdir(), 'koran-kids-sound-'));
  const socket = join(folder, 'native');
  const server = spawn(
    'pulseaudio',
    [
      '-n',
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--load=module-null-sink sink_name=silent',
      '--load=module-null-sink sink_name=keepalive',
      '--load=module-loopback source=keepalive.monitor sink=silent latency_msec=10',
      `--load=module-native-protocol-unix socket=${socket} auth-anonymous=1`,
    ],
    { stdio: 'ignore', env: { ...process.env, XDG_RUNTIME_DIR: folder, HOME: folder } },
  );
  const deadline = Date.now() + 10_000;
  while (!existsSync(socket)) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('PulseAudio did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Its folder goes once it has stopped: PulseAudio writes there while it shuts down.
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  return { address: `unix:${socket}`, stop };
}

/** Chromium over the DevTools protocol, Firefox over WebDriver BiDi: each page in a fresh browser context. */
async function newPuppeteerPage(name: EngineName, browser: Browser, baseUrl: string, options: PageOptions = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: options.width ?? 1280, height: options.height ?? 900 });
  const driver: PageDriver = {
    goto: async (url) => void (await page.goto(url)),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: (css) => page.click(css),
    fill: (css, text) => page.locator(css).fill(text),
    select: async (css, value) => void (await page.select(css, value)),
    screenshot: async (path) => void (await page.screenshot({ path })),
    setViewport: (width, height) => page.setViewport({ width, height }),
    setOffline: (offline) => page.setOfflineMode(offline),
    close: () => context.close(),
  };
  return new EnginePage(name, driver, baseUrl);
}
