/** The HTML frame every staff e-mail shares: readable on a phone, inline styles only (mail clients drop <style>). */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One labelled row; `valueHtml` is already escaped (it may hold a tel: or mailto: link). */
export function tableRow(label: string, valueHtml: string): string {
  return `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${valueHtml}</td></tr>`;
}

export function table(rows: string[]): string {
  return `<table cellspacing="0" cellpadding="0">${rows.join('')}</table>`;
}

export function callButton(href: string, label: string): string {
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#174c99;color:#fff;padding:10px 16px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

export function emailPage(heading: string, bodyHtml: string, footer: string, language = 'en'): string {
  return `<!doctype html><html lang="${language === 'es' ? 'es' : 'en'}"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>
${bodyHtml}
<p style="margin-top:24px;color:#64748b;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
}

export const sectionHeading = (text: string) => `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(text)}</h2>`;
export const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
