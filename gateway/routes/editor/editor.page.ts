import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { languageSchema, type Language } from '../../../src/lib/contract/common.ts';
import { EDITOR_ROUTES } from '../../../src/lib/contract/routes.ts';
import en from '../../../locales/en/editor.json' with { type: 'json' };
import zhCN from '../../../locales/zh-CN/editor.json' with { type: 'json' };
import zhTW from '../../../locales/zh-TW/editor.json' with { type: 'json' };
import { languageOf } from '../../lib/i18n.ts';

/**
 * The editor page (issue 10): sign in with the editor token (kept in sessionStorage), see the
 * build status and history, publish and roll back. A plain page in the request's language
 * (`?lang=` or Accept-Language) whose data all comes from the editor API with the token. Its
 * CSP allows its one script and one style by hash, and fetches to this origin only.
 */

type Texts = typeof zhTW;
const TEXTS: Record<Language, Texts> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en };

export const EDITOR_PAGE_STYLE = `*{box-sizing:border-box}[hidden]{display:none!important}
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f0e6;color:#1d2939}
main{max-width:1100px;margin:24px auto;padding:24px;background:#fff;border-radius:12px}
h1{font-size:1.5rem;margin:0 0 8px}h2{font-size:1.2rem;margin:16px 0 8px}
label{display:block;font-weight:600;margin-bottom:4px}
input{font:inherit;width:100%;max-width:420px;min-height:44px;padding:8px 12px;border:2px solid #475467;border-radius:8px}
.hint{color:#475467;margin:4px 0 12px;font-size:.9rem}
button{font:inherit;font-weight:700;min-height:44px;padding:8px 20px;border-radius:22px;border:2px solid #8a4b00;background:#8a4b00;color:#fff;cursor:pointer;margin:0 8px 8px 0}
button.secondary{background:#fff;color:#8a4b00}
button:disabled{background:#eaecf0;border-color:#98a2b3;color:#344054;cursor:not-allowed}
button:focus-visible,input:focus-visible,[tabindex]:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.alert{color:#912018;background:#fef3f2;border:2px solid #d92d20;border-radius:8px;padding:8px 12px;margin:8px 0}
.alert:empty{padding:0;border:0;margin:0}
.notice{color:#05603a;margin:4px 0}
.status{font-weight:600}
.table{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9rem}
caption{text-align:left;font-weight:700;padding:8px 0}
th,td{border-bottom:1px solid #d0d5dd;padding:6px 8px;text-align:left;vertical-align:top}
td.failed{color:#912018;font-weight:600}td.succeeded{color:#05603a}`;

export const EDITOR_PAGE_SCRIPT = `(() => {
  const texts = JSON.parse(document.getElementById('editor-texts').textContent);
  const lang = document.documentElement.lang;
  const api = document.body.dataset.api;
  const KEY = 'editorToken';
  const $ = (id) => document.getElementById(id);
  const t = (key, params) =>
    (texts[key] || key).replace(/\\{\\{\\s*(\\w+)\\s*\\}\\}/g, (m, name) =>
      params && name in params ? String(params[name]) : m);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  const time = (ms) => (ms == null ? '' : when.format(new Date(ms)));
  let token = sessionStorage.getItem(KEY);
  let timer = null;
  let lastStatus = '';

  const showError = (message) => { $('alert').textContent = message || ''; };
  const notice = (message) => { $('notice').textContent = message || ''; };

  async function call(method, path) {
    let res;
    try {
      res = await fetch(api + path, {
        method,
        headers: { Authorization: 'Bearer ' + token, 'Accept-Language': lang, Accept: 'application/json' },
        cache: 'no-store',
      });
    } catch {
      throw Object.assign(new Error(t('editor.error.network')), { status: 0 });
    }
    let body = null;
    try { body = await res.json(); } catch { body = null; }
    if (!res.ok || !body || body.state !== 'success') {
      throw Object.assign(new Error((body && body.msg) || t('editor.error.network')), { status: res.status });
    }
    return body.data;
  }

  function show(signedIn) {
    $('login').hidden = signedIn;
    $('panel').hidden = !signedIn;
  }

  function signOut() {
    clearTimeout(timer);
    timer = null;
    token = null;
    lastStatus = '';
    sessionStorage.removeItem(KEY);
    show(false);
    $('token').focus();
  }

  function cell(row, text, className) {
    const td = document.createElement('td');
    td.textContent = text;
    if (className) td.className = className;
    row.appendChild(td);
  }

  function render(status, history) {
    const lines = [];
    if (status.live) lines.push(t('editor.status.live', { time: time(status.live.startedAt), pages: status.live.pages == null ? '?' : status.live.pages }));
    else lines.push(t(status.mode === 'webhook' ? 'editor.status.webhook' : 'editor.status.noLive'));
    if (status.building) lines.push(t('editor.status.building'));
    else if (status.pending) lines.push(t('editor.status.pending', { time: time(status.scheduledAt) }));
    else lines.push(t('editor.status.idle'));
    const line = lines.join(' ');
    if (line !== lastStatus) { $('status').textContent = line; lastStatus = line; }
    $('rollback').disabled = status.building || !history.some((r) => r.rollbackCandidate);
    const body = $('history');
    body.replaceChildren();
    if (history.length === 0) {
      const row = document.createElement('tr');
      const td = document.createElement('td');
      td.colSpan = 8;
      td.textContent = t('editor.history.empty');
      row.appendChild(td);
      body.appendChild(row);
    }
    for (const r of history) {
      const row = document.createElement('tr');
      cell(row, time(r.startedAt) + (r.live ? ' ' + t('editor.history.live') : ''));
      cell(row, time(r.endedAt));
      cell(row, r.durationMs == null ? '' : t('editor.duration', { seconds: (r.durationMs / 1000).toFixed(1) }));
      cell(row, r.pages == null ? '' : String(r.pages));
      cell(row, t('editor.buildStatus.' + r.status), r.status);
      cell(row, r.error || '');
      cell(row, t('editor.trigger.' + r.trigger));
      cell(row, r.requestedBy.join(', '));
      body.appendChild(row);
    }
  }

  async function refresh() {
    clearTimeout(timer);
    timer = null;
    try {
      const [status, history] = await Promise.all([call('GET', '${EDITOR_ROUTES.routes.buildStatus}'), call('GET', '${EDITOR_ROUTES.routes.buildList}?limit=20')]);
      render(status, history);
      showError('');
      if (status.building || status.pending) timer = setTimeout(refresh, 2000);
    } catch (error) {
      if (error.status === 401) signOut();
      showError(error.message);
    }
  }

  async function act(button, method, path, done) {
    button.disabled = true;
    notice('');
    try {
      await call(method, path);
      showError('');
      notice(t(done));
    } catch (error) {
      if (error.status === 401) signOut();
      showError(error.message);
    } finally {
      button.disabled = false;
      if (token) await refresh();
    }
  }

  $('login').addEventListener('submit', async (event) => {
    event.preventDefault();
    const value = $('token').value.trim();
    if (!value) { showError(t('editor.token.required')); $('token').focus(); return; }
    token = value;
    try {
      await call('GET', '${EDITOR_ROUTES.routes.changeList}?limit=1');
    } catch (error) {
      token = null;
      showError(error.message);
      $('token').focus();
      return;
    }
    sessionStorage.setItem(KEY, value);
    $('token').value = '';
    showError('');
    show(true);
    $('panel-title').focus();
    await refresh();
  });
  $('publish').addEventListener('click', () => act($('publish'), 'POST', '${EDITOR_ROUTES.routes.publish}', 'editor.published'));
  $('rollback').addEventListener('click', () => act($('rollback'), 'POST', '${EDITOR_ROUTES.routes.rollback}', 'editor.rolledBack'));
  $('sign-out').addEventListener('click', signOut);

  if (token) { show(true); refresh(); } else { show(false); }
})();`;

