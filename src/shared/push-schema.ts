import { z } from 'zod';

/** What the owner is told when the browser's subscription is not one we can use. */
export const PUSH_MESSAGES = {
  badSubscription: 'This browser gave a notification address we cannot use. Try again, or use another browser.',
  noSuchDevice: 'That device no longer gets notifications.',
  tooMany: 'Notifications are on for 20 devices already. Remove one you no longer use first.',
} as const;

/** At most this many devices per account get notifications. */
export const MAX_PUSH_DEVICES = 20;

/** base64url of exactly `bytes` bytes (padding optional): 65 → 87 characters, 16 → 22. */
const base64url = (bytes: number) =>
  z
    .string({ error: PUSH_MESSAGES.badSubscription })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=*$`), { error: PUSH_MESSAGES.badSubscription })
    .transform((v) => v.replace(/=+$/, ''));

/** The browser's PushSubscription as JSON (PushSubscription.toJSON()). */
export const pushSubscribeBodySchema = z.object(
  {
    input: z.object(
      {
        endpoint: z.string({ error: PUSH_MESSAGES.badSubscription }).max(2000, { error: PUSH_MESSAGES.badSubscription }),
        keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: PUSH_MESSAGES.badSubscription }),
      },
      { error: PUSH_MESSAGES.badSubscription },
    ),
  },
  { error: PUSH_MESSAGES.badSubscription },
);

export const pushDeviceSchema = z.object({
  subscriptionId: z.string(),
  device: z.string(),
  endpoint: z.string(),
  createdOn: z.string(),
  lastSentOn: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushStateSchema = z.object({
  /** The installation's VAPID public key (base64url): the applicationServerKey to subscribe with. */
  publicKey: z.string(),
  devices: z.array(pushDeviceSchema),
});
export type PushState = z.infer<typeof pushStateSchema>;

export const pushParamsSchema = z.object({ subscriptionId: z.string().max(100) });

/** What a push message carries (the service worker shows it). */
export interface PushMessage {
  title: string;
  body: string;
  /** Where in the app a tap on it goes (a path such as /leads#lead-…). */
  url: string;
}
