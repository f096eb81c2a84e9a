import { describe, expect, it } from 'vitest';
import { sectionFromSearch, shopLinks } from '../../domain/links.js';

describe('links in emails', () => {
  it('name a profile section (and a quote) that the profile page reads back; anything else is no section', () => {
    const links = shopLinks('https://fabricmart.example.in');
    expect(links.quote(12)).toBe('https://fabricmart.example.in/user-profile?section=quotes&quote=12');
    expect(sectionFromSearch(new URL(links.quote(12)).search)).toEqual({ page: 'quotes', quote: '12' });
    expect(sectionFromSearch(new URL(links.orders()).search)).toEqual({ page: 'orderHistory' });
    expect(sectionFromSearch(new URL(links.approval(31)).search)).toEqual({ page: 'myAccount', approval: '31' });
    expect(sectionFromSearch('?section=myAccount&approval=x1')).toEqual({ page: 'myAccount' });
    expect(sectionFromSearch('?section=admin')).toBeNull();
    expect(sectionFromSearch('?section=quotes&quote=1%3Cscript%3E')).toEqual({ page: 'quotes' });
    expect(sectionFromSearch(`?section=quotes&x=${'a'.repeat(5000)}`)).toBeNull();
  });
});
