/**
 * A thread of DiffThreads (diffThreads.ts): opens the two versions of each message (a stored version
 * comes sealed, and opening 1 MB is milliseconds of work too), compares them and posts back the lines as
 * UTF-8 JSON whose memory is handed over, not copied (thousands of objects, or even a 2 MB string, cost
 * the event loop milliseconds to receive; the route sends the bytes as they are), or nothing when the
 * versions are beyond VERSION_DIFF_LIMITS. Bundled as an entry of its own
 * (services/resume/dist/diffThread.js), since a thread loads its code by path.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ResumeData } from '@rb/contracts';
import type { Keyring } from '@rb/kit/keyring';
import { type Sealed, unsealContent } from './versionContent';
import { diffResumes } from './versionDiff';

/** One side of a comparison: a resume at hand, or a stored version as it rests. */
export type DiffSide = { resume: ResumeData } | { sealed: Sealed };

export interface DiffRequest {
  before: DiffSide;
  after: DiffSide;
}

export interface DiffAnswer {
  /** The DiffLine[] as UTF-8 JSON; undefined when the versions are too large to compare. */
  json?: Uint8Array;
  /** A version could not be opened (a key missing, a row damaged): the service's fault, not the user's. */
  failed?: true;
}

/** The thread's data: the service's data keys, as a Map does not cross to a thread as it is. */
export interface DiffThreadData {
  activeKid: string;
  keys: [string, Buffer][];
}

const data = workerData as DiffThreadData;
const keyring: Keyring = { activeKid: data.activeKid, keys: new Map(data.keys) };
const utf8 = new TextEncoder();
const open = (side: DiffSide) =>
  'resume' in side ? side.resume : unsealContent(keyring, side.sealed).resume;

parentPort?.on('message', ({ before, after }: DiffRequest) => {
  let answer: DiffAnswer;
  try {
    const lines = diffResumes(open(before), open(after));
    answer = { json: lines && utf8.encode(JSON.stringify(lines)) };
  } catch {
    answer = { failed: true };
  }
  parentPort?.postMessage(answer, answer.json ? [answer.json.buffer as ArrayBuffer] : []);
});
// The pool counts a diff's time from here on, not the thread's start.
parentPort?.postMessage({ ready: true });
