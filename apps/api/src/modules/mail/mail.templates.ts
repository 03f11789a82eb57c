import { MAIL_TEXTS, type CodeMailKind } from './mail.texts.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One simple layout: inline styles and tables only (mail clients ignore style sheets), one
 * column no wider than 480 px, readable with images off and in dark mode.
 */
function layout(opts: { preheader: string; heading: string; body: string }): string {
  const t = MAIL_TEXTS;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(opts.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(opts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px 28px">
<tr><td style="font-size:20px;font-weight:700;color:#ea580c;padding-bottom:20px">${escapeHtml(t.brand)}</td></tr>
<tr><td style="font-size:22px;font-weight:700;padding-bottom:12px">${escapeHtml(opts.heading)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${opts.body}</td></tr>
</table>
<p style="font-size:12px;color:#71717a;margin:16px 0 0">${escapeHtml(t.footer)}</p>
</td></tr></table>
</body></html>`;
}

const para = (s: string) => `<p style="margin:0 0 14px">${escapeHtml(s)}</p>`;

/** A mail carrying a one-time code (sign-up verification or password reset). */
export function codeMail(kind: CodeMailKind, values: { name: string; code: string; minutes: number }): RenderedMail {
  const t = MAIL_TEXTS[kind];
  const v = { ...values };
  const greeting = fill(t.greeting, v);
  const validity = fill(t.validity, v);
  const text = [
    greeting,
    '',
    t.intro,
    '',
    values.code,
    '',
    validity,
    '',
    MAIL_TEXTS.ignore,
    '',
    MAIL_TEXTS.footer,
  ].join('\n');
  const codeBox = `<p style="margin:8px 0 18px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace;background:#fff7ed;border-radius:8px;padding:12px 0;text-align:center">${escapeHtml(values.code)}</p>`;
  const html = layout({
    preheader: t.preheader,
    heading: t.heading,
    body: para(greeting) + para(t.intro) + codeBox + para(validity) + para(MAIL_TEXTS.ignore),
  });
  return { subject: fill(t.subject, v), text, html };
}

/** Tells the owner their password changed, with a way back if it was not them. */
export function passwordChangedMail(values: { name: string; url: string }): RenderedMail {
  const t = MAIL_TEXTS.passwordChanged;
  const greeting = fill(t.greeting, values);
  const action = fill(t.action, values);
  const text = [greeting, '', t.intro, '', action, '', MAIL_TEXTS.footer].join('\n');
  const html = layout({
    preheader: t.preheader,
    heading: t.heading,
    body: para(greeting) + para(t.intro) + para(action),
  });
  return { subject: t.subject, text, html };
}

/**
 * A mail in the common layout from texts the caller owns (account notices from the profile
 * and host modules): paragraphs, and optionally a code shown large and on a line of its own.
 */
export function composeMail(opts: {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  code?: string;
  after?: string[];
}): RenderedMail {
  const after = opts.after ?? [];
  const codeLines = opts.code ? ['', opts.code] : [];
  const text = [...opts.paragraphs.flatMap((p) => [p, '']), ...codeLines.slice(1), ...(opts.code ? [''] : [])]
    .concat(
      after.flatMap((p) => [p, '']),
      [MAIL_TEXTS.footer],
    )
    .join('\n');
  const codeBox = opts.code
    ? `<p style="margin:8px 0 18px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace;background:#fff7ed;border-radius:8px;padding:12px 0;text-align:center">${escapeHtml(opts.code)}</p>`
    : '';
  const html = layout({
    preheader: opts.preheader,
    heading: opts.heading,
    body: opts.paragraphs.map(para).join('') + codeBox + after.map(para).join(''),
  });
  return { subject: opts.subject, text, html };
}
