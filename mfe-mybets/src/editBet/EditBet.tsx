import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBet } from '@sportsbook/contracts';
import { useFormats } from '../state';
import { addableMatches, editRequest, NO_CHANGE, toggleRemoved, withAdded, withoutAdded, type EditChoice } from './editBetModel';
import { useEditBet } from './useEditBet';

const box = css`
  margin-top: 8px;
  font-size: 13px;
  button {
    min-height: 36px;
    border-radius: 6px;
    padding: 6px 12px;
    font-weight: 700;
    cursor: pointer;
    background: transparent;
    color: var(--sb-text);
    border: 1px solid var(--sb-border);
  }
  button.primary {
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    border-color: var(--sb-accent);
  }
  button:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  fieldset {
    border: 1px solid var(--sb-border);
    border-radius: var(--sb-radius);
    margin: 0;
    padding: 8px 10px;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  legend {
    font-weight: 800;
    padding: 0 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  li .what {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li .what small {
    display: block;
    color: var(--sb-text-muted);
  }
  li.removed .what {
    text-decoration: line-through;
    color: var(--sb-text-muted);
  }
  .mark {
    font-size: 10px;
    font-weight: 800;
    text-transform: uppercase;
    padding: 2px 6px;
    border-radius: 8px;
    background: var(--sb-surface-2);
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 700;
  }
  select {
    min-height: 36px;
    max-width: 100%;
    border: 1px solid var(--sb-border);
    border-radius: 6px;
    font: inherit;
    background: var(--sb-surface);
    color: var(--sb-text);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .actions button {
    flex: 1 1 auto;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: var(--sb-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 800;
    text-align: right;
  }
  dd small {
    display: block;
    font-weight: 500;
    color: var(--sb-text-muted);
  }
  .note {
    margin: 0;
    font-size: 12px;
    color: var(--sb-text-muted);
  }
  .note.changed {
    color: var(--sb-text);
    font-weight: 700;
  }
  .note.error {
    color: var(--sb-negative);
  }
`;

/**
 * Edit bet on an open multiple: the player takes legs off and adds match results, reads the new bet the
 * platform quotes (the bet's cash-out value staked on the legs at today's prices, beside the bet as it
 * stands) and confirms it within the quote's countdown.
 */
