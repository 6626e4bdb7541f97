/** Limits shared by the sign-up form and the server. */
export const AUTH_LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
} as const;
