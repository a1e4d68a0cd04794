import { useGetCatalogueStatsQuery } from '../api';
import { type Claim, claimsFrom } from '../claims';
import { claims as copy } from '../content';

const plural = (claim: Claim, words: { one: string; other: string }) =>
  claim.count === 1 ? words.one : words.other;

/**
 * The catalogue in figures: "más de 200 audios, 21 temas, 3 categorías" (named), from the live
 * catalogue's counts and names — the real counts when they are lower. Until they arrive the figures are
 * placeholders of the same size (no layout shift); if they cannot be loaded the band is left out.
 */
export function ClaimsBand() {
  const { data, isError } = useGetCatalogueStatsQuery();
  if (isError) return null;
  const claims = data ? claimsFrom(data) : null;

  const tiles = [
    { key: 'audios', claim: claims?.audios, words: copy.audios, detail: null },
    { key: 'themes', claim: claims?.themes, words: copy.themes, detail: null },
    {
      key: 'categories',
      claim: claims?.categories,
      words: copy.categories,
      detail: claims?.categoryNames ?? null,
    },
  ];

  return (
    <ul
      aria-label={copy.label}
      aria-busy={!claims}
      className="mx-auto mb-14 grid max-w-4xl grid-cols-3 gap-2.5 sm:gap-5"
    >
      {tiles.map(({ key, claim, words, detail }) => (
        <li
          key={key}
          className="flex min-h-32 flex-col items-center justify-start rounded-2xl bg-white/[0.05] px-2 py-5 text-center ring-1 ring-inset ring-white/10 sm:min-h-36 sm:justify-center sm:rounded-3xl sm:px-5 sm:py-6"
        >
          {claim ? (
            <>
              <p className="font-display text-3xl font-semibold leading-tight text-white sm:text-[2.6rem]">
                {claim.moreThan ? `${copy.moreThan} ${claim.value}` : claim.value}
                <span className="sr-only"> {plural(claim, words)}</span>
              </p>
              <p
                aria-hidden="true"
                className="mt-1 text-sm font-semibold leading-snug text-sky-200 sm:text-lg"
              >
                {plural(claim, words)}
              </p>
            </>
          ) : (
            <>
              <span
                aria-hidden="true"
                className="block h-[2.3rem] w-16 animate-pulse sm:h-[2.9rem] sm:w-28 rounded-xl bg-white/10 motion-reduce:animate-none"
              />
              <p className="mt-1 text-sm font-semibold leading-snug text-sky-200 sm:text-lg">{words.other}</p>
            </>
          )}
          {detail && <p className="mt-1 text-xs leading-snug text-lavender-200 sm:text-sm">{detail}</p>}
        </li>
      ))}
    </ul>
  );
}
