/** A resume excerpt drawn as a small page, so the good-versus-bad examples need no image files. */
export function SampleResumePage({ lines }: { lines: string[] }) {
  const [heading, ...body] = lines;
  return (
    <div className="sample-page">
      <p className="sample-page__heading">{heading}</p>
      {body.map((line) => (
        <p key={line} className={line.startsWith('• ') ? 'sample-page__bullet' : 'sample-page__line'}>
          {line}
        </p>
      ))}
    </div>
  );
}
