export * from './messages.ts';
export * from './validator.ts';
export * from './account.ts';
export * from './guest.ts';
export * from './refund.ts';
export * from './service-message.ts';
