import { describe, expect, it } from 'vitest';
import { fetchableUrl, maskUrl, urlHash } from './subscription-url.js';

describe('a subscription’s address', () => {
  it('fetches webcal:// over https and counts one calendar once however it is written', () => {
    expect(fetchableUrl('webcal://p52-caldav.icloud.com/published/2/abc').href).toBe('https://p52-caldav.icloud.com/published/2/abc');
    expect(urlHash(fetchableUrl('webcal://Example.com/a.ics#x'))).toBe(urlHash(fetchableUrl('https://example.com/a.ics')));
  });

  it('masks the parts that grant access, as Google, Outlook and iCloud write them', () => {
    expect(maskUrl(fetchableUrl('https://calendar.google.com/calendar/ical/jane.doe%40gmail.com/private-0a1b2c3d4e5f60718293a4b5c6d7e8f9/basic.ics'))).toBe(
      'https://calendar.google.com/calendar/ical/jane…/priv…/basic.ics',
    );
    expect(
      maskUrl(fetchableUrl('https://outlook.office365.com/owa/calendar/4c2f6e0b8a9d4e1f@contoso.com/8d3e1f2a7b6c4d5e9f0a1b2c3d4e5f6a12345/calendar.ics')),
    ).toBe('https://outlook.office365.com/owa/calendar/4c2f…/8d3e…/calendar.ics');
    expect(maskUrl(fetchableUrl('webcal://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Ng'))).toBe('https://p52-caldav.icloud.com/published/2/MTIz…');
    expect(maskUrl(new URL('https://user:secret@example.com/team.ics?token=abc&id=7'))).toBe('https://example.com/team.ics?token=…&id=…');
  });
});
