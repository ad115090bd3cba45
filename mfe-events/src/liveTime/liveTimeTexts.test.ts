import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LIVE_TIME_TEXTS, liveTimeLabel } from '@sportsbook/domain';
import type { ClockStatus, PeriodAbbreviation } from '@sportsbook/contracts';
import { localeTexts, translatorOf } from '@sportsbook/testing';

const REMOTE = path.join(__dirname, '..');
const event = (sportCode: string, minutes: number, status: ClockStatus, abbreviation?: PeriodAbbreviation, period?: number) => ({
  sportCode,
  clock: { minutes, status },
  currentPeriodAbbreviation: abbreviation,
  currentPeriodNumber: period,
});
const t = Object.fromEntries(['en', 'de', 'zh'].map((lng) => [lng, translatorOf(localeTexts(REMOTE, lng), lng)]));

describe('the live clock labels of the event lists and pages, through i18next with the released texts', () => {
  it.each([
    [event('FOOT', 23, 'RUNNING', 'HALF', 1), 'minute', { minutes: 23 }, "23'", "23'", "23'"],
    [event('FOOT', 45, 'INTERMISSION', 'HALF', 2), 'halfTime', {}, 'HT', 'HZ', '中场'],
    [event('FOOT', 104, 'RUNNING', 'ET_HALF', 1), 'extraTimeMinute', { minutes: 104 }, "ET 104'", "Verl. 104'", "加时 104'"],
    [event('FOOT', 120, 'RUNNING', 'PENS', 2), 'penalties', {}, 'Pens', 'Elfm.', '点球'],
    [event('BASK', 7, 'RUNNING', 'QTR', 2), 'quarterMinute', { period: 2, minutes: 7 }, "Q2 7'", "2. Viertel 7'", "第2节 7'"],
    [
      event('BASK', 12, 'INTERMISSION', 'QTR', 4),
      'quarterBreak',
      { period: 4 },
      'Q4 break',
      'Pause vor 4. Viertel',
      '第4节前休息',
    ],
    [event('BASK', 5, 'INTERMISSION', 'OR', 5), 'overtimeBreak', {}, 'OT break', 'Pause vor Verl.', '加时前休息'],
    [event('BASK', 3, 'RUNNING', 'OR', 5), 'overtime', {}, 'OT', 'Verl.', '加时'],
    [event('HAND', 12, 'RUNNING', 'HALF', 1), 'halfMinute', { period: 1, minutes: 12 }, "H1 12'", "1. HZ 12'", "第1半场 12'"],
    [event('BASE', 40, 'RUNNING', 'PERIOD', 7), 'inning', { period: 7 }, 'Inning 7', '7. Inning', '第7局'],
    [
      event('BASE', 20, 'INTERMISSION', 'PERIOD', 4),
      'inningBreak',
      { period: 4 },
      'Inning 4 break',
      'Pause vor 4. Inning',
      '第4局前休息',
    ],
    [event('TENN', 40, 'RUNNING', 'SETS', 2), 'set', { period: 2 }, 'Set 2', 'Satz 2', '第2盘'],
    [event('SNOO', 40, 'RUNNING', 'FRAMES', 4), 'frame', { period: 4 }, 'Frame 4', '4. Frame', '第4局'],
    [event('CSGO', 40, 'RUNNING', 'MAP', 3), 'map', { period: 3 }, 'Map 3', '3. Map', '第3图'],
    [event('CRIC', 40, 'RUNNING', undefined, 2), 'innings', { period: 2 }, 'Innings 2', '2. Innings', '第2局'],
    [event('CRIC', 80, 'INTERMISSION', undefined, 1), 'inningsBreak', {}, 'Innings break', 'Innings-Pause', '局间休息'],
    [event('VOLL', 3, 'INTERMISSION', undefined, 2), 'break', {}, 'Break', 'Pause', '休息'],
  ])('%j: %s %j reads %s, %s, %s', (e, code, values, en, de, zh) => {
    const label = liveTimeLabel(e, 'events');
    expect(label).toEqual({ kind: 'text', key: `events.liveTime.${code}`, defaultValue: expect.any(String), values });
    if (label.kind !== 'text') return;
    expect([t.en, t.de, t.zh].map((translate) => translate(label.key, label.defaultValue, label.values))).toEqual([en, de, zh]);
  });

  const languages = readdirSync(path.join(REMOTE, 'locales')).map((file) => file.replace('.json', ''));
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();

  it.each(languages)('%s has every label, with the placeholders of the English text', (lng) => {
    const texts = localeTexts(REMOTE, lng);
    for (const [code, english] of Object.entries(LIVE_TIME_TEXTS))
      expect(`${code}: ${placeholders(texts[`events.liveTime.${code}`] ?? '').join()}`).toBe(
        `${code}: ${placeholders(english).join()}`,
      );
  });

  it("English's released texts are the contracts' defaults", () => {
    const texts = localeTexts(REMOTE, 'en');
    for (const [code, english] of Object.entries(LIVE_TIME_TEXTS)) expect(texts[`events.liveTime.${code}`]).toBe(english);
  });
});
