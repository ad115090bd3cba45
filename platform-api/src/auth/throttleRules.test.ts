import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { accountFromIpRule, ACCOUNT_FROM_IP, secondsToWait, type ThrottleRule } from './throttleRules';

const NOW = new Date('2026-11-24T12:00:00Z');
/** Failures this many seconds before NOW. */
const ago = (...seconds: number[]) => seconds.map((s) => new Date(NOW.getTime() - s * 1000));
const small: ThrottleRule = { windowSeconds: 600, freeFailures: 3, firstWaitSeconds: 10, maxWaitSeconds: 35 };

describe('secondsToWait', () => {
  const cases: [string, ThrottleRule, Date[], number][] = [
    ['no failures', small, [], 0],
    ['two failures of three free', small, ago(5, 1), 0],
    ['the third failure, just now: the first wait', small, ago(5, 3, 0), 10],
    ['the third failure 4 s ago: 6 s left', small, ago(9, 8, 4), 6],
    ['the third failure 10 s ago: the wait is over', small, ago(30, 20, 10), 0],
    ['a fourth failure doubles the wait', small, ago(40, 30, 20, 0), 20],
    ['a fifth doubles again', small, ago(50, 40, 30, 20, 0), 35],
    ['the ceiling holds', small, ago(9, 8, 7, 6, 5, 4, 3, 2, 1, 0), 35],
    ['failures out of the window are forgotten', small, ago(700, 650, 1), 0],
    ['the newest failure counts, in whatever order they come', small, ago(2, 30, 20), 8],
    ['a fractional second left counts as a whole one', small, ago(12, 11, 9.5), 1],
    ['a player after five wrong passwords waits a minute', ACCOUNT_FROM_IP, ago(40, 30, 20, 10, 0), 60],
    ['then two after a sixth', ACCOUNT_FROM_IP, ago(200, 190, 180, 170, 70, 0), 120],
    ['and never more than fifteen', ACCOUNT_FROM_IP, ago(90, 80, 70, 60, 50, 40, 30, 20, 10, 0), 900],
  ];
  for (const [name, rule, failures, expected] of cases) {
    it(name, () => assert.equal(secondsToWait(rule, failures, NOW), expected));
  }
});

describe("the journeys' server's first wait", () => {
  const cases: [string, NodeJS.ProcessEnv, number][] = [
    ['a minute by default', {}, 60],
    ['shortened with the simulator control on', { SIM_CONTROL: '1', LOGIN_FIRST_WAIT_SECONDS: '5' }, 5],
    ['a minute without the simulator control', { LOGIN_FIRST_WAIT_SECONDS: '5' }, 60],
    ['a minute in production', { SIM_CONTROL: '1', NODE_ENV: 'production', LOGIN_FIRST_WAIT_SECONDS: '5' }, 60],
    ['a minute for a value that is no whole number of seconds', { SIM_CONTROL: '1', LOGIN_FIRST_WAIT_SECONDS: '0.5' }, 60],
    ['never longer than the real rule', { SIM_CONTROL: '1', LOGIN_FIRST_WAIT_SECONDS: '600' }, 60],
  ];
  for (const [name, env, expected] of cases) it(name, () => assert.equal(accountFromIpRule(env).firstWaitSeconds, expected));

  it('keeps the rest of the rule', () => {
    const rule = accountFromIpRule({ SIM_CONTROL: '1', LOGIN_FIRST_WAIT_SECONDS: '5' });
    assert.deepEqual({ ...rule, firstWaitSeconds: 60 }, ACCOUNT_FROM_IP);
    assert.equal(secondsToWait(rule, ago(40, 30, 20, 10, 0), NOW), 5);
  });
});
