/** Keeps at most one help note open per page: opening one closes the other, its own icon closes it. */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface HelpNoteGroupState {
  openId: string | null;
  toggle: (id: string) => void;
}

const GroupContext = createContext<HelpNoteGroupState | null>(null);

export function HelpNoteGroup({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), []);
  const value = useMemo(() => ({ openId, toggle }), [openId, toggle]);
  return <GroupContext.Provider value={value}>{children}</GroupContext.Provider>;
}

export function useHelpNoteGroup(): HelpNoteGroupState {
  const group = useContext(GroupContext);
  if (!group) throw new Error('HelpNote must be rendered inside a HelpNoteGroup');
  return group;
}
