// How the texts write bytes, code points and numbers: E4 BD A0, U+4F60, 50,001.

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).toUpperCase().padStart(2, '0'));

/** A byte as two upper-case hex digits: E4. */
export const hex = (byte) => HEX[byte];

/** Bytes as hex pairs with a space between: E4 BD A0. */
export function hexBytes(bytes) {
  let text = bytes.length > 0 ? HEX[bytes[0]] : '';
  for (let i = 1; i < bytes.length; i++) text += ` ${HEX[bytes[i]]}`;
  return text;
}

/** A code point as Unicode writes it: U+4F60, U+1F600. */
export const codePointLabel = (codePoint) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * A whole number with its digits grouped by three, as both languages of the texts write counts
 * and offsets: 50,001. It is what toLocaleString gives for en and zh, without loading the
 * platform's locale data, which costs Node about as long as a command line's whole run.
 */
export const groupDigits = (number) => String(number).replace(/\B(?=(\d{3})+$)/g, ',');
