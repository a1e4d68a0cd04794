/**
 * A block's heading with its caption below, as the dashboard's and KPI's sections and panels open:
 * a section's h2 (text-xl) or a panel's h3 (text-lg); `id` names the block (aria-labelledby).
 */
export function CaptionedHeading({
  id,
  level,
  title,
  caption,
  className,
}: {
  id: string;
  level: 2 | 3;
  title: string;
  caption: string;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={className}>
      <Heading id={id} className={`font-display ${level === 2 ? 'text-xl' : 'text-lg'} font-semibold`}>
        {title}
      </Heading>
      <p className="text-sm text-ink-soft">{caption}</p>
    </div>
  );
}
