/*
 * Safari on the iPhone and iPad offers no install prompt: a site reaches the home screen only through the Share
 * button. Who needs to be told so, read from what the browser says of itself.
 */

export type Device = {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's own `navigator.standalone`: opened from the home screen. */
  standalone?: boolean;
  /** `(display-mode: standalone)` matches: opened as an installed app, in any browser. */
  isDisplayStandalone: boolean;
};

/** Other browsers and in-app views on iOS carry Safari's words in their user agent too, with their own name. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|DuckDuckGo|YaBrowser|Brave|FBAN|FBAV|Instagram|Line\//;

/** Safari on an iPhone or iPad; iPadOS asks for desktop sites and says "Macintosh", but a Mac has no touch screen. */
export function isIosSafari({ userAgent, maxTouchPoints }: Pick<Device, 'userAgent' | 'maxTouchPoints'>) {
  const isIos = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return isIos && /Version\/[\d.]+.*Safari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

export const isOnHomeScreen = (device: Pick<Device, 'standalone' | 'isDisplayStandalone'>) =>
  device.standalone === true || device.isDisplayStandalone;

/** The hint shows in Safari on an iPhone or iPad, until the app is on the home screen or the hint is dismissed. */
export const shouldShowHomeScreenHint = (device: Device, isDismissed: boolean) =>
  !isDismissed && isIosSafari(device) && !isOnHomeScreen(device);
