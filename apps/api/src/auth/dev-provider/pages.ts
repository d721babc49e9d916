import type { Language } from '@koran-kids/i18n';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../escape-html.ts';
import { MIN_PASSWORD_LENGTH, type SignupErrors } from './accounts.ts';
import { type SigninKey, t } from './language.ts';
import { PREFIX, type ProviderError } from './oidc.ts';

// The development provider's own HTML pages: sign-in, sign-up, expired, error, sign-out.

/** What a page shows back of a refused field: never the control characters themselves. */
export const withoutControlCharacters = (text: string) => text.replace(/\p{Cc}/gu, '');

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.5rem;margin:1rem 0}
.note{background:#fff4ce;border:1px solid #c9a400;border-radius:.5rem;padding:.5rem .75rem;font-size:.9rem}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #52606d;border-radius:.375rem;background:#fff;color:inherit}
input[aria-invalid="true"]{border:2px solid #b00020}
.hint{margin:.25rem 0 0;font-size:.9rem;color:#52606d}
.error{margin:.25rem 0 0;color:#b00020;font-weight:600}
.alert{border:2px solid #b00020;border-radius:.5rem;background:#fff;padding:.5rem .75rem;margin:0 0 1rem}
.alert p,.alert ul{margin:.25rem 0}
button{width:100%;font:inherit;font-weight:600;padding:.75rem 1rem;border:0;border-radius:.375rem;background:#0b5fbf;color:#fff;cursor:pointer}
button:hover{background:#094c99}
a{color:#0b5fbf}
a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #cbd2d9;padding:.5rem}
`;

function layout(language: Language, title: string, body: string, extraHead = '') {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${extraHead}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

const developmentNote = (language: Language) => `<p class="note">${escapeHtml(t(language, 'development-note'))}</p>`;

type Field = {
  id: string;
  name: string;
  type: string;
  label: string;
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  minLength?: number;
  autofocus?: boolean;
};

function field(input: Field) {
  const described = [input.hint ? `${input.id}-hint` : '', input.error ? `${input.id}-error` : ''].filter(Boolean);
  const attributes = [
    `id="${input.id}"`,
    `name="${input.name}"`,
    `type="${input.type}"`,
    `autocomplete="${input.autocomplete}"`,
    'required',
    input.type === 'email' ? 'inputmode="email" autocapitalize="none" spellcheck="false"' : '',
    input.minLength ? `minlength="${input.minLength}"` : '',
    input.value !== undefined ? `value="${escapeHtml(input.value)}"` : '',
    input.error ? 'aria-invalid="true"' : '',
    described.length ? `aria-describedby="${described.join(' ')}"` : '',
    input.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  const hint = input.hint ? `<p class="hint" id="${input.id}-hint">${escapeHtml(input.hint)}</p>` : '';
  const error = input.error ? `<p class="error" id="${input.id}-error">${escapeHtml(input.error)}</p>` : '';
  return `<div class="field">
<label for="${input.id}">${escapeHtml(input.label)}</label>
<input ${attributes.join(' ')}>${hint}${error}
</div>`;
}

export type LoginForm = { email?: string; error?: SigninKey };

export function loginPage(language: Language, uid: string, form: LoginForm) {
  const base = `${PREFIX}/interaction/${encodeURIComponent(uid)}`;
  const alert = form.error
    ? `<div class="alert" role="alert"><p id="login-error">${escapeHtml(t(language, form.error))}</p></div>`
    : '';
  const body = `${developmentNote(language)}
<h1>${escapeHtml(t(language, 'login-heading'))}</h1>
${alert}
<form method="post" action="${base}/login"${form.error ? ' aria-describedby="login-error"' : ''}>
${field({ id: 'email', name: 'email', type: 'email', autocomplete: 'username', label: t(language, 'email-label'), value: form.email ?? '', autofocus: !form.email })}
${field({ id: 'password', name: 'password', type: 'password', autocomplete: 'current-password', label: t(language, 'password-label'), autofocus: Boolean(form.email) })}
<button type="submit">${escapeHtml(t(language, 'login-button'))}</button>
</form>
<p><a href="${base}/signup">${escapeHtml(t(language, 'to-signup'))}</a></p>`;
  return layout(language, t(language, 'page-title'), body);
}

export type SignupForm = { givenName?: string; familyName?: string; email?: string; errors?: SignupErrors };

export function signupPage(language: Language, uid: string, form: SignupForm) {
  const base = `${PREFIX}/interaction/${encodeURIComponent(uid)}`;
  const errors = form.errors ?? {};
  const fields = [
    { key: 'givenName', id: 'given-name' },
    { key: 'familyName', id: 'family-name' },
    { key: 'email', id: 'email' },
    { key: 'password', id: 'password' },
  ] as const;
  const problems = fields.filter(({ key }) => errors[key]);
  const firstProblem = problems[0]?.key ?? 'givenName';
  const alert = problems.length
    ? `<div class="alert" role="alert">
<p>${escapeHtml(t(language, 'errors-heading'))}</p>
<ul>${problems.map(({ key, id }) => `<li><a href="#${id}">${escapeHtml(errors[key] ?? '')}</a></li>`).join('')}</ul>
</div>`
    : '';
  const body = `${developmentNote(language)}
<h1>${escapeHtml(t(language, 'signup-heading'))}</h1>
${alert}
<form method="post" action="${base}/signup">
${field({ id: 'given-name', name: 'given_name', type: 'text', autocomplete: 'given-name', label: t(language, 'given-name-label'), value: form.givenName ?? '', error: errors.givenName, autofocus: firstProblem === 'givenName' })}
${field({ id: 'family-name', name: 'family_name', type: 'text', autocomplete: 'family-name', label: t(language, 'family-name-label'), value: form.familyName ?? '', error: errors.familyName, autofocus: firstProblem === 'familyName' })}
${field({ id: 'email', name: 'email', type: 'email', autocomplete: 'username', label: t(language, 'email-label'), value: form.email ?? '', error: errors.email, autofocus: firstProblem === 'email' })}
${field({ id: 'password', name: 'password', type: 'password', autocomplete: 'new-password', label: t(language, 'new-password-label'), hint: t(language, 'password-hint'), minLength: MIN_PASSWORD_LENGTH, error: errors.password, autofocus: firstProblem === 'password' })}
<button type="submit">${escapeHtml(t(language, 'signup-button'))}</button>
</form>
<p><a href="${base}/login">${escapeHtml(t(language, 'to-login'))}</a></p>`;
  return layout(language, t(language, 'signup-page-title'), body);
}

export function expiredPage(language: Language, appOrigin: string) {
  const body = `${developmentNote(language)}
<h1>${escapeHtml(t(language, 'expired-title'))}</h1>
<p>${escapeHtml(t(language, 'expired-text'))}</p>
<p><a href="${escapeHtml(`${appOrigin}/`)}">${escapeHtml(t(language, 'back-to-app'))}</a></p>`;
  return layout(language, t(language, 'expired-title'), body);
}

export function providerErrorPage(language: Language, appOrigin: string, out: ProviderError) {
  // Only the OAuth error code: a description may quote the request (the refused origin, say); both are logged.
  const details = typeof out.error === 'string' && /^[a-z_]+$/.test(out.error) ? out.error : '';
  const body = `${developmentNote(language)}
<h1>${escapeHtml(t(language, 'error-title'))}</h1>
<p>${escapeHtml(t(language, 'error-text'))}</p>
${details ? `<pre>${escapeHtml(details)}</pre>` : ''}
<p><a href="${escapeHtml(`${appOrigin}/`)}">${escapeHtml(t(language, 'back-to-app'))}</a></p>`;
  return layout(language, t(language, 'error-title'), body);
}

/**
 * The end-session confirmation, sent on at once: `form` is oidc-provider's own form (its action and xsrf
 * value); `logout=yes` ends the whole provider session. The button is there for browsers without script.
 */
export function logoutPage(language: Language, form: string) {
  const autoSubmitting = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><button type="submit">${escapeHtml(t(language, 'logout-button'))}</button></form>`,
  );
  const body = `<h1>${escapeHtml(t(language, 'logout-title'))}</h1>
<p>${escapeHtml(t(language, 'logout-text'))}</p>
${autoSubmitting}
<script>document.getElementById('op.logoutForm').submit();</script>`;
  return layout(language, t(language, 'logout-title'), body);
}

export function loggedOutPage(language: Language, appOrigin: string) {
  const body = `<h1>${escapeHtml(t(language, 'logged-out-title'))}</h1>
<p>${escapeHtml(t(language, 'logged-out-text'))}</p>
<p><a href="${escapeHtml(`${appOrigin}/`)}">${escapeHtml(t(language, 'back-to-app'))}</a></p>`;
  return layout(language, t(language, 'logged-out-title'), body);
}
