/**
 * The spec's "32-bit string hash" of published HTML: Java's String.hashCode, as a decimal
 * string. It detects that a render changed between preview and publish; it is not a
 * cryptographic hash and must never be used where an attacker chooses the input to collide.
 */
export function hashString(s: string): string {
  let h = 0;
  for (let i = 0; i < s.length; i++) {
    h = ((h << 5) - h + s.charCodeAt(i)) | 0;
  }
  return String(h);
}
