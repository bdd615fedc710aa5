import type { PageSize } from '@rb/contracts';
import { useState } from 'react';
import { choosePageSize, preferredPageSize } from '../lib/pageSize';

/** The page size of every download; a change here is the user's choice everywhere (lib/pageSize). */
export function PageSizeField() {
  const [size, setSize] = useState(preferredPageSize);
  return (
    <label className="page-size">
      Page size
      <select
        value={size}
        onChange={(e) => {
          const chosen = e.target.value as PageSize;
          choosePageSize(chosen);
          setSize(chosen);
        }}
      >
        <option value="a4">A4</option>
        <option value="letter">US Letter</option>
      </select>
    </label>
  );
}
