import { isContractCompatible } from './contractVersion';

describe('contract compatibility', () => {
  it.each([
    ['1.0.0', '1.4.2', true],
    ['1.2.0', '1.0.0', true],
    ['1.0.0', '2.0.0', false],
    ['2.1.0', '1.9.9', false],
    ['1.0.0', undefined, false],
    ['1.0.0', 'garbage', false],
  ])('shell %s with remote %s: %s', (shell, remote, expected) => {
    expect(isContractCompatible(shell, remote)).toBe(expected);
  });
});
