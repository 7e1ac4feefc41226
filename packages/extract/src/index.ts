export * from './layout.ts';
export * from './parse/amount.ts';
export * from './parse/date.ts';
export * from './parse/ids.ts';
export * from './parse/units.ts';
