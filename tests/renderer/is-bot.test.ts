import { describe, expect, it } from 'vitest';
import { isBot } from '../../renderer/client/is-bot.js';

describe('isBot: crawlers keep the prerendered page instead of the error page', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome-Lighthouse', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Google-InspectionTool/1.0', true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', false],
  ])('%s -> %s', (userAgent, expected) => {
    expect(isBot(userAgent)).toBe(expected);
  });
});
