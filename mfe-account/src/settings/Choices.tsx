/** A radio group with a legend: one fieldset per setting, every choice a labelled radio. */
export function Choices<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <div className="choices" role="radiogroup" aria-label={props.legend}>
        {props.options.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={props.name}
              value={option}
              checked={option === props.value}
              onChange={() => props.onChange(option)}
            />
            {props.label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
