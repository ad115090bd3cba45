import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quickStakesFor } from '@sportsbook/domain';
import { renderInShell } from '@sportsbook/testing';
import { StakeKeyboard } from './StakeKeyboard';
import { stakeCurrency, type StakeCurrency } from './stakeRules';

const EUR = stakeCurrency('EUR', 2);
const IDR = stakeCurrency('IDR', 0);

/** The keyboard as the betslip holds it: the stake string lives above and is shown beside it. */
function Slip({
  currency,
  initial = '',
  quickStakes,
  onChange,
  onDone = () => {},
}: {
  currency: StakeCurrency;
  initial?: string;
  quickStakes?: number[];
  onChange: (next: string) => void;
  onDone?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <input aria-label="Stake" readOnly value={value} />
      <StakeKeyboard
        value={value}
        currency={currency}
        quickStakes={quickStakes}
        onDone={onDone}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </>
  );
}

const key = (name: string) => screen.getByRole('button', { name });
const stake = () => screen.getByRole('textbox', { name: 'Stake' });

describe('stake keyboard', () => {
  it('types a stake with the keypad and finishes with Done', async () => {
    const onChange = jest.fn();
    const onDone = jest.fn();
    renderInShell(<Slip currency={EUR} onChange={onChange} onDone={onDone} />);
    for (const name of ['1', '2', 'Decimal point', '5', '5']) await userEvent.click(key(name));
    expect(stake()).toHaveValue('12.55');
    expect(onChange.mock.calls.map(([next]) => next)).toEqual(['1', '12', '12.', '12.5', '12.55']);
    await userEvent.click(key('Done'));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('lays the digits out as a phone keypad', () => {
    renderInShell(<Slip currency={EUR} onChange={() => {}} />);
    const keys = within(screen.getByRole('group', { name: 'Stake keyboard' })).getAllByRole('button');
    expect(keys.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '0',
      'Decimal point',
      'Clear',
      'Delete',
      'Done',
    ]);
  });

  it('refuses a third decimal: the key shakes, "Not allowed" is announced and the stake stays', async () => {
    const onChange = jest.fn();
    renderInShell(<Slip currency={EUR} initial="12.55" onChange={onChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(key('5'));
    expect(onChange).not.toHaveBeenCalled();
    expect(stake()).toHaveValue('12.55');
    expect(key('5')).toHaveClass('refused');
    expect(screen.getByRole('status')).toHaveTextContent('Not allowed');

    await userEvent.click(key('Delete'));
    expect(stake()).toHaveValue('12.5');
    expect(key('5')).not.toHaveClass('refused');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("refuses a leading decimal point and a second '0'", async () => {
    const onChange = jest.fn();
    renderInShell(<Slip currency={EUR} onChange={onChange} />);
    await userEvent.click(key('Decimal point'));
    expect(key('Decimal point')).toHaveClass('refused');
    await userEvent.click(key('0'));
    await userEvent.click(key('0'));
    expect(key('0')).toHaveClass('refused');
    expect(stake()).toHaveValue('0');
    expect(onChange.mock.calls).toEqual([['0']]);
  });

  it('disables the decimal point for a scaled currency such as IDR', () => {
    renderInShell(<Slip currency={IDR} onChange={() => {}} />);
    expect(key('Decimal point')).toBeDisabled();
  });

  it('enables it for a currency with decimals', () => {
    renderInShell(<Slip currency={EUR} onChange={() => {}} />);
    expect(key('Decimal point')).toBeEnabled();
  });

  it("adds the currency's quick stakes to the stake", async () => {
    renderInShell(<Slip currency={IDR} quickStakes={quickStakesFor('IDR')} onChange={() => {}} />);
    const quick = within(screen.getByRole('group', { name: 'Quick stakes' })).getAllByRole('button');
    expect(quick.map((button) => button.textContent)).toEqual(['+50', '+250', '+1,000', '+5,000']);
    await userEvent.click(key('+1,000'));
    await userEvent.click(key('+50'));
    expect(stake()).toHaveValue('1050');
    await userEvent.click(key('5'));
    await userEvent.click(key('+250'));
    expect(stake()).toHaveValue('10755');
  });

  it('keeps typed decimals when a quick stake is added', async () => {
    renderInShell(<Slip currency={EUR} initial="12.50" quickStakes={quickStakesFor('EUR')} onChange={() => {}} />);
    await userEvent.click(key('+5'));
    expect(stake()).toHaveValue('17.50');
  });

  it('refuses a quick stake that would make the stake too long', async () => {
    const onChange = jest.fn();
    renderInShell(<Slip currency={EUR} initial="9999999999999" quickStakes={[5, 25, 100, 500]} onChange={onChange} />);
    await userEvent.click(key('+5'));
    expect(onChange).not.toHaveBeenCalled();
    expect(key('+5')).toHaveClass('refused');
    expect(screen.getByRole('status')).toHaveTextContent('Not allowed');
  });

  it('has no quick stakes row without quick stakes', () => {
    renderInShell(<Slip currency={EUR} onChange={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Quick stakes' })).not.toBeInTheDocument();
  });

  it('deletes the last character and clears the stake', async () => {
    renderInShell(<Slip currency={EUR} initial="123.4" onChange={() => {}} />);
    await userEvent.click(key('Delete'));
    expect(stake()).toHaveValue('123.');
    await userEvent.click(key('Clear'));
    expect(stake()).toHaveValue('');
  });

  it('leaves the focus in the stake field it types into', async () => {
    renderInShell(<Slip currency={EUR} onChange={() => {}} />);
    stake().focus();
    await userEvent.click(key('7'));
    expect(stake()).toHaveFocus();
    expect(stake()).toHaveValue('7');
  });

  it('speaks the translation of its texts', () => {
    renderInShell(<Slip currency={EUR} onChange={() => {}} />, undefined, {
      betslip: { keyboard: { delete: 'Löschen', done: 'Fertig', decimalPoint: 'Dezimalpunkt' } },
    });
    expect(key('Löschen')).toBeInTheDocument();
    expect(key('Fertig')).toBeInTheDocument();
    expect(key('Dezimalpunkt')).toBeInTheDocument();
  });
});
