export interface MailDraft {
  subject?: string | null;
  body?: string | null;
}

/**
 * A mailto: address with a prefilled draft. Each value is percent-encoded on its
 * own (RFC 6068): URLSearchParams would turn spaces into "+", which mail clients
 * show literally, and an unencoded "&", "?" or "#" would cut the draft short.
 */
export function buildMailto(email: string, { subject, body }: MailDraft = {}): string {
  const fields = Object.entries({ subject, body })
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  const address = encodeURIComponent(email).replace(/%40/g, "@");
  return fields.length > 0 ? `mailto:${address}?${fields.join("&")}` : `mailto:${address}`;
}
