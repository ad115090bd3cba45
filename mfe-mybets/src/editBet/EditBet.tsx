import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBet } from '@sportsbook/contracts';
import { useFormats } from '../state';
import { addableMatches, editRequest, NO_CHANGE, toggleRemoved, withAdded, withoutAdded, type EditChoice } from './editBetModel';
import { useEditBet } from './useEditBet';
import { box } from './editBetStyles';
import { EditQuote } from './EditQuote';

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

  if (step.step === 'quoted' || step.step === 'confirming')
    return (
      <EditQuote
        step={step}
        canConfirm={Boolean(request)}
        secondsLeft={edit.secondsLeft}
        onConfirm={() => request && void edit.confirm(request)}
        onBack={edit.reset}
      />
    );

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
