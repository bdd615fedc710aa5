export * from './all';
export * from './endpoint';
export { openApi } from './openapi';
