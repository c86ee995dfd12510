export * from './customers.js';
export * from './platform.js';
export * from './reference.js';
