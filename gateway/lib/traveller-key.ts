/** The key of saved travellers' ID numbers (TRAVELLER_ID_KEY, services/travellers.ts). */

/** Why a TRAVELLER_ID_KEY is refused: 32 bytes, in base64 or base64url (44/43 chars) or hex. */
export function travellerKeyProblem(value: string): string | null {
  return parseTravellerKey(value) === null
    ? '32 random bytes in base64 (openssl rand -base64 32) or 64 hex digits'
    : null;
}

export function parseTravellerKey(value: string): Buffer | null {
  const text = value.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : null;
  return bytes?.length === 32 ? bytes : null;
}
