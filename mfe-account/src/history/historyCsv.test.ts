import { betsCsv, csvField, toCsv, transactionsCsv } from './historyCsv';

describe('the account history as CSV', () => {
  it('quotes what needs quoting and keeps formulas as text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-12.5)).toBe('-12.5');
    expect(toCsv(['a', 'b'], [[1, 'x\ny']])).toBe('a,b\r\n1,"x\ny"\r\n');
  });

  it('writes transactions and bets with the headings given', () => {
    expect(
      transactionsCsv(
        [{ id: 1, kind: 'stake', amount: -10, balanceAfter: 90, date: '2026-04-01T10:00:00.000Z' }],
        (key) => key.toUpperCase(),
        () => 'Einsatz',
      ),
    ).toBe('DATE,KIND,AMOUNT,BALANCE\r\n2026-04-01T10:00:00.000Z,Einsatz,-10,90\r\n');
    expect(
      betsCsv(
        [
          {
            betSlipId: 's',
            reference: 'R-1',
            placedAt: '2026-04-01T10:00:00.000Z',
            kind: 'single',
            stake: 2,
            status: 'won',
            returns: 5.4,
          },
        ],
        (key) => key,
      ),
    ).toBe('date,reference,kind,stake,status,returns\r\n2026-04-01T10:00:00.000Z,R-1,single,2,won,5.4\r\n');
  });
});