export function EditBet({ bet, onEdited }: { bet: MyBet; onEdited?: (text: string) => void }) {
  const { t } = useTranslation();
  const { money, odds } = useFormats();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [choice, setChoice] = useState<EditChoice>(NO_CHANGE);
  const edit = useEditBet(bet.betId, open && adding, (edited) =>
    onEdited?.(t('mybets.editBet.done', 'Bet edited: {{amount}} staked on the new bet.', { amount: money(edited.stake) })),
  );
  const titleId = useId();
  const { step } = edit;

  // The list says what was done, above the bets: this card gives way to the new bet's as the list refreshes.
  if (step.step === 'done') return null;
  if (!open)
    return (
      <div css={box}>
        <button type="button" onClick={() => setOpen(true)}>
          {t('mybets.editBet.open', 'Edit bet')}
        </button>
      </div>
    );

  const request = editRequest(bet, choice);
  const close = () => {
    setOpen(false);
    setAdding(false);
    setChoice(NO_CHANGE);
    edit.reset();
  };

  if (step.step === 'quoted' || step.step === 'confirming') {
    const { quote } = step;
    return (
      <section css={box} aria-labelledby={titleId}>
        <fieldset>
          <legend id={titleId}>{t('mybets.editBet.newBet', 'Your edited bet')}</legend>
          {step.step === 'quoted' && step.changed && (
            <p className="note changed" role="alert">
              {t('mybets.editBet.changed', 'Prices have moved: check the new figures.')}
            </p>
          )}
          <ul aria-label={t('mybets.editBet.newLegs', 'Selections of the edited bet')}>
            {quote.legs.map((leg) => (
              <li key={leg.outcomeId}>
                <span className="what">
                  {leg.outcomeDescription}
                  <small>
                    {leg.marketDescription} · {leg.eventDescription}
                  </small>
                </span>
                <strong>{odds(leg.price)}</strong>
              </li>
            ))}
          </ul>
          <dl>
            <dt>{t('mybets.editBet.stake', 'Stake (cash-out value)')}</dt>
            <dd>
              {money(quote.stake)}
              <small>{t('mybets.editBet.was', 'was {{value}}', { value: money(quote.was.stake) })}</small>
            </dd>
            <dt>{t('mybets.editBet.odds', 'Odds')}</dt>
            <dd>
              {odds(quote.odds)}
              {quote.was.odds !== null && (
                <small>{t('mybets.editBet.was', 'was {{value}}', { value: odds(quote.was.odds) })}</small>
              )}
            </dd>
            <dt>{t('mybets.editBet.returns', 'Potential returns')}</dt>
            <dd>
              {money(quote.potentialReturns)}
              <small>{t('mybets.editBet.was', 'was {{value}}', { value: money(quote.was.potentialReturns) })}</small>
            </dd>
          </dl>
          <div className="actions">
            <button
              type="button"
              className="primary"
              disabled={step.step === 'confirming' || !request}
              onClick={() => request && void edit.confirm(request)}
            >
              {step.step === 'confirming'
                ? t('mybets.editBet.confirming', 'Editing…')
                : t('mybets.editBet.confirm', 'Confirm edit')}
            </button>
            <button type="button" disabled={step.step === 'confirming'} onClick={edit.reset}>
              {t('mybets.editBet.back', 'Back')}
            </button>
          </div>
          <p className="note" role="timer" aria-live="off">
            {t('mybets.editBet.countdown', 'Held for {{seconds}} s', { seconds: edit.secondsLeft })}
          </p>
        </fieldset>
      </section>
    );
  }

  const matches = addableMatches(bet, choice, edit.candidates ?? []);
  return (
    <section css={box} aria-labelledby={titleId}>
      <fieldset>
        <legend id={titleId}>{t('mybets.editBet.title', 'Edit bet')}</legend>
        <p className="note">
          {t('mybets.editBet.explain', 'Your bet is cashed out at its value and placed again at today’s prices.')}
        </p>
        <ul aria-label={t('mybets.editBet.legs', 'Selections')}>
          {bet.selections.map((leg) => {
            const removed = choice.removed.includes(leg.outcomeId);
            return (
              <li key={leg.outcomeId} className={removed ? 'removed' : undefined}>
                <span className="what">
                  {leg.outcomeDescription}
                  <small>{leg.eventDescription}</small>
                </span>
                <button
                  type="button"
                  aria-pressed={removed}
                  aria-label={
                    removed
                      ? t('mybets.editBet.keepLeg', 'Keep {{name}}', { name: leg.outcomeDescription })
                      : t('mybets.editBet.removeLeg', 'Remove {{name}}', { name: leg.outcomeDescription })
                  }
                  onClick={() => setChoice((current) => toggleRemoved(current, leg.outcomeId))}
                >
                  {removed ? t('mybets.editBet.keep', 'Keep') : t('mybets.editBet.remove', 'Remove')}
                </button>
              </li>
            );
          })}
          {choice.added.map((leg) => (
            <li key={leg.outcomeId}>
              <span className="mark">{t('mybets.editBet.added', 'New')}</span>
              <span className="what">
                {leg.outcomeDescription} {odds(leg.price)}
                <small>{leg.eventDescription}</small>
              </span>
              <button
                type="button"
                aria-label={t('mybets.editBet.removeLeg', 'Remove {{name}}', { name: leg.outcomeDescription })}
                onClick={() => setChoice((current) => withoutAdded(current, leg.outcomeId))}
              >
                {t('mybets.editBet.remove', 'Remove')}
              </button>
            </li>
          ))}
        </ul>
        {adding ? (
          <label>
            {t('mybets.editBet.addLabel', 'Add a match result')}
            <select
              value=""
              disabled={edit.candidatesLoading}
              onChange={(event) => {
                const picked = edit.candidates?.find((c) => String(c.outcomeId) === event.target.value);
                if (picked) setChoice((current) => withAdded(current, picked));
              }}
            >
              <option value="">
                {edit.candidatesLoading
                  ? t('mybets.editBet.loading', 'Loading matches…')
                  : t('mybets.editBet.choose', 'Choose a selection')}
              </option>
              {matches.map((match) => (
                <optgroup key={match.eventId} label={match.eventDescription}>
                  {match.outcomes.map((outcome) => (
                    <option key={outcome.outcomeId} value={outcome.outcomeId}>
                      {outcome.outcomeDescription} {odds(outcome.price)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        ) : (
          <button type="button" onClick={() => setAdding(true)}>
            {t('mybets.editBet.add', 'Add a selection')}
          </button>
        )}
        {step.step === 'failed' && (
          <p className="note error" role="alert">
            {step.message === 'expired'
              ? t('mybets.editBet.expired', 'The quote has expired: review the edit again.')
              : step.message || t('mybets.editBet.failed', 'The bet could not be edited.')}
          </p>
        )}
        <div className="actions">
          <button
            type="button"
            className="primary"
            disabled={!request || step.step === 'quoting'}
            onClick={() => request && void edit.ask(request)}
          >
            {step.step === 'quoting'
              ? t('mybets.editBet.quoting', 'Pricing your edit…')
              : t('mybets.editBet.review', 'Review edit')}
          </button>
          <button type="button" onClick={close}>
            {t('mybets.editBet.cancel', 'Cancel')}
          </button>
        </div>
      </fieldset>
    </section>
  );
}
