import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StakeField } from './StakeField';
import { stakeCurrency, type StakeChange, type StakeCurrency } from './stakeRules';

const EUR = stakeCurrency('EUR', 2);
const IDR = stakeCurrency('IDR', 0);

/** The field as the betslip holds it: it always shows the text the rules give back. */
function Slip({
  currency,
  onChange,
  onFocus,
  invalid,
}: {
  currency: StakeCurrency;
  onChange: (change: StakeChange) => void;
  onFocus?: () => void;
  invalid?: string;
}) {
  const [text, setText] = useState('');
  return (
    <StakeField
      label="Stake"
      value={text}
      currency={currency}
      invalid={invalid}
      onFocus={onFocus}
      onChange={(change) => {
        onChange(change);
        setText(change.text);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Stake' });
const changes = (onChange: jest.Mock) => onChange.mock.calls.map(([change]) => change as StakeChange);

describe('stake field', () => {
  it('is a labelled decimal input without autocomplete', () => {
    render(<Slip currency={EUR} onChange={() => {}} />);
    expect(field()).toHaveAttribute('inputmode', 'decimal');
    expect(field()).toHaveAttribute('autocomplete', 'off');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(field()).not.toHaveAttribute('aria-describedby');
  });

  it('offers the plain number pad when the currency has no decimals', () => {
    render(<Slip currency={IDR} onChange={() => {}} />);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });

  it("gives stake 1000.5 for a pasted '1,000.50', commas stripped", async () => {
    const onChange = jest.fn();
    render(<Slip currency={EUR} onChange={onChange} />);
    await userEvent.click(field());
    await userEvent.paste('1,000.50');
    expect(changes(onChange)).toEqual([{ text: '1000.50', stake: 1000.5, update: true }]);
    expect(field()).toHaveValue('1000.50');
  });

  it("gives stake 1000.5 for a typed '1,000.50'", async () => {
    const onChange = jest.fn();
    render(<Slip currency={EUR} onChange={onChange} />);
    await userEvent.type(field(), '1,000.50');
    expect(field()).toHaveValue('1000.50');
    expect(changes(onChange).at(-1)).toEqual({ text: '1000.50', stake: 1000.5, update: true });
  });

  it('keeps a trailing dot without an update', async () => {
    const onChange = jest.fn();
    render(<Slip currency={EUR} onChange={onChange} />);
    await userEvent.type(field(), '12.');
    expect(field()).toHaveValue('12.');
    expect(changes(onChange).at(-1)).toEqual({ text: '12.', stake: 12, update: false });
    expect(
      changes(onChange)
        .filter((c) => c.update)
        .map((c) => c.stake),
    ).toEqual([1, 12]);
  });

  it('keeps the text the rules allow when a key is refused', async () => {
    render(<Slip currency={EUR} onChange={() => {}} />);
    await userEvent.type(field(), '12.555');
    expect(field()).toHaveValue('12.55');
    await userEvent.clear(field());
    await userEvent.type(field(), '.5');
    expect(field()).toHaveValue('5');
  });

  it('refuses a decimal point in IDR', async () => {
    render(<Slip currency={IDR} onChange={() => {}} />);
    await userEvent.type(field(), '50.5');
    expect(field()).toHaveValue('505');
  });

  it("shows '0' as typed but as no stake", async () => {
    const onChange = jest.fn();
    render(<Slip currency={EUR} onChange={onChange} />);
    await userEvent.type(field(), '0.05');
    expect(changes(onChange).map((c) => [c.text, c.stake, c.update])).toEqual([
      ['0', null, true],
      ['0.', null, false],
      ['0.0', null, true],
      ['0.05', 0.05, true],
    ]);
  });

  it('shows the invalid message as the description of the input', () => {
    render(<Slip currency={EUR} onChange={() => {}} invalid="Stake less than min" />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Stake less than min');
    expect(screen.getByText('Stake less than min')).toBeVisible();
  });

  it('tells when it gets focus', async () => {
    const onFocus = jest.fn();
    render(<Slip currency={EUR} onChange={() => {}} onFocus={onFocus} />);
    await userEvent.click(field());
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
