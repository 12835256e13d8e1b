import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../src/routing/build-path.js';
import { contentRecords, field, firstRecord, loadPage, LOCALES, recordById, t, textOf } from './support.js';

describe('the contact page', () => {
  it('gives each office its address, a tel: link, a mailto: link and a map', async () => {
    const page = await firstRecord('page_contact');
    const offices = await contentRecords('office');
    for (const locale of LOCALES) {
      const $ = await loadPage(buildPath('contact', locale));
      expect(textOf($, 'main h1')).toBe(field(page, 'title', locale));
      expect(textOf($, '#offices')).toBe(t(locale, 'contact.offices'));
      const cards = $('main .offices > li');
      const officeIds = page.offices as string[];
      expect(cards).toHaveLength(officeIds.length);
      cards.each((index, card) => {
        const office = recordById(offices, officeIds[index]);
        expect($(card).find('h3').text()).toBe(field(office, 'name', locale));
        expect($(card).find('address').text()).toContain(office.address as string);
        expect($(card).find('address').text()).toContain(office.postalCode as string);
        expect($(card).find('a[href^="tel:"]').attr('href')).toBe(
          `tel:+1${(office.phone as string).replace(/\D/g, '')}`,
        );
        expect($(card).find('a[href^="mailto:"]').attr('href')).toBe(`mailto:${office.email as string}`);
        expect(
          $(card)
            .find(`a[href="${office.mapUrl as string}"]`)
            .attr('target'),
        ).toBe('_blank');
      });
    }
  });
});
