import type { SerializedStyles } from '@emotion/react';
import { useTranslation } from 'react-i18next';

/** A period a player may choose, with its catalogue key and English text. */
export interface PeriodChoice<P extends string> {
  period: P;
  label: [string, string];
}

/**
 * The first step of a break from betting (self-exclusion, a time-out): one period picked from a list, then
 * a confirmation the page shows next (`onChosen`). Nothing is taken before that confirmation.
 */
export function PeriodChoiceForm<P extends string>({
  name,
  legend,
  choices,
  period,
  onPeriod,
  submit,
  onChosen,
  style,
}: {
  name: string;
  legend: string;
  choices: PeriodChoice<P>[];
  period: P | null;
  onPeriod: (period: P) => void;
  submit: string;
  onChosen: () => void;
  style?: SerializedStyles;
}) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (period) onChosen();
      }}
    >
      <fieldset css={style}>
        <legend>{legend}</legend>
        {choices.map((choice) => (
          <label key={choice.period} className="check">
            <input
              type="radio"
              name={name}
              value={choice.period}
              checked={period === choice.period}
              onChange={() => onPeriod(choice.period)}
            />
            {t(...choice.label)}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={!period}>
        {submit}
      </button>
    </form>
  );
}
