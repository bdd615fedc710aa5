import type { TutorialBlock } from '../tutorials/types';

type MistakesBlock = Extract<TutorialBlock, { kind: 'mistakes' }>;

export function CommonMistakesTable({ block }: { block: MistakesBlock }) {
  return (
    <div className="table-scroll">
      <table className="mistakes">
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Mistake</th>
            <th scope="col">Why it hurts</th>
            <th scope="col">Fix</th>
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.mistake}>
              <th scope="row">{row.mistake}</th>
              <td>{row.why}</td>
              <td>{row.fix}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
