// Accounts and payments in the web app (issue 16): the account client, the app-wide account
// state, the forms and pages. Texts live in the `account` namespace (messages.*.json).
import './account.css';
import './i18n.ts';

export { AuthCallback } from './AuthCallback.tsx';
export { AuthPage } from './AuthPage.tsx';
export * from './api.ts';
export { useBillingConfig, useCheckout } from './billing.ts';
export { AccountProvider, type AccountState, accountOf, mayDownload, useAccount } from './context.tsx';
export { type GateBlock, GatePrompt } from './GatePrompt.tsx';
export { blockFor, type DownloadGate, newIdempotencyKey, useDownloadGate } from './gate.ts';
export { ACCOUNT_NS } from './i18n.ts';
export { ProfilePage } from './ProfilePage.tsx';
export { RequireAccount } from './RequireAccount.tsx';
export { ResetRequestForm } from './ResetRequestForm.tsx';
export { currentPath, rememberReturnPath, takeReturnPath } from './return-path.ts';
export { SignInForm } from './SignInForm.tsx';
export { SignUpForm } from './SignUpForm.tsx';
export { ThankYou } from './ThankYou.tsx';
export { UpdatePasswordForm } from './UpdatePasswordForm.tsx';
