import type { DocxBlock } from './docxBlocks';
import { headingOf, type ParsedSection } from './sections';

/**
 * Entries of one section are written in one form: "**Acme Ltd, _Plant Manager_**" over "**2019 – 2021**"
 * for every job, "**Issuer,**" over "_Certificate_" for every certificate. A Word layout that flows in
 * columns can leave an entry under a list it does not belong to (a job below the skills, after the
 * list's items): its form says which section it is an entry of.
 */

/** A block's section heading, or null for content. */
const headingSection = (block: DocxBlock): ParsedSection | null => {
  const found = block.item ? null : headingOf(block.text);
  return found && found.rest === '' ? found.section : null;
};

/**
 * The form of an entry opening at `at`: the formats of its first paragraph and the first format of the
 * next, which tell a job's head ("b bi" over "b") from a certificate's ("b" over "i"). A plain entry
 * has no form worth comparing (so is every paragraph of a document without bold or italics).
 */
function entryForm(blocks: readonly DocxBlock[], at: number): string | null {
  const first = blocks[at];
  const next = blocks[at + 1];
  if (!first?.form || first.item || !next?.form || next.item || headingSection(next)) return null;
  const form = `${first.form.split(' ').slice(0, 2).join(' ')}/${next.form.split(' ')[0]}`;
  return /[bi]/.test(form) ? form : null;
}

interface Section {
  name: ParsedSection | null;
  blocks: DocxBlock[];
}

/**
 * The blocks with each entry that a list section runs into moved to the end of the section whose first
 * entry has its form, when exactly one section's does. Only after a list's items: an entry among a
 * section's own entries is that section's, whatever its form.
 */
export function placeEntriesByForm(blocks: readonly DocxBlock[]): DocxBlock[] {
  const sections: Section[] = [{ name: null, blocks: [] }];
  for (const block of blocks) {
    const name = headingSection(block);
    if (name) sections.push({ name, blocks: [block] });
    else sections.at(-1)?.blocks.push(block);
  }
  // The form each section's first entry opens with, and the sections that share it.
  const owners = new Map<string, Set<ParsedSection>>();
  for (const section of sections) {
    const form = section.name ? entryForm(section.blocks, 1) : null;
    if (form && section.name) owners.set(form, (owners.get(form) ?? new Set()).add(section.name));
  }
  const ownerOf = (form: string | null) => {
    const names = form ? owners.get(form) : undefined;
    return names?.size === 1 ? [...names][0] : undefined;
  };
  const moved = new Map<ParsedSection, DocxBlock[]>();
  for (const section of sections) {
    const content = section.blocks.slice(1);
    const items = content.findIndex((b) => !b.item);
    // A list section: items first, then what ran on after them.
    if (!section.name || items <= 0) continue;
    let target: ParsedSection | undefined;
    const kept = section.blocks.slice(0, items + 1);
    for (let i = items + 1; i < section.blocks.length; i++) {
      const block = section.blocks[i] as DocxBlock;
      const owner = ownerOf(entryForm(section.blocks, i));
      if (owner && owner !== section.name) target = owner;
      if (target) moved.set(target, [...(moved.get(target) ?? []), block]);
      else kept.push(block);
    }
    section.blocks = kept;
  }
  return sections.flatMap((section, i) => {
    // Into the last section of that name, after its own entries.
    const last = section.name && sections.findLastIndex((s) => s.name === section.name) === i;
    return last && section.name ? [...section.blocks, ...(moved.get(section.name) ?? [])] : section.blocks;
  });
}
