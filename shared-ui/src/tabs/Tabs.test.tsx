import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, tabPanelProps } from './Tabs';

const SPORTS = [
  { id: 'foot', label: 'Football' },
  { id: 'tenn', label: 'Tennis' },
  { id: 'bask', label: 'Basketball' },
];

function Sports({ initial = 'foot', onIntent }: { initial?: string; onIntent?: () => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <div>
      <Tabs
        label="Sports"
        idBase="sport"
        selected={selected}
        onSelect={setSelected}
        tabs={SPORTS.map((sport) => ({ ...sport, onIntent: sport.id === 'bask' ? onIntent : undefined }))}
      />
      <div {...tabPanelProps('sport', selected)}>{`${selected} events`}</div>
    </div>
  );
}

describe('Tabs', () => {
  it('names its list, marks the chosen tab and ties it to its panel', () => {
    render(<Sports initial="tenn" />);
    expect(screen.getByRole('tablist', { name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tennis' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Football' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Tennis' })).toHaveTextContent('tenn events');
  });

  it('chooses a tab on a click', async () => {
    render(<Sports />);
    await userEvent.click(screen.getByRole('tab', { name: 'Basketball' }));
    expect(screen.getByRole('tab', { name: 'Basketball' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('bask events');
  });

  it('is one tab stop: the arrows, Home and End move the choice and the focus, wrapping around', async () => {
    render(<Sports />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Football' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Tennis' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tennis' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Tennis' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Basketball' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Football' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Basketball' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Football' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows the page direction: in a right-to-left page the left arrow goes forward', async () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Sports />);
      await userEvent.tab();
      await userEvent.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Tennis' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('tells its caller when the player reaches for a tab, before choosing it', async () => {
    const reached: string[] = [];
    render(<Sports onIntent={() => reached.push('bask')} />);
    await userEvent.hover(screen.getByRole('tab', { name: 'Basketball' }));
    expect(reached).toEqual(['bask']);
    expect(screen.getByRole('tab', { name: 'Basketball' })).toHaveAttribute('aria-selected', 'false');
  });
});
