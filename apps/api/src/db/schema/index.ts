export * from './customers.js';
export * from './platform.js';
export * from './reference.js';
export * from './checkout.js';
export * from './identity.js';
export * from './profile.js';
export * from './notifications.js';
export * from './staff.js';
