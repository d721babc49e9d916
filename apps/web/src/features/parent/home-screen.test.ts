import { describe, expect, it } from 'vitest';
import { type Device, shouldShowHomeScreenHint } from './home-screen.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPAD_MOBILE_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15';
const IPHONE_EDGE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/123.0.2420.56 Mobile/15E148 Safari/604.1';
const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 323.0.3.23.54';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

const device = (userAgent: string, maxTouchPoints: number, more: Partial<Device> = {}): Device => ({
  userAgent,
  maxTouchPoints,
  isDisplayStandalone: false,
  ...more,
});

describe('the add-to-home-screen hint', () => {
  it('shows in Safari on an iPhone and on an iPad, also when the iPad says it is a Mac', () => {
    expect(shouldShowHomeScreenHint(device(IPHONE_SAFARI, 5), false)).toBe(true);
    expect(shouldShowHomeScreenHint(device(IPAD_SAFARI, 5), false)).toBe(true);
    expect(shouldShowHomeScreenHint(device(IPAD_MOBILE_SAFARI, 5), false)).toBe(true);
  });

  it('stays away from Safari on a Mac, which has no touch screen', () => {
    expect(shouldShowHomeScreenHint(device(IPAD_SAFARI, 0), false)).toBe(false);
  });

  it('stays away from other browsers and in-app views, on iOS too', () => {
    for (const userAgent of [IPHONE_CHROME, IPHONE_FIREFOX, IPHONE_EDGE, IPHONE_INSTAGRAM, ANDROID_CHROME]) {
      expect(shouldShowHomeScreenHint(device(userAgent, 5), false), userAgent).toBe(false);
    }
    expect(shouldShowHomeScreenHint(device(WINDOWS_FIREFOX, 0), false)).toBe(false);
  });

  it('is not shown once Koran Kids opens from the home screen', () => {
    expect(shouldShowHomeScreenHint(device(IPHONE_SAFARI, 5, { standalone: true }), false)).toBe(false);
    expect(shouldShowHomeScreenHint(device(IPAD_SAFARI, 5, { isDisplayStandalone: true }), false)).toBe(false);
  });

  it('is not shown again on a device where it was dismissed', () => {
    expect(shouldShowHomeScreenHint(device(IPHONE_SAFARI, 5), true)).toBe(false);
  });
});
