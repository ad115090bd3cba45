import { useState } from 'react';
import { css } from '@emotion/react';
import { useShellRoute, type SportEvent } from '@sportsbook/contracts';
import { useEvents } from '../data';
import { BackButton } from './BackButton';
import { controlButton } from '@sportsbook/ui';

const header = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 12px;
  .current {
    flex: 1;
    display: flex;
    justify-content: space-between;
    gap: 8px;
    ${controlButton};
    padding: 8px 12px;
    border-radius: 8px;
    font-weight: 700;
    text-align: left;
  }
  ul {
    position: absolute;
    z-index: 5;
    top: 100%;
    left: 44px;
    right: 12px;
    margin: 0;
    padding: 4px;
    list-style: none;
    background: var(--sb-surface);
    border: 1px solid var(--sb-border);
    border-radius: 8px;
    box-shadow: 0 10px 30px rgb(0 0 0 / 35%);
    max-height: 320px;
    overflow-y: auto;
  }
  li button {
    width: 100%;
    padding: 8px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: var(--sb-text);
    text-align: left;
    cursor: pointer;
  }
  li button[aria-current='true'] {
    background: var(--sb-surface-2);
  }
`;

/** On a phone's scoreboard: light on its dark picture, and the list opening inside it (it clips what leaves it). */
const onPicture = css`
  padding: 0;
  flex-wrap: wrap;
  .current {
    flex: 0 1 auto;
    padding: 2px 8px;
    background: none;
  }
  .current,
  .back {
    color: inherit;
  }
  ul {
    position: static;
    flex-basis: 100%;
  }
`;

/**
 * The event page header: back, and the current event opening a list of the league's other events,
 * refreshed every 15 s while open (spec 2 section 2). On a phone's scoreboard (`onScoreboard`) the league
 * names the trigger instead, as the scoreboard's own header: the phone's and the desktop's differ there.
 */
export function EventDetailsDropdown({ event, onScoreboard = false }: { event: SportEvent; onScoreboard?: boolean }) {
  const { go } = useShellRoute();
  const [open, setOpen] = useState(false);
  const league = event.eventPaths[event.eventPaths.length - 1];
  const others = useEvents({ eventPathIds: [league.id], live: Boolean(event.clock), pageSize: 50, marketTypeIds: [1] }, open);
  const choose = (other: SportEvent) => {
    setOpen(false);
    // Choosing the current event does not navigate.
    if (other.id !== event.id) go(`/${other.clock ? 'live' : 'events'}/${other.slug}`);
  };
  return (
    <div css={[header, onScoreboard && onPicture]}>
      <BackButton />
      <button type="button" className="current" aria-haspopup="listbox" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>{onScoreboard ? league.description : event.name}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open ? (
        <ul role="listbox" aria-label={league.description}>
          {(others.data?.events ?? [event]).map((other) => (
            <li key={other.id} role="option" aria-selected={other.id === event.id}>
              <button type="button" aria-current={other.id === event.id} onClick={() => choose(other)}>
                {other.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
