import data from './toolNames.json' with { type: 'json' };

/**
 * Words of software and tool names from O*NET's Technology Skills, built by scripts/buildToolNames.ts
 * (see its attribution in toolNames.json). `cased`: names whose form alone says how they are written
 * ("netsuite" → "NetSuite"); `known`: capitalised product words a dictionary lacks ("salesforce"), which
 * the spelling check accepts.
 */
export const TOOL_CASING: ReadonlyMap<string, string> = new Map(Object.entries(data.cased));
export const TOOL_WORDS: ReadonlySet<string> = new Set([...data.known, ...Object.keys(data.cased)]);
