// Every message names the tenant that sends it (docs/decisions.md "Messages name their tenant"): an
// email's From display name is "<tenant> via <platform>" at the platform's own address, its
// Reply-To the tenant's contact (the member who queued it), and its body ends with a footer line;
// a text starts with the tenant's name. A message without a tenant keeps the platform's From.

/** MAIL_FROM split into its display name (the platform's name, "Tradepost" when it has none) and its address. */
export function platformSender(mailFrom: string): { name: string; address: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  if (named) return { name: named[1].trim() || 'Tradepost', address: named[2] };
  return { name: 'Tradepost', address: mailFrom.trim() };
}

// A name goes into a header and a line of text: no control characters or line breaks.
const oneLine = (name: string) => name.replace(/[\p{Cc}\s]+/gu, ' ').trim();

/** The From of an email sent for `tenant` (nodemailer quotes and encodes the display name). */
export function fromFor(mailFrom: string, tenant: string | null): string | { name: string; address: string } {
  if (!tenant) return mailFrom;
  const platform = platformSender(mailFrom);
  return { name: `${oneLine(tenant)} via ${platform.name}`, address: platform.address };
}

/** The email's text with the footer line that names the tenant. */
export function withFooter(text: string, mailFrom: string, tenant: string | null): string {
  if (!tenant) return text;
  return `${text.replace(/\s+$/, '')}\n\n-- \nSent by ${oneLine(tenant)} through ${platformSender(mailFrom).name}.\n`;
}

/** A text's body, starting with the tenant's name. */
export function textFor(body: string, tenant: string | null): string {
  return tenant ? `${oneLine(tenant)}: ${body}` : body;
}
