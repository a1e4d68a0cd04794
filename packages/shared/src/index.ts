export * from './constants.js';
export * from './format.js';
export * from './messages/es.js';
export * from './schemas/auth.js';
export * from './schemas/catalogue.js';
export * from './schemas/common.js';
export * from './schemas/contact.js';
export * from './schemas/plans.js';
