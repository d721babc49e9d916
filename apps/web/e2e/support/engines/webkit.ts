import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { startCuttableProxy } from './cuttable-proxy.ts';
import { type Engine, EnginePage, type PageDriver, type PageOptions } from './engine-page.ts';

/* WebKit for the core journeys (engines.ts): WebKitGTK's MiniBrowser through WebKitWebDriver in a virtual screen. */

const started = (child: ChildProcess, what: string) =>
  new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${what} stopped with code ${code}`)));
    setTimeout(resolve, 500);
  });

/**
 * WebKitGTK's MiniBrowser, driven by WebKitWebDriver (WebDriver classic) in a virtual screen. Each page is a
 * session of its own (a fresh browser, nothing shared). WebDriver has no network switch: the browser goes through
 * a proxy of the test's, which is cut off to take the page offline.
 */
export async function launchWebKit(miniBrowser: string, baseUrl: string): Promise<Engine> {
  const { xvfb, display } = await startVirtualScreen();
  const proxy = await startCuttableProxy();
  const gtkConfig = narrowBrowserFrame();
  const startDriver = async () => {
    const port = await portOf(createServer().listen(0, '127.0.0.1'));
    // A group of its own: a driver stuck with its browser goes with it (below).
    const webDriver = spawn('WebKitWebDriver', [`--port=${port}`], {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, DISPLAY: display, LC_ALL: 'nl_NL.UTF-8', XDG_CONFIG_HOME: gtkConfig },
    });
    await started(webDriver, 'WebKitWebDriver');
    return { process: webDriver, port };
  };
  const stopDriver = (stuck: ChildProcess) => {
    if (stuck.pid) process.kill(-stuck.pid, 'SIGKILL');
  };
  let driver = await startDriver();
  /**
   * A session: a new browser. Now and then WebKitWebDriver never answers the request for one (its browser did not
   * come up); then that driver and its browser go, and a fresh one is asked once more.
   */
  const newSession = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        openSession(driver.port),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no WebKit session in 30 s')), 30_000);
        }),
      ]);
    } catch {
      stopDriver(driver.process);
      driver = await startDriver();
      return openSession(driver.port);
    } finally {
      clearTimeout(timer);
    }
  };
  const openSession = (driverPort: number) =>
    remote({
      hostname: '127.0.0.1',
      port: driverPort,
      path: '/',
      logLevel: 'error',
      // A command the browser never answers fails in 60 s, naming itself, before the test's limit; never sent again
      // (a late click would land twice).
      connectionRetryTimeout: 60_000,
      connectionRetryCount: 0,
      capabilities: {
        // WebKitWebDriver speaks WebDriver classic only: no BiDi session.
        'wdio:enforceWebDriverClassic': true,
        proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${proxy.port}`, noProxy: [] },
        'webkitgtk:browserOptions': {
          binary: miniBrowser,
          // A microphone that plays a tone (WebKit's mock capture device), for the child's own recording.
          // No back-forward cache: a WebDriver `url()` leaves a page at any moment, also while it creates or opens a
          // device database, and WebKit then freezes it mid-opening, which blocks that database for every later page
          // (docs/decisions.md). Families move inside the app's one page; the product's guards stay unit-tested.
          args: [
            '--automation',
            '--enable-mock-capture-devices=true',
            '--enable-media-stream=true',
            '--enable-page-cache=false',
          ],
        },
      } as WebdriverIO.Capabilities,
    });
  const newPage = async (options: PageOptions = {}) => {
    // A new visitor has a network, even after a journey that failed offline.
    proxy.offline = false;
    const browser = await newSession();
    const pageDriver: PageDriver = {
      goto: async (url) => void (await browser.url(url)),
      evaluate: (fn, arg) => browser.execute(fn as never, arg) as never,
      click: async (css) => (await browser.$(css)).click(),
      fill: async (css, text) => (await browser.$(css)).setValue(text),
      select: async (css, value) => (await browser.$(css)).selectByAttribute('value', value),
      screenshot: async (path) => void (await browser.saveScreenshot(path)),
      setViewport: (width, height) => setWebKitViewport(browser, width, height),
      setOffline: async (offline) => {
        proxy.offline = offline;
      },
      close: () => browser.deleteSession(),
    };
    // A page that could not be sized ends its session: WebKitWebDriver runs one at a time.
    await pageDriver.setViewport(options.width ?? 1280, options.height ?? 900).catch(async (error: unknown) => {
      await browser.deleteSession().catch(() => undefined);
      throw error;
    });
    return new EnginePage('webkit', pageDriver, baseUrl);
  };
  const close = async () => {
    stopDriver(driver.process);
    xvfb.kill();
    proxy.server.close();
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  return { name: 'webkit', newPage, close };
}

/**
 * MiniBrowser's own bar (buttons, address field) keeps its window at least 447 px wide: a "390 px" phone would be
 * drawn 447 px wide. A GTK style sheet (its own config folder) shrinks the bar to nothing; the page is drawn by
 * WebKit itself, untouched by it.
 */
function narrowBrowserFrame() {
  const folder = mkdtempSync(join(tmpdir(), 'koran-kids-gtk-'));
  mkdirSync(join(folder, 'gtk-3.0'));
  writeFileSync(
    join(folder, 'gtk-3.0/gtk.css'),
    '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; box-shadow: none; }\n',
  );
  return folder;
}

/** Xvfb on the first free display number (it writes the number it took to `-displayfd`). */
async function startVirtualScreen() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1100x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped with code ${code}`)));
    xvfb.stdio[3]?.on('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
  });
  return { xvfb, display };
}

/** The viewport's size once the window has stopped changing (a resize reaches the page a moment later). */
async function settledViewport(browser: WebdriverIO.Browser) {
  const measure = () => browser.execute(() => `${window.innerWidth}x${window.innerHeight}`);
  let last = await measure();
  for (let check = 0; check < 10; check++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await measure();
    if (now === last) break;
    last = now;
  }
  const [innerWidth = 0, innerHeight = 0] = last.split('x').map(Number);
  return { innerWidth, innerHeight };
}

/** The window's size is the viewport plus the browser's own frame: set it, measure, and correct until it holds. */
async function setWebKitViewport(browser: WebdriverIO.Browser, width: number, height: number) {
  let frame = { width, height };
  for (let attempt = 0; attempt < 4; attempt++) {
    await browser.setWindowSize(frame.width, frame.height);
    const { innerWidth, innerHeight } = await settledViewport(browser);
    if (innerWidth === width && innerHeight === height) return;
    frame = { width: frame.width + width - innerWidth, height: frame.height + height - innerHeight };
  }
  const { innerWidth, innerHeight } = await settledViewport(browser);
  throw new Error(`webkit: asked for a ${width}×${height} viewport, got ${innerWidth}×${innerHeight}`);
}

const portOf = async (server: Server) => {
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
};
