/** Just enough of a browser: cookies by name (paths ignored), redirects followed by hand. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The Cookie header this browser sends, for a request made without it (node:http). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  post(url: string | URL, form: Record<string, string>) {
    return this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}

/** Signs a development account in through the embedded provider, as a browser would; returns the browser. */
export async function signInThroughProvider(origin: string, email: string, password: string) {
  const browser = new Browser();
  let response = await browser.fetch(`${origin}/auth/login?lng=nl`);
  for (let hop = 0; hop < 10 && [302, 303].includes(response.status); hop++) {
    response = await browser.fetch(new URL(response.headers.get('location') ?? '/', origin));
  }
  const action = /action="([^"]+\/login)"/.exec(await response.text())?.[1];
  if (!action) throw new Error('the provider showed no login form');
  response = await browser.post(new URL(action, origin).href, { email, password });
  for (let hop = 0; hop < 10 && [302, 303].includes(response.status); hop++) {
    response = await browser.fetch(new URL(response.headers.get('location') ?? '/', origin));
  }
  return browser;
}
