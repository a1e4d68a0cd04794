import { SECTION_IDS } from '../../../config/paths';
import { team } from '../content';
import { Portrait } from './portrait';
import { Section } from './section';

/** The team: the two hypnotherapists behind the therapies. */
export function TeamSection() {
  return (
    <Section id={SECTION_IDS.team} title={team.title} intro={team.intro} tone="night">
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {team.members.map((member) => (
          <li
            key={member.name}
            className="flex flex-col items-center gap-6 rounded-3xl bg-night-900 p-7 text-center ring-1 ring-inset ring-white/10 sm:p-8 lg:flex-row lg:items-start lg:text-left"
          >
            <Portrait member={member} label={team.portraitAlt(member.name)} />
            <div>
              <h3 className="text-2xl font-semibold text-white">{member.name}</h3>
              <p className="mt-1 font-semibold text-sky-200">{member.role}</p>
              <p className="mt-3 text-lavender-200">{member.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
