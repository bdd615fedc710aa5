import type { FieldLexicon } from '../types';

/** Blockchain development. A branch of software, so postings and resumes of different kinds of software work are told apart. */
export const softwareBlockchain: FieldLexicon = {
  field: 'software/blockchain',
  skills: ['blockchain|web3', 'solidity|smart contracts|smart contract', 'webassembly|wasm'],
  terms: [],
};
