export * from './activity.js';
export * from './catalogue.js';
export * from './commerce.js';
export * from './users.js';
