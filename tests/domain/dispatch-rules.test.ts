import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../../domain/day.js';
import { loadConfig } from '../../api/config.js';
import {
  DISPATCH_MESSAGES,
  dispatchProblems,
  normalLrNumber,
  normalVehicleNumber,
  parseTransporterTracking,
  trackingLink,
} from '../../domain/dispatch.js';

// 27 Nov 2026, 10:00 in India.
const now = new Date('2026-11-27T04:30:00Z');
const good = { transporter: 'VRL Logistics', lrNumber: 'vrl-2611/0457', date: '2026-11-27' };

describe('a dispatch', () => {
  it('takes a transporter, an LR number and a day, with or without vehicle and distance', () => {
    expect(dispatchProblems(good, '2026-11-20', now)).toEqual({});
    expect(dispatchProblems({ ...good, vehicleNumber: 'mh 12 ab-1234', distanceKm: 1350 }, '2026-11-20', now)).toEqual({});
    expect(dispatchProblems({ ...good, vehicleNumber: '22 BH 1234 AA' }, '2026-11-20', now)).toEqual({});
    expect(dispatchProblems({ ...good, vehicleNumber: 'DL3CAB1234' }, '2026-11-20', now)).toEqual({});
    expect(normalLrNumber(' vrl 2611/0457 ')).toBe('VRL2611/0457');
    expect(normalVehicleNumber('mh 12 ab-1234')).toBe('MH12AB1234');
  });

  it('names each field that is wrong', () => {
    expect(
      dispatchProblems(
        { transporter: ' x ', lrNumber: '/12', vehicleNumber: 'ABC', date: '2026-11-28', distanceKm: 4001 },
        '2026-11-20',
        now,
      ),
    ).toEqual({
      transporter: DISPATCH_MESSAGES.transporter,
      lrNumber: DISPATCH_MESSAGES.lrNumber,
      vehicleNumber: DISPATCH_MESSAGES.vehicleNumber,
      date: DISPATCH_MESSAGES.date,
      distanceKm: DISPATCH_MESSAGES.distanceKm,
    });
    expect(dispatchProblems({ ...good, lrNumber: 'A'.repeat(21) }, '2026-11-20', now).lrNumber).toBe(DISPATCH_MESSAGES.lrNumber);
    expect(dispatchProblems({ ...good, distanceKm: 12.5 }, '2026-11-20', now).distanceKm).toBe(DISPATCH_MESSAGES.distanceKm);
  });

  it('left on a real day between the order and today in India', () => {
    expect(dispatchProblems({ ...good, date: '2026-11-19' }, '2026-11-20', now).date).toBe(DISPATCH_MESSAGES.date);
    expect(dispatchProblems({ ...good, date: '2026-11-20' }, '2026-11-20', now).date).toBeUndefined();
    // 23:00 on 27 Nov in India is still 27 Nov there, though UTC says the same; 28 Nov is not yet.
    expect(dispatchProblems({ ...good, date: '2026-11-28' }, '2026-11-20', new Date('2026-11-27T17:30:00Z')).date).toBeDefined();
    expect(dispatchProblems({ ...good, date: '2026-11-28' }, '2026-11-20', new Date('2026-11-27T18:30:00Z')).date).toBeUndefined();
    for (const day of ['2026-13-01', '2026-02-30', '27/11/2026', ''])
      expect(dispatchProblems({ ...good, date: day }, '2026-11-20', now).date, day).toBe(DISPATCH_MESSAGES.date);
  });
});

describe('calendar days', () => {
  it('are real dates written YYYY-MM-DD', () => {
    expect(['2026-11-27', '2028-02-29'].map(isCalendarDay)).toEqual([true, true]);
    expect(['2026-13-01', '2027-02-29', '2026-11-31', '2026-1-01', '+02026-11-27'].map(isCalendarDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("transporters' tracking links", () => {
  const links = parseTransporterTracking(
    ' VRL Logistics=https://www.vrlgroup.in/track?lr={lr} ; Blue Dart=https://bluedart.example/t/{lr} ',
  );

  it('reads Name=https://…{lr} entries and fills in the LR number for a transporter named in any case', () => {
    expect(links).toEqual([
      { name: 'VRL Logistics', url: 'https://www.vrlgroup.in/track?lr={lr}' },
      { name: 'Blue Dart', url: 'https://bluedart.example/t/{lr}' },
    ]);
    expect(trackingLink(links, 'vrl logistics ', 'VRL2611/0457')).toBe('https://www.vrlgroup.in/track?lr=VRL2611%2F0457');
    expect(trackingLink(links, 'Gati Express', 'G-1')).toBeNull();
    expect(parseTransporterTracking('')).toEqual([]);
  });

  it('refuses at start an entry it cannot read', () => {
    for (const bad of ['VRL', '=https://x/{lr}', 'VRL=http://x/{lr}', 'VRL=https://x/track'])
      expect(() => parseTransporterTracking(bad), bad).toThrow(/TRANSPORTER_TRACKING/);
    expect(() => loadConfig({ TRANSPORTER_TRACKING: 'VRL=javascript:alert(1){lr}' })).toThrow(/TRANSPORTER_TRACKING/);
  });
});