const hash = (text: string) => createHash('sha256').update(text).digest('base64');
export const EDITOR_PAGE_SCRIPT_HASH = hash(EDITOR_PAGE_SCRIPT);
export const EDITOR_PAGE_STYLE_HASH = hash(EDITOR_PAGE_STYLE);
export const EDITOR_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${EDITOR_PAGE_SCRIPT_HASH}'`,
  `style-src 'sha256-${EDITOR_PAGE_STYLE_HASH}'`,
  "connect-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON safe inside a script element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

function pageLanguage(c: Context): Language {
  const asked = languageSchema.safeParse(c.req.query('lang'));
  return asked.success ? asked.data : languageOf(c);
}

/** GET /cl-odss-app/editor */
export function editorPage(c: Context): Response {
  const lang = pageLanguage(c);
  const t = TEXTS[lang];
  const columns = [
    'editor.history.start',
    'editor.history.end',
    'editor.history.duration',
    'editor.history.pages',
    'editor.history.status',
    'editor.history.error',
    'editor.history.trigger',
    'editor.history.editors',
  ] as const;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(t['editor.title'])}</title>
<style>${EDITOR_PAGE_STYLE}</style></head>
<body data-api="${EDITOR_ROUTES.base}"><main>
<h1>${escape(t['editor.title'])}</h1>
<p>${escape(t['editor.lead'])}</p>
<div id="alert" class="alert" role="alert"></div>
<form id="login" novalidate>
<label for="token">${escape(t['editor.token.label'])}</label>
<input id="token" name="token" type="password" autocomplete="current-password" spellcheck="false" aria-describedby="token-hint">
<p id="token-hint" class="hint">${escape(t['editor.token.hint'])}</p>
<button type="submit">${escape(t['editor.token.submit'])}</button>
</form>
<section id="panel" aria-labelledby="panel-title" hidden>
<h2 id="panel-title" tabindex="-1">${escape(t['editor.status.heading'])}</h2>
<p id="status" class="status" role="status">${escape(t['editor.status.loading'])}</p>
<p id="notice" class="notice" aria-live="polite"></p>
<div>
<button id="publish" type="button">${escape(t['editor.publish'])}</button>
<button id="rollback" type="button" class="secondary" disabled>${escape(t['editor.rollback'])}</button>
<button id="sign-out" type="button" class="secondary">${escape(t['editor.signOut'])}</button>
</div>
<div class="table" role="region" aria-labelledby="history-caption" tabindex="0"><table>
<caption id="history-caption">${escape(t['editor.history.caption'])}</caption>
<thead><tr>${columns.map((k) => `<th scope="col">${escape(t[k])}</th>`).join('')}</tr></thead>
<tbody id="history"></tbody>
</table></div>
</section>
</main>
<script type="application/json" id="editor-texts">${scriptJson(t)}</script>
<script>${EDITOR_PAGE_SCRIPT}</script>
</body></html>`;
  c.header('Content-Security-Policy', EDITOR_PAGE_CSP);
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'Accept-Language');
  return c.html(html);
}
