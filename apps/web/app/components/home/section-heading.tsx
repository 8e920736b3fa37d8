/** A home section's serif heading (VISUAL.md) with the block's own subtitle under it. */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="home-heading">
      <h2 id={id} className="home-heading__title">
        {title}
      </h2>
      {subtitle ? <p className="home-heading__subtitle">{subtitle}</p> : null}
    </div>
  );
}
