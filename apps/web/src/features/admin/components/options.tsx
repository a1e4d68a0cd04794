/** One choice of a select. */
export type Choice = { value: string; label: string };

/** The choices of records named by `name` and chosen by id (categories, themes). */
export const byId = (items: readonly { _id: string; name: string }[] | undefined): Choice[] =>
  (items ?? []).map((item) => ({ value: item._id, label: item.name }));

/** A select's options: a first empty choice ('Todos…', 'Selecciona…') when given, then the choices. */
export function Options({ blank, choices }: { blank?: string; choices: readonly Choice[] }) {
  return (
    <>
      {blank !== undefined && <option value="">{blank}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

/** A select's options named by their own values (currency codes, page sizes). */
export function ValueOptions({ values }: { values: readonly (string | number)[] }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}
