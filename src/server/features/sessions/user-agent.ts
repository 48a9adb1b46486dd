/**
 * Names the browser and operating system in a User-Agent header, for the sessions list only.
 * Deliberately small: it recognises the common browsers and systems and says "Unknown" otherwise,
 * rather than guessing. Order matters because Chromium-based browsers also claim Chrome and Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\bChromium\/(\d+)/, 'Chromium'],
  [/\bChrome\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bcurl\/(\d+)/, 'curl'],
];

const SYSTEMS: [RegExp, string | ((m: RegExpMatchArray) => string)][] = [
  [/\b(?:iPhone|iPad|iPod).*? OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/\bAndroid (\d+)/, (m) => `Android ${m[1]}`],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows NT 10\.0\b/, 'Windows'],
  [/\bWindows NT 6\.3\b/, 'Windows 8.1'],
  [/\bWindows NT 6\.1\b/, 'Windows 7'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface UserAgentSummary {
  browser: string;
  os: string;
}

export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const ua = userAgent ?? '';
  let browser = 'Unknown browser';
  for (const [pattern, name] of BROWSERS) {
    const match = ua.match(pattern);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let os = 'Unknown system';
  for (const [pattern, name] of SYSTEMS) {
    const match = ua.match(pattern);
    if (match) {
      os = typeof name === 'string' ? name : name(match);
      break;
    }
  }
  return { browser, os };
}
