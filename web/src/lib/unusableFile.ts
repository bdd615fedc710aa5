/** A download reply that arrived but is not a usable file (wrong type, empty); its message is the SPEC's. */
export class UnusableFileError extends Error {}
