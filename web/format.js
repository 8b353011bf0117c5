// How the page writes bytes and code points.
export const hexByte = (byte) => byte.toString(16).toUpperCase().padStart(2, '0');
export const hexBytes = (bytes, separator = ' ') => Array.from(bytes, hexByte).join(separator);
export const codePointLabel = (codePoint) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
