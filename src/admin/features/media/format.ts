/** "1.2 MB", "340 KB", "12 B" (binary units, one decimal above KB). */
export function formatBytes(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit >= 2 ? 1 : 0;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${units[unit]}`;
}

/** The extension shown on a document tile, e.g. "PDF". */
export function extensionOf(fileName: string): string {
  const index = fileName.lastIndexOf('.');
  return index > 0 && index < fileName.length - 1
    ? fileName
        .slice(index + 1)
        .toUpperCase()
        .slice(0, 5)
    : '';
}
