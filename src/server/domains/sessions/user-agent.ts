/** Browser and operating system, as plainly as a user recognises their own device. */
export interface DeviceDescription {
  browser: string;
  os: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

// iOS and Android before the desktop systems: their user agents mention "Mac OS X" and "Linux".
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

/** Reads a user agent simply (no version numbers); an unrecognised part is "Unknown". */
export function describeUserAgent(userAgent: string): DeviceDescription {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
  return { browser, os };
}
