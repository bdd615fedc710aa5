export { type AuthAppDeps, createAuthApp } from './app';
export { authConfigShape } from './config';
export { createLoginThrottle } from './loginThrottle';
export { unsentMailer } from './mailer';
export { migrations } from './migrations';
export { createPasswords } from './passwords';
export { createChallengeStore } from './webauthnChallenges';
