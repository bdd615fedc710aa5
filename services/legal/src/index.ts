export { createLegalApp, type LegalAppDeps } from './app';
export { legalConfigShape } from './config';
export { loadDocumentHashes } from './documentHashes';
export { migrations } from './migrations';
